import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Clock } from '#shared/clock.js';

export interface EmbeddedGames {
  url: string;
  close(): Promise<void>;
}

export interface EmbeddedGamesOptions {
  dataDir: string;
  /** GAMES_DATABASE_URL: the provider's own PostgreSQL database; undefined: SQLite `games.db` under dataDir */
  databaseUrl?: string;
  clock: Clock;
  /** the site implementing the provider wallet protocol (the embedded upstream, or UPSTREAM_URL) */
  walletUrl: string;
  secret: string;
  /** where it listens: by default a free loopback port beside the gateway (`npm start` picks one for its child) */
  port?: number;
  host?: string;
}

/**
 * The built-in provider's shared secret (docs/decisions/0038): BUILTIN_PROVIDER_SECRET
 * when set, else one generated once and kept in DATA_DIR/builtin-provider.secret
 * (mode 0600), so a restart keeps the sessions and pending credits valid. The
 * same value goes to the embedded upstream's settings and to the provider.
 */
export function builtInProviderSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'builtin-provider.secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * The built-in provider (games/) in this process on its own loopback port,
 * like the embedded upstream (beside the gateway, or alone in `npm start`'s
 * games child, scripts/games.ts): it reaches the wallet only over HTTP with
 * the signed protocol, and the gateway passes `/games/api/*` to it.
 */
export async function startEmbeddedGames(options: EmbeddedGamesOptions): Promise<EmbeddedGames> {
  const [{ createGamesProvider }, { gamesLocation, openGamesDatabase }] = await Promise.all([
    import('#games/provider/app.js'),
    import('#games/provider/db/database.js'),
  ]);
  mkdirSync(options.dataDir, { recursive: true });
  const store = await openGamesDatabase(gamesLocation(options.databaseUrl, path.join(options.dataDir, 'games.db')));
  const app = await createGamesProvider({
    db: store.db,
    clock: options.clock,
    walletUrl: options.walletUrl,
    providerCode: 'huaydee',
    secret: options.secret,
    // Only the gateway beside it on loopback reaches it; it sends the member's address.
    trustProxy: 'loopback',
  });
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });
  const { port, address } = server.address() as AddressInfo;
  return {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    async close() {
      await app.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
    },
  };
}
