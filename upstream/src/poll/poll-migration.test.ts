import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { WalletType } from '#shared/constants.js';
import { migrate } from '../db/migrate.js';
import { MIGRATIONS } from '../db/migrations/index.js';
import { kyselyOverSqlite } from '../db/sqlite/kysely.js';
import { inTransaction, routedDb, type Db } from '../db/transaction.js';
import { post } from '../ledger/post.js';
import type { MoneyPosting } from '../ledger/posting.js';
import { openWallets, walletIdOf } from '../ledger/wallets.js';

const files: string[] = [];
afterEach(() => {
  for (const file of files.splice(0)) for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
});

/** A database as it stood before 011, opened the way connection.ts opens one. */
function databaseBeforePolls() {
  const file = join(tmpdir(), `upstream-poll-migration-${randomUUID()}.sqlite`);
  files.push(file);
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(
    db,
    MIGRATIONS.filter((m) => m.version < 11),
  );
  return db;
}

/** Money postings through the query layer, on the same connection as the raw SQL (the migration is SQLite's own). */
const postMoney = (ledger: Db, ...postings: Omit<MoneyPosting, 'balance'>[]) =>
  inTransaction(ledger, async () => {
    const posted = [];
    for (const posting of postings) posted.push(await post(ledger, { balance: 'money', ...posting }));
    return posted;
  });

describe('migration 011: the ledger learns the poll kind', () => {
  it('rebuilds ledger_entries keeping every row, its id and the indexes, and then takes poll entries', async () => {
    const db = databaseBeforePolls();
    const ledger = routedDb(kyselyOverSqlite(db));
    const agentId = Number(db.prepare("INSERT INTO agents (code, name) VALUES ('demo', 'ทดสอบ')").run().lastInsertRowid);
    const memberId = Number(
      db
        .prepare(
          `INSERT INTO members (agent_id, username, password_hash, first_name, last_name, bank_code, bank_account_no, birth_date, referral_code, created_at)
           VALUES (?, '0811111111', 'x', 'ก', 'ข', 'SCB', '1111111111', '1990-01-01', 'REF1', 1)`,
        )
        .run(agentId).lastInsertRowid,
    );
    await openWallets(ledger, memberId);
    const wallet = await walletIdOf(ledger, memberId, WalletType.MAIN);
    await postMoney(
      ledger,
      { walletId: wallet, amount: 500_00, kind: 'deposit', ref: 'D1', at: 10 },
      { walletId: wallet, amount: -120_00, kind: 'bet', ref: 'B1', note: 'โพย', at: 20 },
      { walletId: wallet, amount: 30_00, kind: 'adjust', at: 30 },
    );
    // Holes in the ids must survive too.
    db.prepare('DELETE FROM ledger_entries WHERE id = 2').run();
    db.prepare('UPDATE wallets SET balance = balance + 120_00 WHERE id = ?').run(wallet);
    await expect(postMoney(ledger, { walletId: wallet, amount: 1, kind: 'poll', at: 40 })).rejects.toThrow(/CHECK constraint/);

    const rows = db.prepare('SELECT * FROM ledger_entries ORDER BY id').all();
    const indexes = () =>
      db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'ledger_entries' ORDER BY name").all();
    const indexesBefore = indexes();

    expect(migrate(db, MIGRATIONS.filter((m) => m.version <= 11))).toEqual([11]);
    expect(db.prepare('SELECT * FROM ledger_entries ORDER BY id').all()).toEqual(rows);
    expect(indexes()).toEqual(indexesBefore);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    // Tables that point at the ledger still name it (the rename kept their references).
    expect(db.prepare("SELECT sql FROM sqlite_master WHERE name = 'yeekee_rewards'").pluck().get()).toContain('REFERENCES ledger_entries(id)');

    const [posted] = await postMoney(ledger, { walletId: wallet, amount: 1_00, kind: 'poll', ref: 'poll:1', at: 40 });
    expect(posted!.id).toBe(4);
    expect(db.prepare('SELECT kind, balance_after FROM ledger_entries WHERE id = 4').get()).toEqual({ kind: 'poll', balance_after: 531_00 });
    await ledger.destroy();
  });
});
