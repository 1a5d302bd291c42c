/** The embedded upstream as every bench server starts it: a seeded SQLite file, the agent key, no register limit. */
import { systemClock } from '@shared/clock.js';
import { createUpstream } from '../../upstream/src/app.js';
import { openDatabase } from '../../upstream/src/db/connection.js';
import { seedDemo } from '../../upstream/src/db/seed.js';

export interface BenchUpstreamOptions {
  agentKey: string;
  scryptCost?: number;
  /** the fast yeekee grid */
  yeekeeRoundSeconds?: number;
  /** the built-in games provider's signing secret */
  builtInSecret?: string;
}

/** The app and its database (a bench reads it for its audit and closes it when it stops). */
export function benchUpstream(file: string, { agentKey, scryptCost, yeekeeRoundSeconds, builtInSecret }: BenchUpstreamOptions) {
  const db = openDatabase(file);
  seedDemo(db, systemClock, { scryptCost });
  const app = createUpstream({
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
  return { app, db };
}
