import type { Database } from 'better-sqlite3';
import express from 'express';
import helmet from 'helmet';
import type { Clock } from '@shared/clock.js';
import { agentRoutes } from './agent/routes.js';
import { authRoutes } from './auth/routes.js';
import { couponRoutes } from './coupon/routes.js';
import { limitsRoutes } from './limits/routes.js';
import type { Ctx } from './context.js';
import { errorHandler, notFound } from './http/error-handler.js';
import { lottoOperatorRoutes } from './lotto/operator-routes.js';
import { lottoRoutes } from './lotto/routes.js';
import { createScheduler } from './lotto/scheduler.js';
import { memberRoutes } from './member/routes.js';
import { operatorRoutes } from './operator/routes.js';
import { createDemoConfirmer } from './payment/demo-confirm.js';
import { paymentOperatorRoutes } from './payment/operator-routes.js';
import { paymentRoutes } from './payment/routes.js';
import { promotionRoutes } from './promotion/routes.js';
import { resolveSettings, type UpstreamSettingsInput } from './settings.js';
import { withdrawOperatorRoutes } from './withdraw/operator-routes.js';
import { withdrawRoutes } from './withdraw/routes.js';
import { yeekeeRoutes } from './yeekee/routes.js';

export interface CreateUpstreamOptions {
  db: Database;
  clock: Clock;
  /** Anything left out takes its default (settings.ts). */
  settings?: UpstreamSettingsInput;
}

/** The Express app, plus `stop()`: it clears the lotto scheduler's and the demo deposits' timers (call it before closing the database). */
export interface UpstreamApp extends express.Express {
  stop(): void;
}

/**
 * The upstream API as an Express app; the caller decides where it listens.
 * The lotto scheduler and, in demo mode, the self-confirming deposits start
 * here, on the injected clock: they catch up at once and then run on timers
 * until `stop()`.
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
  const demoDeposits = createDemoConfirmer(ctx);
  app.use(paymentRoutes(ctx, demoDeposits));
  app.use(withdrawRoutes(ctx));
  app.use(promotionRoutes(ctx));
  app.use(couponRoutes(ctx));
  app.use(limitsRoutes(ctx));
  app.use(operatorRoutes(ctx));
  app.use(lottoOperatorRoutes(ctx));
  app.use(paymentOperatorRoutes(ctx));
  app.use(withdrawOperatorRoutes(ctx));

  app.use(notFound);
  app.use(errorHandler());

  const scheduler = createScheduler(ctx);
  scheduler.start();
  demoDeposits.start();
  return Object.assign(app, {
    stop: () => {
      scheduler.stop();
      demoDeposits.stop();
    },
  });
}
