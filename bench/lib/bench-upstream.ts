/** The reference upstream as every bench server starts it: a seeded database (a SQLite file or PostgreSQL), the agent key, no register limit. */
import { systemClock } from '#shared/clock.js';
import { createUpstream, type UpstreamApp } from '#upstream/app.js';
import { seedDemo } from '#upstream/db/seed.js';
import { openStore, type StoreLocation } from '#upstream/db/store.js';
import type { Db } from '#upstream/db/transaction.js';

export interface BenchUpstreamOptions {
  agentKey: string;
  scryptCost?: number;
  /** the fast yeekee grid */
  yeekeeRoundSeconds?: number;
  /** the built-in games provider's signing secret */
  builtInSecret?: string;
}

export interface BenchUpstream {
  app: UpstreamApp;
  /** the database, for a bench's set-up reads and its audit */
  db: Db;
  /** Stops the schedulers (their work in flight finishes), then closes the database; the caller closes its server first. */
  close(): Promise<void>;
}

/** The app and its database (a bench reads it for its audit and closes it when it stops). */
export async function benchUpstream(
  location: StoreLocation,
  { agentKey, scryptCost, yeekeeRoundSeconds, builtInSecret }: BenchUpstreamOptions,
): Promise<BenchUpstream> {
  const store = await openStore(location);
  const { db } = store;
  await seedDemo(db, systemClock, { scryptCost });
  const app = await createUpstream({
    db,
    clock: systemClock,
    settings: {
      agentApiKey: agentKey,
      scryptCost,
      // A bench registers hundreds or thousands of members from one address: the register limit would stop it.
      authLimits: { registerPerAddress: 1_000_000 },
      ...(yeekeeRoundSeconds ? { lotto: { yeekeeRoundSeconds } } : {}),
      ...(builtInSecret ? { games: { builtInSecret } } : {}),
    },
  });
  // The schedulers' first ticks (making and opening today's rounds) are done before the bench looks for a round.
  await app.idle();
  return {
    app,
    db,
    async close() {
      await app.stop();
      await store.close();
    },
  };
}
