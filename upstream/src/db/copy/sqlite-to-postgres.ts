import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { readBooks, unbalanced, type Books } from '../../ledger/books.js';
import type { DB } from '../schema.js';

/** Rows the baseline itself writes (postgres-baseline.ts): a target holding only these is empty. */
const SEEDED_BY_MIGRATIONS = new Set(['wheel_tables', 'wheel_prizes', 'daily_settings']);
/** PostgreSQL takes at most 65,535 parameters in one statement. */
const PARAMETERS_PER_INSERT = 30_000;
const ROWS_PER_READ = 5_000;

export interface CopyReport {
  tables: { name: string; rows: number }[];
  books: Books;
}

/**
 * Moves a site's data from its SQLite file to an empty PostgreSQL database
 * (README, "From SQLite to PostgreSQL"): every table in the order its foreign
 * keys need, each identity carried on from the highest id, in one transaction
 * that commits only when every table has the source's row count and the books
 * (each balance beside the sum of its entries) are the source's and balance.
 */
export async function copySqliteToPostgres(source: Kysely<DB>, target: Kysely<DB>): Promise<CopyReport> {
  await sameSchemaVersion(source, target);
  const sourceBooks = await readBooks(source);
  const problems = unbalanced(sourceBooks);
  if (problems.length > 0) throw new Error(`the SQLite books do not balance, nothing copied:\n${problems.join('\n')}`);

  return target.transaction().execute(async (trx) => {
    const tables = await tablesInKeyOrder(trx);
    await refuseData(trx, tables);
    await sql`TRUNCATE ${sql.join(tables.map((t) => sql.table(t.name)))} RESTART IDENTITY`.execute(trx);
    const report: CopyReport = { tables: [], books: sourceBooks };
    for (const table of tables) {
      const rows = await copyTable(source, trx, table);
      const copied = await countOf(trx, table.name);
      if (copied !== rows) throw new Error(`${table.name}: ${rows} rows read, ${copied} in PostgreSQL`);
      report.tables.push({ name: table.name, rows });
      if (table.columns.includes('id')) {
        await sql`SELECT setval(pg_get_serial_sequence(${table.name}, 'id'), COALESCE(MAX(id), 0) + 1, false) FROM ${sql.table(table.name)}`.execute(trx);
      }
    }
    const targetBooks = await readBooks(trx);
    const lost = unbalanced(targetBooks);
    if (lost.length > 0 || JSON.stringify(targetBooks) !== JSON.stringify(sourceBooks)) {
      throw new Error(`the copied books differ from the SQLite books, nothing copied:\n${lost.join('\n')}`);
    }
    return report;
  });
}

interface TableShape {
  name: string;
  columns: string[];
}

async function sameSchemaVersion(source: Kysely<DB>, target: Kysely<DB>): Promise<void> {
  const versionOf = async (db: Kysely<DB>) =>
    (await sql<{ version: number }>`SELECT MAX(version) AS version FROM schema_migrations`.execute(db)).rows[0]?.version;
  const [from, to] = [await versionOf(source), await versionOf(target)];
  if (from !== to) throw new Error(`the SQLite file is at schema version ${from}, PostgreSQL at ${to}: start both with this version of the site first`);
}

/** The target's tables, each after every table it refers to, with its columns in order. */
async function tablesInKeyOrder(trx: Transaction<DB>): Promise<TableShape[]> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name <> 'schema_migrations' ORDER BY table_name, ordinal_position`.execute(trx);
  const references = await sql<{ child: string; parent: string }>`
    SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent
    FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`.execute(trx);
  const shapes = new Map<string, TableShape>();
  for (const row of columns.rows) {
    const shape = shapes.get(row.table_name) ?? { name: row.table_name, columns: [] };
    shape.columns.push(row.column_name);
    shapes.set(row.table_name, shape);
  }
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const place = (name: string) => {
    if (placed.has(name)) return;
    placed.add(name);
    for (const edge of references.rows) if (edge.child === name && edge.parent !== name) place(edge.parent);
    ordered.push(shapes.get(name)!);
  };
  for (const name of shapes.keys()) place(name);
  return ordered;
}

async function refuseData(trx: Transaction<DB>, tables: TableShape[]): Promise<void> {
  for (const table of tables) {
    if (SEEDED_BY_MIGRATIONS.has(table.name)) continue;
    if ((await countOf(trx, table.name)) > 0) {
      throw new Error(`PostgreSQL already holds data (${table.name}): copy into a database the site has only migrated`);
    }
  }
}

async function countOf(db: Kysely<DB>, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Copies one table in SQLite's row order (a self-reference points at an earlier row); answers the rows read. */
async function copyTable(source: Kysely<DB>, trx: Transaction<DB>, table: TableShape): Promise<number> {
  const columnList = sql.join(table.columns.map((column) => sql.ref(column)));
  const perInsert = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / table.columns.length));
  let after = Number.MIN_SAFE_INTEGER;
  let total = 0;
  for (;;) {
    const { rows } = await sql<Record<string, unknown> & { _rowid: number }>`
      SELECT rowid AS _rowid, ${columnList} FROM ${sql.table(table.name)}
      WHERE rowid > ${after} ORDER BY rowid LIMIT ${ROWS_PER_READ}`.execute(source);
    if (rows.length === 0) return total;
    for (let start = 0; start < rows.length; start += perInsert) {
      const values: RawBuilder<unknown>[] = rows
        .slice(start, start + perInsert)
        .map((row) => sql`(${sql.join(table.columns.map((column) => row[column]))})`);
      await sql`INSERT INTO ${sql.table(table.name)} (${columnList}) VALUES ${sql.join(values)}`.execute(trx);
    }
    total += rows.length;
    after = rows[rows.length - 1]!._rowid;
  }
}
