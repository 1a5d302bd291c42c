/**
 * The commission balance (docs/decisions/0035): its own small ledger, each
 * entry with the balance it leaves, never below zero. The job credits it;
 * a redeem moves the whole balance into the main wallet (ledger kind
 * 'commission') in one transaction, once it reaches the minimum.
 */
import type { AffiliateRedeem } from '@shared/api/affiliate.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { satangToThb, type Satang } from '@shared/money.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { postEntry } from '../ledger/ledger.js';
import { walletsOf } from '../ledger/wallets.js';
import { bangkokDayOf } from '../lotto/time.js';
import { ratesOn } from '../daily/rates.js';
import { mainWalletOf } from '../daily/wire.js';

export function commissionBalance(ctx: Ctx, memberId: number): Satang {
  return stmt<[number], number>(ctx.db, 'SELECT balance FROM affiliate_balances WHERE member_id = ?').pluck().get(memberId) ?? 0;
}

/** Inside the caller's transaction. */
export function creditCommission(ctx: Ctx, memberId: number, amount: Satang, day: string, level: number, at: number): void {
  const balance = stmt<[number, number], number>(
    ctx.db,
    `INSERT INTO affiliate_balances (member_id, balance) VALUES (?, ?)
     ON CONFLICT (member_id) DO UPDATE SET balance = balance + excluded.balance RETURNING balance`,
  )
    .pluck()
    .get(memberId, amount)!;
  stmt(
    ctx.db,
    `INSERT INTO affiliate_entries (member_id, kind, amount, day, level, balance_after, created_at) VALUES (?, 'commission', ?, ?, ?, ?, ?)`,
  ).run(memberId, amount, day, level, balance, at);
}

/** Inside the idempotency helper's transaction: the whole balance, or AFFILIATE_BELOW_MIN and nothing changes. */
export function redeemCommission(ctx: Ctx, memberId: number): AffiliateRedeem {
  const now = ctx.clock.now();
  const min = ratesOn(ctx, bangkokDayOf(now)).affiliateMinRedeem;
  const balance = commissionBalance(ctx, memberId);
  const belowMin = () =>
    new AppError(ErrorCode.AFFILIATE_BELOW_MIN, undefined, { balance: satangToThb(balance), min_redeem: satangToThb(min) });
  if (balance <= 0 || balance < min) throw belowMin();
  // The guard on the balance read makes a racing redeem find nothing to take.
  const taken = stmt(ctx.db, 'UPDATE affiliate_balances SET balance = 0 WHERE member_id = ? AND balance = ?').run(memberId, balance);
  if (taken.changes === 0) throw belowMin();
  const entry = postEntry(ctx.db, {
    walletId: mainWalletOf(ctx, memberId),
    amount: balance,
    kind: 'commission',
    ref: `affiliate:redeem:${memberId}:${now}`,
    note: 'ถอนค่าคอมแนะนำเพื่อนเข้ากระเป๋าหลัก',
    at: now,
  });
  stmt(
    ctx.db,
    `INSERT INTO affiliate_entries (member_id, kind, amount, balance_after, ledger_entry_id, created_at) VALUES (?, 'redeem', ?, 0, ?, ?)`,
  ).run(memberId, -balance, entry.id, now);
  return { redeemed: satangToThb(balance), balance: 0, wallets: walletsOf(ctx.db, memberId) };
}
