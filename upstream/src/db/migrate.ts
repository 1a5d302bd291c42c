import type { Database } from 'better-sqlite3';
import { MIGRATIONS, type Migration } from './migrations/index.js';

/**
 * Applies the migrations the database has not seen, each in its own
 * transaction. Each one takes the write lock first and looks again, so two
 * processes opening the file together apply it once (the second waits, then
 * finds it done).
 */
export function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const done = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all() as number[],
  );
  const seen = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?');
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(migration.version)) continue;
    const ran = db.transaction(() => {
      if (seen.get(migration.version)) return false;
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
      return true;
    }).immediate();
    if (ran) applied.push(migration.version);
  }
  return applied;
}
