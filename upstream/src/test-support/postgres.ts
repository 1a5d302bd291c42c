import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { describe, inject } from 'vitest';
import type {} from './postgres-global-setup.js';

/**
 * PostgreSQL for the tests (docs/decisions/0064). TEST_DATABASE_URL is an admin URL: a role with
 * CREATEDB on a server's `postgres` database (`scripts/postgres-for-tests.sh` prints one). A test
 * never uses that database itself: `createTestDatabase()` makes one of its own and drops it.
 */

const PREFIX = 'lotto_test_';

/** TEST_DATABASE_URL, or undefined when it is not set. */
export function postgresTestUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/**
 * Whether the run's global setup reached PostgreSQL: false in a project without that setup, and
 * outside vitest (a script such as `scripts/db-schema.ts` imports `createTestDatabase` from here,
 * where `inject` throws).
 */
export function postgresAvailable(): boolean {
  if (postgresTestUrl() === undefined) return false;
  try {
    return inject('postgres')?.available === true;
  } catch {
    return false;
  }
}

/** A suite that runs only on PostgreSQL, skipped (and said so once per run) without it. */
export const describeOnPostgres = describe.skipIf(!postgresAvailable());

async function withAdmin<T>(adminUrl: string, work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  admin.on('error', () => {});
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end().catch(() => {});
  }
}

/** insufficient_privilege: a session the role may not end (an autovacuum worker) is still on the database. */
const NOT_ALLOWED_TO_END_SESSION = '42501';

/** Drops the database, ending the sessions left on it; a moment later again while one of them cannot be ended yet. */
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== NOT_ALLOWED_TO_END_SESSION || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

export interface TestDatabase {
  /** The new database's name, `lotto_test_` and a random suffix. */
  name: string;
  /** The admin URL with the new database in place of its own. */
  url: string;
  /** Drops the database, closing whatever connections are still open on it. Safe to call twice. */
  drop(): Promise<void>;
}

/** A new, empty database of the test's own on TEST_DATABASE_URL's server. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = postgresTestUrl();
  if (adminUrl === undefined) throw new Error('TEST_DATABASE_URL is not set (scripts/postgres-for-tests.sh prints one)');
  // Lower-case hex only: the name needs no quoting rules beyond the double quotes.
  const name = `${PREFIX}${randomBytes(8).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => dropDatabase(adminUrl, name),
  };
}
