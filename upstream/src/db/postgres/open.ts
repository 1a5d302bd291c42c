import { Kysely, PostgresDialect } from 'kysely';
import type { DB } from '../schema.js';
import { migratePostgres } from './migrate.js';
import { postgresPool, type PostgresOptions } from './pool.js';

export type { PostgresOptions } from './pool.js';

/** The upstream's database on PostgreSQL (`DATABASE_URL=postgres://…`), migrated before it answers. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Kysely<DB>> {
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: postgresPool(url, 'upstream', options) }) });
  try {
    await migratePostgres(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
