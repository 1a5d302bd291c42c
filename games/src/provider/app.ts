/**
 * The built-in provider (docs/decisions/0038) as an Express app; the caller
 * decides where it listens (games/src/main.ts alone, the gateway's
 * embedded-games.ts beside the site). It keeps its own database and reaches
 * the member's money only through the signed provider wallet protocol at
 * `walletUrl`, as any outside provider would.
 */
import { setTimeout as delay } from 'node:timers/promises';
import express from 'express';
import helmet from 'helmet';
import type { Clock } from '#shared/clock.js';
import { jsonBody } from '#server-kit/http/edge-body.js';
import { processLogger } from '#server-kit/observability/logger.js';
import type { ProviderCtx } from './context.js';
import type { GamesDb } from './db/transaction.js';
import { errorHandler, notFound } from '#server-kit/http/error-handler.js';
import { DEFAULT_RATE_LIMITS, providerRoutes, type ProviderRateLimits } from './routes.js';
import { SerialQueue } from './serial.js';
import { settleAll } from './settle.js';
import { createWalletClient } from './wallet-client.js';
import { siteCommitmentLogger } from './commitment-logger.js';
import { siteTableReporter } from '../baccarat/reports.js';
import { startLiveTables, type LiveTables, type LiveTablesSettings } from '../baccarat/live-tables.js';
import { settleTableRounds } from '../baccarat/settle.js';
import { createSignedPost, type SiteClientOptions } from './site-client.js';
import { createSitePool, type SiteTransport } from './site-pool.js';
import { startFootball, type Football, type FootballSettings } from '../football/scheduler.js';

/** How long a stop waits for the provider's calls in flight to the site before it cuts them (within npm start's 10 s). */
const STOP_GRACE_MS = 3_000;

export interface GamesProviderOptions {
  /** the routed handle of the provider's database (db/database.ts opens it) */
  db: GamesDb;
  clock: Clock;
  /** the site's base URL: the protocol's paths (/provider/wallet/…) are under it */
  walletUrl: string;
  providerCode: string;
  secret: string;
  /**
   * How the wallet is reached: tries and their waits, and the way to the site, by default a keep-alive
   * pool on `walletUrl` timing each call out at `timeoutMs` (10 s), closed by `stop()`. Tests pass a
   * transport of their own that loses answers; its owner closes it.
   */
  wallet?: Pick<SiteClientOptions, 'attempts' | 'retryDelayMs'> & { transport?: SiteTransport; timeoutMs?: number };
  /** how often unsettled spins and table rounds are retried; default 30 s */
  settleEveryMs?: number;
  rateLimits?: Partial<ProviderRateLimits>;
  /** the live baccarat tables (games/src/baccarat), dealing and reporting to the site; on unless `false` */
  baccarat?: LiveTablesSettings | false;
  /** virtual football (games/src/football): matches offered ahead and settled at full time; on unless `false` */
  football?: FootballSettings | false;
  /** Express `trust proxy`: the embedding gateway on loopback names the member's address */
  trustProxy?: boolean | string | number;
}

export interface GamesProvider extends express.Express {
  /** settles every unsettled spin and table round now (the timer does it every `settleEveryMs`) */
  settlePending(): Promise<void>;
  /** the live tables, when on */
  tables: LiveTables | undefined;
  /** virtual football, when on */
  football: Football | undefined;
  /** resolves when nothing scheduled (dealing, reporting, settling, offering matches) is in flight */
  idle(): Promise<void>;
  /** stops the settling timer, the tables and football, waits for their work in flight and closes its pool to the site (then close the database) */
  stop(): Promise<void>;
}

/** Starts the provider; its tables' shoes are opened (or continued) before it answers. */
export async function createGamesProvider(options: GamesProviderOptions): Promise<GamesProvider> {
  const logger = processLogger('games');
  const { transport, timeoutMs, attempts, retryDelayMs } = options.wallet ?? {};
  // One pool for the wallet calls and the tables' reports: both go to the site's origin.
  const sitePool = transport ? undefined : createSitePool(options.walletUrl, timeoutMs);
  const site: SiteClientOptions = {
    transport: transport ?? sitePool!,
    providerCode: options.providerCode,
    secret: options.secret,
    clock: options.clock,
    attempts,
    retryDelayMs,
  };
  const ctx: ProviderCtx = {
    db: options.db,
    clock: options.clock,
    wallet: createWalletClient(site),
    commitments: siteCommitmentLogger(createSignedPost(site)),
    queue: new SerialQueue(),
    log: (message, error) => logger.error({ err: error }, message),
  };
  /** Work started by a timer or a dealt hand, not by a request: `idle()` and `stop()` wait for it. */
  const background = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    background.add(work);
    void work.finally(() => background.delete(work));
  };
  const tables =
    options.baccarat === false
      ? undefined
      : await startLiveTables({
          reporter: siteTableReporter(createSignedPost(site)),
          ...options.baccarat,
          db: options.db,
          clock: options.clock,
          log: ctx.log,
          // Settled as soon as it is dealt, never waiting for a page; what the wallet does not confirm the timer tries again.
          onHand: (hand) =>
            track(settleTableRounds(ctx, { shoe: hand.shoe, handNo: hand.hand_no }).catch((error: unknown) => ctx.log(`settling hand ${hand.hand_no} failed`, error))),
        });
  const football = options.football === false ? undefined : startFootball(ctx, options.football);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? false);
  app.use(helmet());
  app.use(jsonBody());
  app.use(providerRoutes(ctx, { ...DEFAULT_RATE_LIMITS, ...options.rateLimits }, tables));
  app.use(notFound);
  app.use(errorHandler((error) => ctx.log('unexpected error', error)));

  const every = options.settleEveryMs ?? 30_000;
  let timer = options.clock.setTimeout(tick, every);
  let stopped = false;
  let settling: Promise<void> | undefined;
  const settlePending = () =>
    (settling ??= settleAll(ctx)
      .catch((error: unknown) => ctx.log('settling unsettled spins failed', error))
      .then(() => settleTableRounds(ctx))
      .catch((error: unknown) => ctx.log('settling table bets failed', error))
      .finally(() => (settling = undefined)));
  function tick(): void {
    track(
      settlePending().then(() => {
        if (!stopped) timer = options.clock.setTimeout(tick, every);
      }),
    );
  }
  const idle = async () => {
    for (;;) {
      await Promise.all([tables?.idle(), football?.idle(), ...background]);
      if (background.size === 0) return;
    }
  };

  return Object.assign(app, {
    settlePending,
    tables,
    football,
    idle,
    async stop() {
      stopped = true;
      options.clock.clearTimeout(timer);
      // Work in flight finishes, unless the site does not answer (restarting, or not there yet): then
      // its calls are cut, and what they carried is sent again under the same ids after the restart.
      const graceful = (async () => {
        await tables?.stop();
        await football?.stop();
        await idle();
      })();
      const finished = await Promise.race([graceful.then(() => true), delay(STOP_GRACE_MS).then(() => false)]);
      if (finished) {
        await sitePool?.close();
        return;
      }
      await sitePool?.destroy();
      await graceful;
    },
  });
}
