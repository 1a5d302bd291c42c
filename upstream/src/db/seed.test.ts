import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeClock } from '#shared/clock.js';
import { createTestDatabase } from '../test-support/postgres.js';
import { testEngine } from '../test-support/upstream.js';
import { openDatabase } from './connection.js';
import { MIGRATIONS } from './migrations/index.js';
import { seedDemo } from './seed.js';
import { openStore, type UpstreamStore } from './store.js';

const files: string[] = [];
const cleanups: (() => Promise<void>)[] = [];
function tempFile(): string {
  const file = join(tmpdir(), `upstream-seed-${randomUUID()}.sqlite`);
  files.push(file);
  return file;
}
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  for (const file of files.splice(0)) for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
});

/** A new database of the run's engine (UPSTREAM_TEST_ENGINE), opened as the upstream opens it; closed and removed after the test. */
async function freshStore(): Promise<UpstreamStore> {
  if (testEngine() === 'postgres') {
    const database = await createTestDatabase();
    const store = await openStore({ url: database.url });
    cleanups.push(async () => {
      await store.close();
      await database.drop();
    });
    return store;
  }
  const store = await openStore({ file: tempFile() });
  cleanups.push(() => store.close());
  return store;
}

describe('database', () => {
  it('opens in WAL with foreign keys and records each migration once', () => {
    const file = tempFile();
    const db = openDatabase(file);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    db.close();
    const again = openDatabase(file);
    const versions = again.prepare('SELECT version FROM schema_migrations').pluck().all();
    expect(versions).toEqual(MIGRATIONS.map((m) => m.version));
    again.close();
  });

  it('seeds an empty database once', async () => {
    const { db } = await freshStore();
    const clock = new FakeClock();
    expect(await seedDemo(db, clock, { scryptCost: 1024 })).toBe(true);
    const tables = ['agents', 'agent_bank_accounts', 'agent_true_money_accounts', 'notifications', 'banners', 'events', 'members', 'ledger_entries'] as const;
    const counts = () =>
      Promise.all(tables.map(async (t) => (await db.selectFrom(t).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n));
    expect(await counts()).toEqual([1, 2, 1, 2, 3, 2, 1, 1]);
    expect(await seedDemo(db, clock, { scryptCost: 1024 })).toBe(false);
    expect(await counts()).toEqual([1, 2, 1, 2, 3, 2, 1, 1]);
    const entries = await db.selectFrom('ledger_entries').select(['kind', 'amount', 'note', 'balance_after']).execute();
    expect(entries).toEqual([{ kind: 'adjust', amount: 500_000, note: 'เครดิตทดลอง', balance_after: 500_000 }]);
    expect(await db.selectFrom('member_points').select('balance').execute()).toEqual([{ balance: 120 }]);
  });

  it('refuses a negative balance even from a raw update', async () => {
    const { db } = await freshStore();
    await seedDemo(db, new FakeClock(), { scryptCost: 1024 });
    // SQLite says "CHECK constraint failed", PostgreSQL "violates check constraint".
    await expect(sql`UPDATE wallets SET balance = -1`.execute(db)).rejects.toThrow(/check constraint/i);
  });
});
