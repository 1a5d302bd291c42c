import type { Database } from 'better-sqlite3';
import express from 'express';
import helmet from 'helmet';
import type { Clock } from '@shared/clock.js';
import { agentRoutes } from './agent/routes.js';
import { authRoutes } from './auth/routes.js';
import type { Ctx } from './context.js';
import { errorHandler, notFound } from './http/error-handler.js';
import { lottoOperatorRoutes } from './lotto/operator-routes.js';
import { lottoRoutes } from './lotto/routes.js';
import { createScheduler } from './lotto/scheduler.js';
import { memberRoutes } from './member/routes.js';
import { operatorRoutes } from './operator/routes.js';
import { resolveSettings, type UpstreamSettingsInput } from './settings.js';
import { yeekeeRoutes } from './yeekee/routes.js';

export interface CreateUpstreamOptions {
  db: Database;
  clock: Clock;
  /** Anything left out takes its default (settings.ts). */
  settings?: UpstreamSettingsInput;
}

/** The Express app, plus `stop()`: it clears the lotto scheduler's timer (call it before closing the database). */
export interface UpstreamApp extends express.Express {
  stop(): void;
}

/**
 * The upstream API as an Express app; the caller decides where it listens.
 * The lotto scheduler starts here, on the injected clock: it catches up on
 * rounds at once and then runs on timers until `stop()`.
 */
export function createUpstream({ db, clock, settings }: CreateUpstreamOptions): UpstreamApp {
  const ctx: Ctx = { db, clock, settings: resolveSettings(settings) };
  const app = express();
  app.set('trust proxy', ctx.settings.trustProxy);
  app.use(helmet());
  app.use(express.json({ limit: '100kb' }));

  app.use(authRoutes(ctx));
  app.use(agentRoutes(ctx));
  app.use(memberRoutes(ctx));
  app.use(lottoRoutes(ctx));
  app.use(yeekeeRoutes(ctx));
  app.use(operatorRoutes(ctx));
  app.use(lottoOperatorRoutes(ctx));

  app.use(notFound);
  app.use(errorHandler());

  const scheduler = createScheduler(ctx);
  scheduler.start();
  return Object.assign(app, { stop: () => scheduler.stop() });
}
