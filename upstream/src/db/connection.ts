import BetterSqlite3, { type Database } from 'better-sqlite3';
import { migrate } from './migrate.js';

/**
 * Opens (or creates) the SQLite file and brings its schema up to date.
 * WAL lets readers work beside the single writer; busy_timeout waits out a
 * writer in another process instead of failing at once. The file is the
 * ledger: `synchronous = FULL` syncs the log at every commit, so a payment the
 * upstream has answered survives a power cut (NORMAL, in WAL mode, may lose the
 * last commits; docs/decisions/0060).
 */
export function openDatabase(file: string): Database {
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = FULL');
  migrate(db);
  return db;
}
