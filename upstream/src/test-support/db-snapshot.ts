import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/transaction.js';

export interface DbSnapshot {
  counts: Record<string, number>;
  walletTotal: number;
  pointTotal: number;
  /** a digest of every row of every table: catches an UPDATE that changes no count */
  digest: string;
}

/**
 * The processes' bookkeeping, not what a call did: throttle counts (an
 * attempt counts before it is checked) and the schedulers' leases (renewed by
 * any tick). They lived in memory, out of every snapshot, until docs/decisions/0066.
 */
const COORDINATION_TABLES = new Set(['throttle_counters', 'job_leases', 'schema_migrations']);

/** Everything the database holds, summarised, to prove a refused call changed nothing (either engine). */
export async function snapshot(db: Db): Promise<DbSnapshot> {
  const tables = (await db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !COORDINATION_TABLES.has(name))
    .sort();
  const counts: Record<string, number> = {};
  const hash = createHash('sha256');
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db);
    counts[table] = rows.length;
    // Row order is the engine's own: sorted here so both engines digest alike.
    for (const line of rows.map((row) => JSON.stringify(row)).sort()) hash.update(line);
  }
  const total = async (table: 'wallets' | 'member_points') =>
    (await db.selectFrom(table).select(sql<number>`COALESCE(SUM(balance), 0)`.as('total')).executeTakeFirstOrThrow()).total;
  return { counts, walletTotal: await total('wallets'), pointTotal: await total('member_points'), digest: hash.digest('hex') };
}
