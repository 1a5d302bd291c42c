/**
 * The games database on PostgreSQL (like upstream/src/db/postgres/migrate.test.ts):
 * migrated once when several processes start together, the same tables,
 * columns and NOT NULLs as SQLite after the same list, and row types
 * (rows.ts) that match it, so a stale rows.ts fails here.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { schemaTypesOf } from '#upstream/db/postgres/schema-types.js';
import { createTestDatabase, describeOnPostgres, type TestDatabase } from '#upstream/test-support/postgres.js';
import { openGamesDatabase, openGamesSqlite, type GamesStore } from './database.js';
import { GAMES_MIGRATIONS } from './migrations.js';

interface Shape {
  /** table → column → NOT NULL */
  columns: Record<string, Record<string, boolean>>;
  indexes: string[];
}

/** SQLite's schema after every migration, in the terms both engines share. */
function sqliteShape(): Shape {
  const db = openGamesSqlite(':memory:');
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[];
    const columns: Shape['columns'] = {};
    for (const table of tables) {
      const info = db.pragma(`table_info(${table})`) as { name: string; notnull: number; pk: number }[];
      // A primary key is never NULL, though SQLite's table_info says so only when the SQL does.
      columns[table] = Object.fromEntries(info.map((column) => [column.name, column.notnull === 1 || column.pk > 0]));
    }
    const indexes = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[]).sort();
    return { columns, indexes };
  } finally {
    db.close();
  }
}

async function postgresShape(store: GamesStore): Promise<Shape> {
  const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: string }>`
    SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`.execute(store.db);
  const columns: Shape['columns'] = {};
  for (const row of rows) (columns[row.table_name] ??= {})[row.column_name] = row.is_nullable === 'NO';
  // Indexes PostgreSQL makes for a key or UNIQUE constraint are SQLite's unnamed autoindexes.
  const indexes = await sql<{ name: string }>`
    SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public'
    AND indexname NOT IN (SELECT conname FROM pg_constraint) ORDER BY indexname`.execute(store.db);
  return { columns, indexes: indexes.rows.map((r) => r.name) };
}

describeOnPostgres('the games schema on PostgreSQL', () => {
  let database: TestDatabase;
  let store: GamesStore;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Three processes starting at once: the advisory lock lets one migrate and the others find it done.
    const opened = await Promise.all([1, 2, 3].map(() => openGamesDatabase({ url: database.url })));
    store = opened[0]!;
    await Promise.all(opened.slice(1).map((other) => other.close()));
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  it('records every migration once', async () => {
    const { rows } = await sql<{ version: number }>`SELECT version FROM schema_migrations ORDER BY version`.execute(store.db);
    expect(rows.map((r) => r.version)).toEqual(GAMES_MIGRATIONS.map((m) => m.version));
  });

  it('has the tables, columns, NOT NULLs and indexes SQLite has', async () => {
    const sqlite = sqliteShape();
    const postgres = await postgresShape(store);
    expect(Object.keys(postgres.columns).sort()).toEqual(Object.keys(sqlite.columns).sort());
    for (const table of Object.keys(sqlite.columns)) expect({ table, columns: postgres.columns[table] }).toEqual({ table, columns: sqlite.columns[table] });
    expect(postgres.indexes).toEqual(sqlite.indexes);
  });

  it('is what games/src/provider/db/rows.ts declares (npm run db:schema writes it)', async () => {
    const declared = readFileSync(new URL('./rows.ts', import.meta.url), 'utf8');
    expect(await schemaTypesOf(database.url)).toBe(declared);
  });

  it('keeps one seed in use per player and game (seeds_one_active)', async () => {
    const { db } = store;
    const seed = { player_id: 'p', game_code: 'g', server_seed: 's', server_seed_hash: 'h', client_seed: 'c', created_at: 0 };
    await db.insertInto('seeds').values(seed).execute();
    await expect(db.insertInto('seeds').values(seed).execute()).rejects.toThrow();
  });
});
