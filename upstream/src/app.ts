import type { Database } from 'better-sqlite3';
import express from 'express';
import helmet from 'helmet';
import type { Clock } from '@shared/clock.js';
import { agentRoutes } from './agent/routes.js';
import { authRoutes } from './auth/routes.js';
import type { Ctx } from './context.js';
import { errorHandler, notFound } from './http/error-handler.js';
import { memberRoutes } from './member/routes.js';
import { operatorRoutes } from './operator/routes.js';
import { resolveSettings, type UpstreamSettings } from './settings.js';

export interface CreateUpstreamOptions {
  db: Database;
  clock: Clock;
  /** Anything left out takes its default (settings.ts). */
  settings?: Partial<UpstreamSettings>;
}

/** The upstream API as an Express app; the caller decides where it listens. */
export function createUpstream({ db, clock, settings }: CreateUpstreamOptions): express.Express {
  const ctx: Ctx = { db, clock, settings: resolveSettings(settings) };
  const app = express();
  app.set('trust proxy', ctx.settings.trustProxy);
  app.use(helmet());
  app.use(express.json({ limit: '100kb' }));

  app.use(authRoutes(ctx));
  app.use(agentRoutes(ctx));
  app.use(memberRoutes(ctx));
  app.use(operatorRoutes(ctx));

  app.use(notFound);
  app.use(errorHandler());
  return app;
}
