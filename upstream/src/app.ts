import express from 'express';
import helmet from 'helmet';
import type { Clock } from '#shared/clock.js';
import { CALL_LIST, CALLS, type Calls } from '#shared/api/registry.js';
import { fixedHeaders } from '#server-kit/http/edge-headers.js';
import { edgeLogger } from '#server-kit/http/edge-log.js';
import { processLogger } from '#server-kit/observability/logger.js';
import { siteHandlers } from './site/routes.js';
import { auditOperatorHandlers } from './audit/routes.js';
import { authHandlers } from './auth/routes.js';
import { affiliateHandlers } from './affiliate/routes.js';
import { cashbackHandlers } from './cashback/routes.js';
import { couponHandlers } from './coupon/routes.js';
import { dailyOperatorHandlers } from './daily/routes.js';
import { createDailyScheduler } from './daily/scheduler.js';
import { gameHandlers, providerWalletHandlers } from './games/routes.js';
import { syncProviders } from './games/providers.js';
import { providerTableHandlers, soothHandlers } from './tables/routes.js';
import { fairnessHandlers, providerCommitmentHandlers } from './fairness/routes.js';
import { wheelHandlers, wheelOperatorHandlers, wheelTableHandlers } from './wheel/routes.js';
import { limitsHandlers } from './limits/routes.js';
import type { Ctx } from './context.js';
import type { Db } from './db/transaction.js';
import { answerClientErrors, jsonBody, methodGuard, uploadBodies } from './http/edge.js';
import { errorHandler, logUnexpected, notFound } from '#server-kit/http/error-handler.js';
import { mountCalls, type Handlers } from './http/mount.js';
import { requireOperator } from './http/operator-auth.js';
import { lottoOperatorHandlers } from './lotto/operator-routes.js';
import { lottoHandlers } from './lotto/routes.js';
import { createScheduler } from './lotto/scheduler.js';
import { memberHandlers } from './member/routes.js';
import { upstreamRequestId } from './observability/request-id.js';
import { resetOperatorHandlers } from './operator/reset-routes.js';
import { operatorHandlers } from './operator/routes.js';
import { createDemoConfirmer, type DemoConfirmer } from './payment/demo-confirm.js';
import { paymentOperatorHandlers } from './payment/operator-routes.js';
import { paymentHandlers } from './payment/routes.js';
import { pollHandlers, pollOperatorHandlers } from './poll/routes.js';
import { createPollScheduler, type PollScheduler } from './poll/scheduler.js';
import { promotionHandlers } from './promotion/routes.js';
import { questHandlers, questOperatorHandlers } from './quest/routes.js';
import { redemptionHandlers, redemptionOperatorHandlers } from './redemption/routes.js';
import { newLeaseHolder } from './scheduling/lease.js';
import { resolveSettings, type UpstreamSettingsInput } from './settings.js';
import { dateLaunchTable } from './wheel/tables.js';
import { withdrawOperatorHandlers } from './withdraw/operator-routes.js';
import { withdrawHandlers } from './withdraw/routes.js';
import { slipHandlers, slipOperatorHandlers } from './payment/slips/routes.js';
import { bankTransferHandlers } from './payment/transfers/routes.js';
import { yeekeeHandlers } from './yeekee/routes.js';

/** One handler for every call of the registry, by area: a missing or an extra one is a type error. */
export type RegistryHandlers = { [A in keyof Calls]: Handlers<Calls[A]> };

function registryHandlers(ctx: Ctx, demoDeposits: DemoConfirmer, polls: PollScheduler): RegistryHandlers {
  return {
    auth: authHandlers(ctx),
    agent: siteHandlers(ctx),
    member: { ...memberHandlers(ctx), ...withdrawHandlers(ctx), ...limitsHandlers(ctx) },
    lotto: { ...lottoHandlers(ctx), ...yeekeeHandlers(ctx) },
    payment: { ...paymentHandlers(ctx, demoDeposits), ...slipHandlers(ctx) },
    promotion: promotionHandlers(ctx),
    coupon: couponHandlers(ctx),
    wheel: { ...wheelHandlers(ctx), ...wheelTableHandlers(ctx) },
    quest: questHandlers(ctx),
    redemption: redemptionHandlers(ctx),
    cashback: cashbackHandlers(ctx),
    affiliate: affiliateHandlers(ctx),
    poll: pollHandlers(ctx),
    game: gameHandlers(ctx),
    providerWallet: providerWalletHandlers(ctx),
    providerTables: providerTableHandlers(ctx),
    providerCommitments: providerCommitmentHandlers(ctx),
    sooth: soothHandlers(ctx),
    fairness: fairnessHandlers(ctx),
    operator: {
      ...operatorHandlers(ctx),
      ...resetOperatorHandlers(ctx),
      ...lottoOperatorHandlers(ctx),
      ...paymentOperatorHandlers(ctx),
      ...slipOperatorHandlers(ctx),
      ...bankTransferHandlers(ctx),
      ...withdrawOperatorHandlers(ctx),
      ...redemptionOperatorHandlers(ctx),
      ...questOperatorHandlers(ctx),
      ...wheelOperatorHandlers(ctx),
      ...auditOperatorHandlers(ctx),
      ...dailyOperatorHandlers(ctx),
      ...pollOperatorHandlers(ctx, polls),
    },
  };
}

export interface CreateUpstreamOptions {
  /** the routed handle of db/store.ts */
  db: Db;
  clock: Clock;
  /** Anything left out takes its default (settings.ts). */
  settings?: UpstreamSettingsInput;
}

/** The Express app, plus `stop()`: it stops the lotto, daily and poll schedulers and the demo deposits, and waits for their work in flight (call it before closing the database). */
export interface UpstreamApp extends express.Express {
  stop(): Promise<void>;
  /** Resolves once no scheduled work is running (a test that moved its clock waits for what the timers started). */
  idle(): Promise<void>;
}

/**
 * The upstream API as an Express app; the caller decides where it listens.
 * The lotto scheduler and, in demo mode, the self-confirming deposits start
 * here, on the injected clock: they catch up at once and then run on timers
 * until `stop()`.
 */
export async function createUpstream({ db, clock, settings }: CreateUpstreamOptions): Promise<UpstreamApp> {
  const ctx: Ctx = { db, clock, settings: resolveSettings(settings) };
  await dateLaunchTable(ctx);
  // The built-in provider's secret and the configured outside providers, at every start.
  await syncProviders(ctx);
  const app = express();
  app.set('trust proxy', ctx.settings.trustProxy);
  // Only the gateway calls the upstream, and it never passes an ETag on nor asks with one: Express
  // would hash every answer's body (SHA-1) for nothing.
  app.set('etag', false);
  // helmet below would take it off every answer again.
  app.disable('x-powered-by');
  // First, so every line of a request (refusals of its body included) carries the gateway's request id.
  app.use(edgeLogger(processLogger('upstream'), upstreamRequestId));
  // helmet's headers worked out once, not by its dozen middlewares on every answer.
  app.use(fixedHeaders(helmet()));
  // A provider's signature covers the body's raw bytes: this reader keeps them (the one below then skips the read body).
  app.use('/provider', jsonBody({ keepRaw: true }));
  // An upload call's file (a slip's image) on its path only, before the JSON reader, which then passes it (decision 0081).
  app.use(uploadBodies(CALL_LIST.map((entry) => entry.call)));
  app.use(jsonBody());

  // Any /operator path answers to the agent key first, known or not (docs/design.md §4: off says so).
  app.use('/operator', requireOperator(ctx.settings));
  app.use(methodGuard);
  const demoDeposits = createDemoConfirmer(ctx);
  // One lease holder id per app: of the apps on one database, each job's ticks run in one (docs/decisions/0066).
  const leaseHolder = newLeaseHolder();
  const polls = createPollScheduler(ctx, undefined, leaseHolder);
  const handlers = registryHandlers(ctx, demoDeposits, polls);
  // Express tries routes one by one: the provider wallet calls (every bet of every game) come
  // first rather than after 120 others; the table reports share the prefix, but each path is its own route, so order is safe.
  const areas = Object.keys(CALLS) as (keyof Calls)[];
  for (const area of ['providerWallet' as const, ...areas.filter((a) => a !== 'providerWallet')]) {
    mountCalls(app, ctx, CALLS[area], handlers[area] as Handlers<Calls[typeof area]>);
  }

  app.use(notFound);
  app.use(errorHandler(logUnexpected('upstream')));

  const scheduler = createScheduler(ctx, undefined, leaseHolder);
  scheduler.start();
  // Cashback, loss refunds and commissions at Bangkok midnight; catches up missed days first.
  const daily = createDailyScheduler(ctx, undefined, leaseHolder);
  daily.start();
  polls.start();
  demoDeposits.start();
  // Whoever listens (server, tests, the gateway's embedded upstream) gets envelopes for what Node's parser refuses (431).
  const listen = app.listen.bind(app) as (...args: unknown[]) => ReturnType<typeof app.listen>;
  return Object.assign(app, {
    listen: (...args: unknown[]) => answerClientErrors(listen(...args)),
    stop: async () => {
      await Promise.all([scheduler.stop(), daily.stop(), polls.stop(), demoDeposits.stop()]);
    },
    idle: async () => {
      // Twice: work one loop finished may have asked another for a tick.
      for (let round = 0; round < 2; round += 1) await Promise.all([scheduler.idle(), daily.idle(), polls.idle(), demoDeposits.idle()]);
    },
  });
}
