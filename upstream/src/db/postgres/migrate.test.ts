import { readFileSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, describeOnPostgres, type TestDatabase } from '../../test-support/postgres.js';
import { openDatabase } from '../connection.js';
import { MIGRATIONS } from '../migrations/index.js';
import type { DB } from '../schema.js';
import { migratePostgres } from './migrate.js';
import { openPostgres } from './open.js';
import { schemaTypesOf } from './schema-types.js';

interface Shape {
  /** table → column → NOT NULL */
  columns: Record<string, Record<string, boolean>>;
  indexes: string[];
  triggers: string[];
}

/** SQLite's schema after every migration, in the terms both engines share. */
function sqliteShape(): Shape {
  const db = openDatabase(':memory:');
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[];
    const columns: Shape['columns'] = {};
    for (const table of tables) {
      const info = db.pragma(`table_info(${table})`) as { name: string; notnull: number; pk: number }[];
      // A primary key is never NULL, though SQLite's table_info says so only when the SQL does.
      columns[table] = Object.fromEntries(info.map((column) => [column.name, column.notnull === 1 || column.pk > 0]));
    }
    const named = (type: string) =>
      (db.prepare("SELECT name FROM sqlite_master WHERE type = ? AND name NOT LIKE 'sqlite_%'").pluck().all(type) as string[]).sort();
    return { columns, indexes: named('index'), triggers: named('trigger') };
  } finally {
    db.close();
  }
}

async function postgresShape(db: Kysely<DB>): Promise<Shape> {
  const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: string }>`
    SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`.execute(db);
  const columns: Shape['columns'] = {};
  for (const row of rows) (columns[row.table_name] ??= {})[row.column_name] = row.is_nullable === 'NO';
  // Indexes PostgreSQL makes for a key or UNIQUE constraint are SQLite's unnamed autoindexes.
  const indexes = await sql<{ name: string }>`
    SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public'
    AND indexname NOT IN (SELECT conname FROM pg_constraint) ORDER BY indexname`.execute(db);
  const triggers = await sql<{ name: string }>`
    SELECT DISTINCT trigger_name AS name FROM information_schema.triggers ORDER BY trigger_name`.execute(db);
  return { columns, indexes: indexes.rows.map((r) => r.name), triggers: triggers.rows.map((r) => r.name) };
}

describeOnPostgres('the upstream schema on PostgreSQL', () => {
  let database: TestDatabase;
  let db: Kysely<DB>;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Three processes starting at once: the advisory lock lets one migrate and the others find it done.
    const opened = await Promise.all([openPostgres(database.url), openPostgres(database.url), openPostgres(database.url)]);
    db = opened[0];
    await Promise.all(opened.slice(1).map((other) => other.destroy()));
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('records every migration once, and a second run applies none', async () => {
    const { rows } = await sql<{ version: number }>`SELECT version FROM schema_migrations ORDER BY version`.execute(db);
    expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(await migratePostgres(db)).toEqual([]);
  });

  it('has the tables, columns, NOT NULLs, indexes and triggers SQLite has', async () => {
    const sqlite = sqliteShape();
    const postgres = await postgresShape(db);
    expect(Object.keys(postgres.columns).sort()).toEqual(Object.keys(sqlite.columns).sort());
    for (const table of Object.keys(sqlite.columns)) expect({ table, columns: postgres.columns[table] }).toEqual({ table, columns: sqlite.columns[table] });
    expect(postgres.indexes).toEqual(sqlite.indexes);
    expect(postgres.triggers).toEqual(sqlite.triggers);
  });

  it('keeps a round’s seed, result and final status, and every shot, as they were written', async () => {
    await sql`INSERT INTO lotto_categories (id, code, name, grp, kind, bet_types, schedule) VALUES (1, 'yk', 'ยี่กี', 'yeekee', 'yeekee', '[]', '{}')`.execute(db);
    await sql`INSERT INTO lotto_rounds (id, category_id, draw_date, round_no, name, status, opens_at, closes_at, result_at, seed, seed_hash, created_at)
      VALUES (1, 1, '2026-11-27', 1, 'รอบที่ 1', 'open', 0, 10, 20, 'seed', 'hash', 0)`.execute(db);
    const refused = (statement: ReturnType<typeof sql>) => expect(statement.execute(db)).rejects.toThrow();
    await refused(sql`UPDATE lotto_rounds SET seed = 'other' WHERE id = 1`);
    await sql`UPDATE lotto_rounds SET status = 'resulted', result = '{}' WHERE id = 1`.execute(db);
    await refused(sql`UPDATE lotto_rounds SET result = '{"x":1}' WHERE id = 1`);
    await refused(sql`UPDATE lotto_rounds SET status = 'open', result = NULL WHERE id = 1`);
    // A lotto number is five digits, on PostgreSQL as on SQLite.
    const shotColumns = Object.keys((await postgresShape(db)).columns.yeekee_shots ?? {});
    expect(shotColumns).toContain('number');
  });

  it('is what upstream/src/db/schema.ts declares (npm run db:schema writes it)', async () => {
    const declared = readFileSync(new URL('../schema.ts', import.meta.url), 'utf8');
    expect(await schemaTypesOf(database.url)).toBe(declared);
  });

  it('reads BIGINT and SUM as numbers, as SQLite does', async () => {
    const { rows } = await sql<{ big: number; total: number }>`SELECT 9007199254740991::bigint AS big, SUM(x) AS total FROM (VALUES (1::bigint), (2::bigint)) AS t(x)`.execute(db);
    expect(rows[0]).toEqual({ big: 9_007_199_254_740_991, total: 3 });
    await expect(sql`SELECT 9007199254740993::bigint AS big`.execute(db)).rejects.toThrow(/does not fit/);
  });
});
