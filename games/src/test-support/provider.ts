import { afterAll, beforeAll } from 'vitest';
/**
 * The built-in provider beside a real upstream (its wallet), on the upstream's
 * FakeClock, with a database of its own on the run's engine: a temp SQLite
 * file, or a scratch PostgreSQL database under GAMES_TEST_ENGINE=postgres.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Envelope } from '#shared/envelope.js';
import { BUILT_IN_CODE, startGamesUpstream, TEST_BUILT_IN_SECRET } from '#upstream/test-support/games.js';
import { listenOnLoopback } from '#upstream/test-support/listen.js';
import { createTestDatabase } from '#upstream/test-support/postgres.js';
import type { TestUpstream } from '#upstream/test-support/upstream.js';
import { createGamesProvider, type GamesProvider, type GamesProviderOptions } from '../provider/app.js';
import { openGamesDatabase, type GamesLocation } from '../provider/db/database.js';
import type { GamesDb } from '../provider/db/transaction.js';
import { createSitePool, type SiteTransport } from '../provider/site-pool.js';

/** The engine the games suites run on: SQLite unless GAMES_TEST_ENGINE=postgres (CI runs both). */
export const gamesTestEngine = (): 'sqlite' | 'postgres' => (process.env.GAMES_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite');

/** A fresh games database of the test's own on the run's engine, and how to remove it. */
export async function freshGamesLocation(): Promise<{ location: GamesLocation; remove(): Promise<void> }> {
  if (gamesTestEngine() === 'postgres') {
    const database = await createTestDatabase();
    return { location: { url: database.url }, remove: () => database.drop() };
  }
  const file = join(tmpdir(), `games-test-${randomUUID()}.sqlite`);
  return {
    location: { file },
    remove: async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    },
  };
}

export interface TestProvider {
  url: string;
  db: GamesDb;
  app: GamesProvider;
  post<T = unknown>(path: string, body: unknown, session?: string): Promise<{ status: number; body: Envelope<T> }>;
  close(): Promise<void>;
}

export interface TestProviderOptions extends Partial<GamesProviderOptions> {
  /** a transport in front of the real way to the upstream (a keep-alive pool on it), such as one that loses answers */
  site?: (pool: SiteTransport) => SiteTransport;
}

/**
 * Starts the provider and makes the upstream's `advance`, `moveClockTo` and
 * `settle` wait for the provider's scheduled work too (a hand dealt, its bets
 * settled), as they wait for the upstream's.
 */
export async function startProvider(up: TestUpstream, { site, ...options }: TestProviderOptions = {}): Promise<TestProvider> {
  const sitePool = site ? createSitePool(up.url) : undefined;
  const transport = sitePool && site?.(sitePool);
  const fresh = await freshGamesLocation();
  const store = await openGamesDatabase(fresh.location);
  const { db } = store;
  const app = await createGamesProvider({
    db,
    clock: up.clock,
    walletUrl: up.url,
    providerCode: BUILT_IN_CODE,
    secret: TEST_BUILT_IN_SECRET,
    // The live tables only where a test asks for them: they deal on the shared clock and report to the upstream.
    baccarat: false,
    ...options,
    wallet: { retryDelayMs: 0, ...options.wallet, transport: transport ?? options.wallet?.transport },
  });
  await app.idle();
  const settleBoth = async () => {
    await up.app.idle();
    await app.idle();
  };
  up.settle = settleBoth;
  up.advance = (ms) => up.clock.advanceSettling(ms, settleBoth);
  up.moveClockTo = (at) => up.clock.advanceSettling(at - up.clock.now(), settleBoth);
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
      await app.stop();
      await sitePool?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      await fresh.remove();
    },
  };
}

export { startGamesUpstream };

/** For a suite: a games upstream and a provider in front of it, started before its tests and closed after them. */
export function useProvider(options: TestProviderOptions = {}): { readonly up: TestUpstream; readonly provider: TestProvider } {
  const state: { up?: TestUpstream; provider?: TestProvider } = {};
  beforeAll(async () => {
    state.up = await startGamesUpstream();
    state.provider = await startProvider(state.up, options);
  });
  afterAll(async () => {
    await state.provider?.close();
    await state.up?.close();
  });
  return {
    get up() {
      return state.up!;
    },
    get provider() {
      return state.provider!;
    },
  };
}
