import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, describeOnPostgres, type TestDatabase } from '../test-support/postgres.js';
import { openDatabase } from './connection.js';
import { openPostgres } from './postgres/open.js';
import type { DB } from './schema.js';
import { kyselyOverSqlite } from './sqlite/kysely.js';
import { inTransaction } from './transaction.js';

const ROLL_BACK = new Error('roll back');

/** Both engines keep the same promise: all of a transaction, or none of it. */
async function allOrNothing(db: Kysely<DB>): Promise<void> {
  await expect(
    inTransaction(db, async (tx) => {
      await sql`UPDATE wheel_tables SET spin_cost_points = 99 WHERE version = 1`.execute(tx);
      throw ROLL_BACK;
    }),
  ).rejects.toBe(ROLL_BACK);
  const { rows } = await sql<{ cost: number }>`SELECT spin_cost_points AS cost FROM wheel_tables WHERE version = 1`.execute(db);
  expect(rows[0]?.cost).toBe(20);
}

describe('a transaction on SQLite', () => {
  it('writes all of its work or none of it', async () => {
    const db = kyselyOverSqlite(openDatabase(':memory:'));
    try {
      await allOrNothing(db);
    } finally {
      await db.destroy();
    }
  });
});

describeOnPostgres('a transaction on PostgreSQL', () => {
  let database: TestDatabase;
  let db: Kysely<DB>;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = await openPostgres(database.url);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('writes all of its work or none of it', () => allOrNothing(db));

  it('runs again when it lost a serialization race, so both writers land once each', async () => {
    // Each reads the total and writes it plus one: serializable, two at once cannot both commit on the same read.
    const bump = () =>
      inTransaction(
        db,
        async (tx) => {
          const { rows } = await sql<{ cost: number }>`SELECT spin_cost_points AS cost FROM wheel_tables WHERE version = 1`.execute(tx);
          await sql`SELECT pg_sleep(0.05)`.execute(tx);
          await sql`UPDATE wheel_tables SET spin_cost_points = ${rows[0]!.cost + 1} WHERE version = 1`.execute(tx);
        },
        { isolation: 'serializable' },
      );
    await Promise.all([bump(), bump(), bump()]);
    const { rows } = await sql<{ cost: number }>`SELECT spin_cost_points AS cost FROM wheel_tables WHERE version = 1`.execute(db);
    expect(rows[0]?.cost).toBe(23);
  });
});
