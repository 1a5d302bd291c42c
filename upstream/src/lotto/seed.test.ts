import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeClock } from '@shared/clock.js';
import { verifySeed } from '@shared/lotto/seed.js';
import { openDatabase } from '../db/connection.js';
import { seedDemo } from '../db/seed.js';
import { seedLotto } from './seed.js';

const files: string[] = [];
function tempDb() {
  const file = join(tmpdir(), `lotto-seed-${randomUUID()}.sqlite`);
  files.push(file);
  return openDatabase(file);
}
afterEach(() => {
  for (const file of files.splice(0)) for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
});

describe('lotto seed', () => {
  it('seeds the categories, rates, limits and two honest past results per category, once', () => {
    const db = tempDb();
    const clock = new FakeClock();
    expect(seedLotto(db, clock)).toBe(true);
    const count = (table: string) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get();
    expect(count('lotto_categories')).toBe(10);
    // Thai: 8 bet types; the other nine: 6 each.
    expect(count('lotto_rates')).toBe(8 + 9 * 6);
    expect(count('lotto_limits')).toBe(8 + 9 * 6);
    const past = db.prepare(`SELECT category_id, status, seed, seed_hash, result, result_at FROM lotto_rounds`).all() as {
      category_id: number;
      status: string;
      seed: string;
      seed_hash: string;
      result: string;
      result_at: number;
    }[];
    expect(past).toHaveLength(20);
    for (const round of past) {
      expect(round.status).toBe('resulted');
      expect(verifySeed(round.seed, round.seed_hash)).toBe(true);
      expect(round.result_at).toBeLessThanOrEqual(clock.now());
    }
    expect(seedLotto(db, clock)).toBe(false);
    expect(count('lotto_rounds')).toBe(20);
    db.close();
  });

  it('gives a database seeded before lotto existed its catalogue', () => {
    const db = tempDb();
    const clock = new FakeClock();
    seedDemo(db, clock, { scryptCost: 1024 });
    db.prepare('DELETE FROM lotto_rounds').run();
    db.prepare('DELETE FROM lotto_rates').run();
    db.prepare('DELETE FROM lotto_limits').run();
    db.prepare('DELETE FROM lotto_categories').run();
    expect(seedDemo(db, clock, { scryptCost: 1024 })).toBe(false);
    expect(db.prepare('SELECT COUNT(*) FROM lotto_categories').pluck().get()).toBe(10);
    db.close();
  });
});
