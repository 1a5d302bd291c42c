import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';

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
const COORDINATION_TABLES = new Set(['throttle_counters', 'job_leases']);

/** Everything the database holds, summarised, to prove a refused call changed nothing. */
export function snapshot(db: Database): DbSnapshot {
  const tables = (
    db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .pluck()
      .all() as string[]
  ).filter((name) => !COORDINATION_TABLES.has(name));
  const counts: Record<string, number> = {};
  const hash = createHash('sha256');
  for (const table of tables) {
    counts[table] = db.prepare(`SELECT COUNT(*) FROM "${table}"`).pluck().get() as number;
    for (const row of db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all()) hash.update(JSON.stringify(row));
  }
  return {
    counts,
    walletTotal: db.prepare('SELECT COALESCE(SUM(balance), 0) FROM wallets').pluck().get() as number,
    pointTotal: db.prepare('SELECT COALESCE(SUM(balance), 0) FROM member_points').pluck().get() as number,
    digest: hash.digest('hex'),
  };
}
