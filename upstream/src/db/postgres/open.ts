import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { processLogger } from '@shared/observability/logger.js';
import type { DB } from '../schema.js';
import { migratePostgres } from './migrate.js';

const INT8 = 20;
const NUMERIC = 1700;

/**
 * BIGINT (satang, milliseconds, counts) and NUMERIC (what SUM of a BIGINT
 * gives) arrive as numbers, as SQLite gives them: every amount the site keeps
 * is far below 2^53, and one that is not fails loudly instead of rounding.
 */
function exactNumber(text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value))) {
    throw new Error(`a number from PostgreSQL does not fit a JavaScript number: ${text}`);
  }
  return value;
}

const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 || oid === NUMERIC ? exactNumber : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

export interface PostgresOptions {
  /** connections this process keeps open (pg's default is 10) */
  maxConnections?: number;
}

/** The upstream's database on PostgreSQL (`DATABASE_URL=postgres://…`), migrated before it answers. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Kysely<DB>> {
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections, types });
  // An idle connection the server ends (a restart, a dropped database, the network) emits 'error' on
  // the pool, and an 'error' nobody listens to ends the process. The pool has already let that
  // connection go; the next query opens another, and one that fails answers its own caller.
  pool.on('error', (error) => processLogger('upstream').warn({ err: error }, 'idle PostgreSQL connection ended'));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migratePostgres(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
