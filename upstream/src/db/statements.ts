import type { Database, Statement } from 'better-sqlite3';

const caches = new WeakMap<Database, Map<string, Statement>>();

/**
 * A prepared statement, compiled once per database and kept: the hot paths
 * (bills, shots, settlement) run the same few statements thousands of times.
 * A statement keeps its mode: use one SQL text always plucked or never.
 */
export function stmt<Params extends unknown[] = unknown[], Row = unknown>(db: Database, sql: string): Statement<Params, Row> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement as unknown as Statement<Params, Row>;
}
