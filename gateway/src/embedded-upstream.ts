import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Clock } from '@shared/clock.js';

export interface EmbeddedUpstream {
  url: string;
  seeded: boolean;
  close(): Promise<void>;
}

export interface EmbeddedUpstreamOptions {
  dataDir: string;
  clock: Clock;
  demo: boolean;
  agentApiKey?: string;
  recaptchaSecret?: string;
  /** yeekee rounds of this many seconds back to back (YEEKEE_ROUND_SECONDS) */
  yeekeeRoundSeconds?: number;
  /** a generic SMS gateway for reset codes (SMS_URL, SMS_TOKEN) */
  smsUrl?: string;
  smsToken?: string;
  /** the built-in provider's shared secret (embedded-games.ts builtInProviderSecret) */
  builtInProviderSecret?: string;
  /** outside game providers, a JSON file outside the repo (GAME_PROVIDERS_FILE, README "Game providers") */
  gameProvidersFile?: string;
  /** where it listens: by default a free loopback port beside the gateway */
  port?: number;
  host?: string;
}

/**
 * The reference upstream in this process, on its own loopback port: the
 * gateway still reaches it over HTTP only (DESIGN §1). Loaded lazily so a
 * gateway in front of an operator's API never opens SQLite.
 */
export async function startEmbeddedUpstream(options: EmbeddedUpstreamOptions): Promise<EmbeddedUpstream> {
  const [{ createUpstream }, { openDatabase }, { seedDemo }, { httpSmsSender }] = await Promise.all([
    import('../../upstream/src/app.js'),
    import('../../upstream/src/db/connection.js'),
    import('../../upstream/src/db/seed.js'),
    import('../../upstream/src/auth/sms.js'),
  ]);
  mkdirSync(options.dataDir, { recursive: true });
  const db = openDatabase(path.join(options.dataDir, 'site.db'));
  const seeded = seedDemo(db, options.clock);
  const app = createUpstream({
    db,
    clock: options.clock,
    settings: {
      demo: options.demo,
      agentApiKey: options.agentApiKey,
      recaptchaSecret: options.recaptchaSecret,
      lotto: { yeekeeRoundSeconds: options.yeekeeRoundSeconds },
      smsSender: options.smsUrl ? httpSmsSender(options.smsUrl, options.smsToken) : undefined,
      // Only the gateway beside it on loopback reaches it; it sends the client's address (its own req.ip).
      trustProxy: 'loopback',
      games: { builtInSecret: options.builtInProviderSecret, providersFile: options.gameProvidersFile },
    },
  });
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });
  const { port, address } = server.address() as AddressInfo;
  return {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    seeded,
    async close() {
      app.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      db.close();
    },
  };
}
