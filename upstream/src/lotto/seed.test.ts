import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeClock } from '#shared/clock.js';
import { verifySeed } from '#shared/lotto/seed.js';
import { seedDemo } from '../db/seed.js';
import { openStore } from '../db/store.js';
import type { Db } from '../db/transaction.js';
import { createTestDatabase } from '../test-support/postgres.js';
import { testEngine } from '../test-support/upstream.js';
import { seedLotto } from './seed.js';

const cleanups: (() => Promise<void>)[] = [];

/** An empty, migrated database of the run's engine, removed after the test. */
async function tempDb(): Promise<Db> {
  if (testEngine() === 'postgres') {
    const database = await createTestDatabase();
    const store = await openStore({ url: database.url });
    cleanups.push(async () => {
      await store.close();
      await database.drop();
    });
    return store.db;
  }
  const file = join(tmpdir(), `lotto-seed-${randomUUID()}.sqlite`);
  const store = await openStore({ file });
  cleanups.push(async () => {
    await store.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  });
  return store.db;
}
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

type Table = 'lotto_categories' | 'lotto_rates' | 'lotto_limits' | 'lotto_rounds';

async function count(db: Db, table: Table): Promise<number> {
  return (await db.selectFrom(table).select(sql<number>`COUNT(*)`.as('count')).executeTakeFirstOrThrow()).count;
}

describe('lotto seed', () => {
  it('seeds the categories, rates, limits and two honest past results per category, once', async () => {
    const db = await tempDb();
    const clock = new FakeClock();
    expect(await seedLotto(db, clock)).toBe(true);
    expect(await count(db, 'lotto_categories')).toBe(10);
    // Thai: 8 bet types; the other nine: 6 each.
    expect(await count(db, 'lotto_rates')).toBe(8 + 9 * 6);
    expect(await count(db, 'lotto_limits')).toBe(8 + 9 * 6);
    const past = await db.selectFrom('lotto_rounds').select(['category_id', 'status', 'seed', 'seed_hash', 'result', 'result_at']).execute();
    expect(past).toHaveLength(20);
    for (const round of past) {
      expect(round.status).toBe('resulted');
      expect(verifySeed(round.seed!, round.seed_hash!)).toBe(true);
      expect(round.result_at).toBeLessThanOrEqual(clock.now());
    }
    expect(await seedLotto(db, clock)).toBe(false);
    expect(await count(db, 'lotto_rounds')).toBe(20);
  });

  it('gives a database seeded before lotto existed its catalogue', async () => {
    const db = await tempDb();
    const clock = new FakeClock();
    await seedDemo(db, clock, { scryptCost: 1024 });
    for (const table of ['lotto_rounds', 'lotto_rates', 'lotto_limits', 'lotto_categories'] as const) await db.deleteFrom(table).execute();
    expect(await seedDemo(db, clock, { scryptCost: 1024 })).toBe(false);
    expect(await count(db, 'lotto_categories')).toBe(10);
  });
});
