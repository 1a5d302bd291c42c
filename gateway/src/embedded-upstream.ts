import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Clock } from '#shared/clock.js';
import type { UpstreamApp } from '#upstream/app.js';
import type { SmsSettings } from '#upstream/auth/sms/from-env.js';
import type { SlipVerifyEnv } from '#upstream/payment/slips/verifiers/index.js';

export interface EmbeddedUpstream {
  url: string;
  seeded: boolean;
  close(): Promise<void>;
}

export interface EmbeddedUpstreamOptions {
  dataDir: string;
  /** DATABASE_URL: a `postgres://` URL; unset, SQLite in `site.db` under dataDir */
  databaseUrl?: string;
  clock: Clock;
  demo: boolean;
  agentApiKey?: string;
  recaptchaSecret?: string;
  /** yeekee rounds of this many seconds back to back (YEEKEE_ROUND_SECONDS) */
  yeekeeRoundSeconds?: number;
  /** the SMS gateway for reset codes (SMS_PROVIDER and its variables, checked by loadConfig) */
  sms?: SmsSettings;
  /** the slip verification service's settings (SLIP_VERIFY_*); none in demo mode is the demo bank's */
  slipVerify?: SlipVerifyEnv;
  /** the built-in provider's shared secret (embedded-games.ts builtInProviderSecret) */
  builtInProviderSecret?: string;
  /** outside game providers, a JSON file outside the repo (GAME_PROVIDERS_FILE, README "Game providers") */
  gameProvidersFile?: string;
  /** where it listens: by default a free loopback port beside the gateway */
  port?: number;
  host?: string;
}

/** The SQLite file of a data directory, the embedded upstream's database when DATABASE_URL is unset. */
export function siteDbFile(dataDir: string): string {
  return path.join(dataDir, 'site.db');
}

/**
 * The embedded upstream's database for a start-up line: the SQLite file, or
 * the PostgreSQL server and database as host:port/dbname, never the URL
 * itself (it carries the password).
 */
export function databaseLabel(databaseUrl: string | undefined, dataDir: string): string {
  if (!databaseUrl) return siteDbFile(dataDir);
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL ${url.hostname || 'localhost'}:${url.port || '5432'}${url.pathname || '/'}`;
  } catch {
    return 'PostgreSQL';
  }
}

/**
 * The reference upstream in this process, on its own loopback port: the
 * gateway still reaches it over HTTP only (docs/design.md §1). Loaded lazily so a
 * gateway in front of an operator's API never opens a database.
 */
export async function startEmbeddedUpstream(options: EmbeddedUpstreamOptions): Promise<EmbeddedUpstream> {
  const [{ createUpstream }, { openStore, storeLocation }, { seedDemo }, { smsSenderFor }, { slipVerifierFromEnv }, { demoBankLookup }] = await Promise.all([
    import('#upstream/app.js'),
    import('#upstream/db/store.js'),
    import('#upstream/db/seed.js'),
    import('#upstream/auth/sms/from-env.js'),
    import('#upstream/payment/slips/verifiers/index.js'),
    import('#upstream/payment/slips/demo-bank.js'),
  ]);
  // Also with PostgreSQL: the built-in provider's secret file and the games' database live there.
  mkdirSync(options.dataDir, { recursive: true });
  const store = await openStore(storeLocation(options.databaseUrl, siteDbFile(options.dataDir)));
  let app: UpstreamApp | undefined;
  try {
    const seeded = await seedDemo(store.db, options.clock);
    const slipVerify = { ...options.slipVerify };
    if (options.demo && !slipVerify.SLIP_VERIFY_PROVIDER?.trim()) slipVerify.SLIP_VERIFY_PROVIDER = 'demo';
    app = await createUpstream({
      db: store.db,
      clock: options.clock,
      settings: {
        demo: options.demo,
        agentApiKey: options.agentApiKey,
        recaptchaSecret: options.recaptchaSecret,
        lotto: { yeekeeRoundSeconds: options.yeekeeRoundSeconds },
        smsSender: options.sms ? smsSenderFor(options.sms) : undefined,
        // A half-made setting stops the start here rather than sending every slip to the agent unnoticed.
        slipVerifier: slipVerifierFromEnv(slipVerify, { demoLookup: demoBankLookup(store.db) }) ?? undefined,
        // Only the gateway beside it on loopback reaches it; it sends the client's address (its own req.ip).
        trustProxy: 'loopback',
        games: { builtInSecret: options.builtInProviderSecret, providersFile: options.gameProvidersFile },
      },
    });
    const server = await listen(app, options.port ?? 0, options.host ?? '127.0.0.1');
    const { port, address } = server.address() as AddressInfo;
    const running = app;
    return {
      url: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
      seeded,
      async close() {
        // The schedulers' work in flight finishes before the database closes.
        await running.stop();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await store.close();
      },
    };
  } catch (error) {
    // A start that failed (a port taken, a seed refused) leaves no scheduler running and no connection open.
    await app?.stop();
    await store.close();
    throw error;
  }
}

function listen(app: UpstreamApp, port: number, host: string): Promise<Server> {
  return new Promise<Server>((resolve, reject) => {
    const listening = app.listen(port, host, () => resolve(listening));
    listening.once('error', reject);
  });
}
