/** The built-in provider on a temp SQLite file beside a real upstream (its wallet), on the upstream's FakeClock. */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import type { Envelope } from '@shared/envelope.js';
import { BUILT_IN_CODE, startGamesUpstream, TEST_BUILT_IN_SECRET } from '../../../upstream/src/test-support/games.js';
import { listenOnLoopback } from '../../../upstream/src/test-support/listen.js';
import type { TestUpstream } from '../../../upstream/src/test-support/upstream.js';
import { createGamesProvider, type GamesProvider, type GamesProviderOptions } from './app.js';
import { openGamesDatabase } from './db/connection.js';

export interface TestProvider {
  url: string;
  db: Database;
  app: GamesProvider;
  post<T = unknown>(path: string, body: unknown, session?: string): Promise<{ status: number; body: Envelope<T> }>;
  close(): Promise<void>;
}

export async function startProvider(up: TestUpstream, options: Partial<GamesProviderOptions> = {}): Promise<TestProvider> {
  const file = join(tmpdir(), `games-test-${randomUUID()}.sqlite`);
  const db = openGamesDatabase(file);
  const app = createGamesProvider({
    db,
    clock: up.clock,
    walletUrl: up.url,
    providerCode: BUILT_IN_CODE,
    secret: TEST_BUILT_IN_SECRET,
    // The live tables only where a test asks for them: they deal on the shared clock and report to the upstream.
    baccarat: false,
    ...options,
    wallet: { retryDelayMs: 0, ...options.wallet },
  });
  const { server, url } = await listenOnLoopback(app);
  return {
    url,
    db,
    app,
    async post<T>(path: string, body: unknown, session?: string) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (session) headers.authorization = `Bearer ${session}`;
      const response = await fetch(url + path, { method: 'POST', headers, body: JSON.stringify(body) });
      return { status: response.status, body: (await response.json()) as Envelope<T> };
    },
    async close() {
      app.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      db.close();
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    },
  };
}

export { startGamesUpstream };
