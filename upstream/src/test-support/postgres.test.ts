import { Client } from 'pg';
import { afterEach, expect, it } from 'vitest';
import { createTestDatabase, describeOnPostgres, postgresTestUrl, type TestDatabase } from './postgres.js';

const connect = async (connectionString: string) => {
  const client = new Client({ connectionString });
  await client.connect();
  return client;
};

const databaseExists = async (name: string) => {
  const admin = await connect(postgresTestUrl()!);
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    return rows.length === 1;
  } finally {
    await admin.end();
  }
};

describeOnPostgres('createTestDatabase', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('makes a database of the test’s own, which takes a table and a row, and drop() removes it', async () => {
    database = await createTestDatabase();
    expect(database.name).toMatch(/^lotto_test_[0-9a-f]{16}$/);
    expect(new URL(database.url).pathname).toBe(`/${database.name}`);

    const client = await connect(database.url);
    try {
      expect((await client.query<{ db: string }>('select current_database() as db')).rows[0]?.db).toBe(database.name);
      await client.query('create table wallet (member_id integer primary key, balance_satang bigint not null check (balance_satang >= 0))');
      await client.query('insert into wallet (member_id, balance_satang) values ($1, $2)', [7, '150000']);
      const { rows } = await client.query<{ member_id: number; balance_satang: string }>('select member_id, balance_satang from wallet');
      expect(rows).toEqual([{ member_id: 7, balance_satang: '150000' }]);
    } finally {
      await client.end();
    }

    const { name } = database;
    expect(await databaseExists(name)).toBe(true);
    await database.drop();
    database = undefined;
    expect(await databaseExists(name)).toBe(false);
  });

  it('drops a database that still has a connection open on it', async () => {
    database = await createTestDatabase();
    const client = await connect(database.url);
    // The forced drop ends this session; its 'error' event must not become an unhandled error.
    client.on('error', () => {});
    const { name } = database;
    await database.drop();
    database = undefined;
    expect(await databaseExists(name)).toBe(false);
    await client.end().catch(() => {});
  });
});
