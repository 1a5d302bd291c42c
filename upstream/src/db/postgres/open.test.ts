import { sql } from 'kysely';
import { Client } from 'pg';
import { afterEach, expect, it } from 'vitest';
import { createTestDatabase, describeOnPostgres, type TestDatabase } from '../../test-support/postgres.js';
import { openPostgres } from './open.js';

describeOnPostgres('openPostgres', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('outlives the server ending its idle connections (a restart), and the next query opens another', async () => {
    database = await createTestDatabase();
    const db = await openPostgres(database.url);
    try {
      const pids = async () =>
        (await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(db)).rows.map(
          (row) => row.pid,
        );
      await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(db)));
      const idle = await pids();

      // From a connection of its own, as an administrator's restart would: the pool's sessions end while idle.
      const admin = new Client({ connectionString: database.url });
      await admin.connect();
      try {
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      } finally {
        await admin.end();
      }

      // The ended sessions reach the pool as 'error' events; without a listener the process would end here.
      const deadline = Date.now() + 30_000;
      while ((await pids().catch(() => idle)).some((pid) => idle.includes(pid)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const { rows } = await sql<{ answer: number }>`select 1 + 1 as answer`.execute(db);
      expect(rows).toEqual([{ answer: 2 }]);
    } finally {
      await db.destroy();
    }
  });

  it('outlives the server ending a connection a transaction holds between two queries; the transaction fails, the next query works', async () => {
    database = await createTestDatabase();
    const db = await openPostgres(database.url);
    try {
      let backend = 0;
      let carryOn: () => void = () => undefined;
      const waiting = new Promise<void>((resolve) => (carryOn = resolve));
      const transaction = db.transaction().execute(async (tx) => {
        backend = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(tx)).rows[0]!.pid;
        await waiting;
        await sql`select 1`.execute(tx);
      });
      const failed = transaction.then(
        () => false,
        () => true,
      );
      while (backend === 0) await new Promise((resolve) => setTimeout(resolve, 10));

      const admin = new Client({ connectionString: database.url });
      await admin.connect();
      try {
        await admin.query('select pg_terminate_backend($1)', [backend]);
      } finally {
        await admin.end();
      }
      // The 'error' reaches the client while the transaction waits: without a listener it would end the
      // process, whenever it arrives, and vitest would report it. A moment for it to arrive first.
      await new Promise((resolve) => setTimeout(resolve, 200));
      carryOn();
      expect(await failed).toBe(true);
      const { rows } = await sql<{ answer: number }>`select 1 + 1 as answer`.execute(db);
      expect(rows).toEqual([{ answer: 2 }]);
    } finally {
      await db.destroy();
    }
  });
});
