import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletType } from '#shared/constants.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { inTransaction } from '../db/transaction.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { expectBooksBalance, memberIdOf } from '../test-support/money.js';
import { startUpstream, type TestUpstream } from '../test-support/upstream.js';
import { post, postMoneyIn } from './post.js';
import type { MoneyPosting, Posting } from './posting.js';
import { walletIdOf } from './wallets.js';

/** What each balance's entries are and how a member is told it is short. */
const KINDS = [
  { balance: 'money', table: 'ledger_entries', code: ErrorCode.INSUFFICIENT_BALANCE, message: 'ยอดเงินไม่เพียงพอ' },
  { balance: 'points', table: 'point_entries', code: ErrorCode.INSUFFICIENT_BALANCE, message: 'แต้มไม่เพียงพอ' },
  { balance: 'free_spins', table: 'free_spin_entries', code: ErrorCode.WHEEL_NO_FREE_SPIN, message: 'คุณไม่มีสิทธิ์หมุนฟรี ฝากเงินเพื่อรับสิทธิ์หมุนวงล้อ' },
] as const;

type Kind = (typeof KINDS)[number];

describe('one posting model for money, points and free spins', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
    // The schedulers' first ticks (the coming rounds, the catch-up) done, so a snapshot sees only what a call did.
    await up.settle();
  });
  afterAll(() => up.close());

  /** A fresh member, and a posting of `amount` on their balance of `kind`. */
  async function account(kind: Kind): Promise<(amount: number) => Posting> {
    const memberId = await memberIdOf(up, await up.register());
    const at = up.clock.now();
    if (kind.balance === 'money') {
      const walletId = await walletIdOf(up.db, memberId, WalletType.MAIN);
      return (amount) => ({ balance: 'money', walletId, amount, kind: 'adjust', ref: 'test', note: 'ทดสอบ', at });
    }
    if (kind.balance === 'points') return (amount) => ({ balance: 'points', memberId, amount, kind: 'adjust', note: 'ทดสอบ', at });
    return (amount) => ({ balance: 'free_spins', memberId, amount, kind: 'quest', ref: 'test', at });
  }

  /** One posting in a transaction of its own. */
  const postAlone = (posting: Posting) => inTransaction(up.db, () => post(up.db, posting));
  const entriesOf = async (kind: Kind, id: number) =>
    (await sql`SELECT amount, balance_after FROM ${sql.table(kind.table)} WHERE id = ${id}`.execute(up.db)).rows[0];

  it.each(KINDS)('$balance: each entry carries the balance it leaves, down to zero and never below', async (kind) => {
    const posting = await account(kind);
    const granted = await postAlone(posting(5));
    expect(granted.balanceAfter).toBe(5);
    expect(await entriesOf(kind, granted.id)).toEqual({ amount: 5, balance_after: 5 });
    const spent = await postAlone(posting(-5));
    expect(spent.balanceAfter).toBe(0);
    expect(await entriesOf(kind, spent.id)).toEqual({ amount: -5, balance_after: 0 });
    await expectBooksBalance(up);
  });

  it.each(KINDS)('$balance: a spend below zero refuses with its own Thai message and writes nothing', async (kind) => {
    const posting = await account(kind);
    await postAlone(posting(3));
    const before = await snapshot(up.db);
    let refusal: unknown;
    try {
      await postAlone(posting(-4));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).toEnvelope()).toEqual({ error: kind.code, message: kind.message });
    expect(await snapshot(up.db)).toEqual(before);
  });

  it.each(KINDS)('$balance: refuses to post outside a transaction, and a zero or a fraction always', async (kind) => {
    const posting = await account(kind);
    const before = await snapshot(up.db);
    await expect(post(up.db, posting(1))).rejects.toThrow(/transaction/);
    await expect(postAlone(posting(0))).rejects.toThrow(/non-zero integer/);
    await expect(postAlone(posting(1.5))).rejects.toThrow(/non-zero integer/);
    expect(await snapshot(up.db)).toEqual(before);
  });

  it('postMoneyIn: many wallets paid in at once leave the entries, balances and ids post one by one would', async () => {
    const money = async () => {
      const posting = await account(KINDS[0]);
      return (amount: number) => posting(amount) as MoneyPosting;
    };
    const [a, b] = [await money(), await money()];
    const seeded = await postAlone(a(7));
    const postings = [a(5), b(2), a(1), b(3), a(10)];
    const entries = await inTransaction(up.db, () => postMoneyIn(up.db, postings));
    // Each wallet's running balance, in the order given; ids in that order too.
    expect(entries.map((e) => e.balanceAfter)).toEqual([12, 2, 13, 5, 23]);
    expect(entries.map((e) => e.memberId)).toEqual([seeded.memberId, expect.any(Number), seeded.memberId, expect.any(Number), seeded.memberId]);
    expect(entries.map((e) => e.id)).toEqual([...entries.map((e) => e.id)].sort((x, y) => x - y));
    for (const [i, entry] of entries.entries()) expect(await entriesOf(KINDS[0], entry.id)).toEqual({ amount: postings[i]!.amount, balance_after: entry.balanceAfter });
    await expectBooksBalance(up);
    // Paying in only, inside a transaction only: anything else is the caller's fault, and nothing moves.
    const before = await snapshot(up.db);
    await expect(inTransaction(up.db, () => postMoneyIn(up.db, [a(1), a(-1)]))).rejects.toThrow(/pays in only/);
    await expect(postMoneyIn(up.db, [a(1)])).rejects.toThrow(/inside the caller/);
    await expect(inTransaction(up.db, () => postMoneyIn(up.db, [a(1), { ...a(1), walletId: 99_999_999 }]))).rejects.toThrow(/no wallet/);
    expect(await snapshot(up.db)).toEqual(before);
  });

  it('tells a missing wallet or points balance (a fault) from a short one; no free spins yet is only short', async () => {
    const at = up.clock.now();
    await expect(postAlone({ balance: 'money', walletId: 999_999, amount: 1, kind: 'adjust', at })).rejects.toThrow('no wallet 999999');
    await expect(postAlone({ balance: 'points', memberId: 999_999, amount: 1, kind: 'adjust', at })).rejects.toThrow('no points balance');
    const memberId = await memberIdOf(up, await up.register());
    await expect(postAlone({ balance: 'free_spins', memberId, amount: -1, kind: 'wheel', ref: 'wheel:0', at })).rejects.toThrow(
      expect.objectContaining({ code: ErrorCode.WHEEL_NO_FREE_SPIN }),
    );
    // The first grant opens the member's free-spin balance.
    expect((await postAlone({ balance: 'free_spins', memberId, amount: 2, kind: 'deposit', ref: 'deposit:x', at })).balanceAfter).toBe(2);
    await expectBooksBalance(up);
  });
});
