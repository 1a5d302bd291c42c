import BetterSqlite3, { type Database } from 'better-sqlite3';
import { GAMES_MIGRATIONS, type GamesMigration } from './schema.js';

/**
 * Opens (or creates) the provider's SQLite file and brings its schema up to
 * date, with the pragmas the site's database uses (upstream/src/db/connection.ts).
 * Synced at every commit like the site's ledger: a round the wallet has paid,
 * and the seed position it used, must survive a power cut, or a restarted
 * provider could deal a used position again (docs/decisions/0060).
 */
export function openGamesDatabase(file: string): Database {
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = FULL');
  migrateGames(db);
  return db;
}

/** Applies the migrations the database has not seen, each in its own transaction. */
export function migrateGames(db: Database, migrations: readonly GamesMigration[] = GAMES_MIGRATIONS): number[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const done = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(migration.version, migration.name, new Date().toISOString());
    })();
    applied.push(migration.version);
  }
  return applied;
}
