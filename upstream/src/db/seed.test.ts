import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeClock } from '@shared/clock.js';
import { openDatabase } from './connection.js';
import { MIGRATIONS } from './migrations/index.js';
import { seedDemo } from './seed.js';

const files: string[] = [];
function tempFile(): string {
  const file = join(tmpdir(), `upstream-seed-${randomUUID()}.sqlite`);
  files.push(file);
  return file;
}
afterEach(() => {
  for (const file of files.splice(0)) for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
});

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

  it('seeds an empty database once', () => {
    const db = openDatabase(tempFile());
    const clock = new FakeClock();
    expect(seedDemo(db, clock, { scryptCost: 1024 })).toBe(true);
    const counts = () =>
      ['agents', 'agent_bank_accounts', 'agent_true_money_accounts', 'notifications', 'banners', 'events', 'members', 'ledger_entries'].map(
        (t) => db.prepare(`SELECT COUNT(*) FROM ${t}`).pluck().get(),
      );
    expect(counts()).toEqual([1, 2, 1, 2, 3, 2, 1, 1]);
    expect(seedDemo(db, clock, { scryptCost: 1024 })).toBe(false);
    expect(counts()).toEqual([1, 2, 1, 2, 3, 2, 1, 1]);
    const entry = db.prepare('SELECT kind, amount, note, balance_after FROM ledger_entries').get();
    expect(entry).toEqual({ kind: 'adjust', amount: 500_000, note: 'เครดิตทดลอง', balance_after: 500_000 });
    expect(db.prepare('SELECT balance FROM member_points').pluck().get()).toBe(120);
    db.close();
  });

  it('refuses a negative balance even from a raw update', () => {
    const db = openDatabase(tempFile());
    seedDemo(db, new FakeClock(), { scryptCost: 1024 });
    expect(() => db.prepare('UPDATE wallets SET balance = -1').run()).toThrow(/CHECK/);
    db.close();
  });
});
