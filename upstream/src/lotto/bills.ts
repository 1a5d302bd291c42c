/** bill/validate, bill/create and bill/cancel (DOMAIN.md, Lotto: Bills). */
import type { z } from 'zod';
import type { BillCancelResponse, BillCreateResponse, BillQuote, ZBillRequest } from '@shared/api/lotto/bills.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { satangToThb } from '@shared/money.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { walletsOf } from '../ledger/wallets.js';
import { assertBetAllowed } from '../limits/guard.js';
import { settleTurnover } from '../promotion/service.js';
import { billById, cancelUntil, itemsOfBill, toWireBill, type BillItemRow, type BillRow } from './bill-rows.js';
import { requireCategory } from './categories.js';
import { planPayment, postPayment, refundPayment } from './payment.js';
import { quoteItems, toWireQuote, type QuotedItem } from './quote.js';
import { assertTakingBets, openForWrite } from './round-state.js';
import { requireRound } from './rounds.js';

type BillInput = z.output<typeof ZBillRequest>;

export const billRef = (billId: number) => `bill:${billId}`;

function toQuote(roundId: number, items: QuotedItem[]): BillQuote {
  const ok = items.every((item) => item.error === null);
  return {
    round_id: roundId,
    ok,
    items: items.map(toWireQuote),
    total: satangToThb(items.reduce((sum, item) => sum + item.amount, 0)),
    possible_payout: satangToThb(items.reduce((sum, item) => sum + item.payout, 0)),
  };
}

/** The normalised bill with each item's rate and payout, or why items cannot be bet (error 0 either way). */
export function validateBill(ctx: Ctx, input: BillInput): BillQuote {
  const round = requireRound(ctx.db, input.round_id);
  assertTakingBets(round, ctx.clock.now());
  return toQuote(round.id, quoteItems(ctx, round, requireCategory(ctx.db, round.category_id), input.items));
}

/** Validates again and debits, all in the caller's transaction (the idempotency helper's). */
export function createBill(ctx: Ctx, memberId: number, input: BillInput): BillCreateResponse {
  const now = ctx.clock.now();
  const round = openForWrite(ctx, requireRound(ctx.db, input.round_id), now);
  const items = quoteItems(ctx, round, requireCategory(ctx.db, round.category_id), input.items);
  if (items.some((item) => item.error !== null)) {
    throw new AppError(ErrorCode.BILL_ITEMS_INVALID, undefined, { items: items.map(toWireQuote) });
  }
  const total = items.reduce((sum, item) => sum + item.amount, 0);
  // Responsible play: refused in time-out or self-exclusion, or past the daily loss limit.
  assertBetAllowed(ctx, memberId, total, now);
  const plan = planPayment(ctx, memberId, total);
  const billId = Number(
    stmt(
      ctx.db,
      `INSERT INTO lotto_bills (member_id, round_id, status, total, paid_main, paid_bonus, item_count, created_at)
       VALUES (?, ?, 'pending', ?, ?, ?, ?, ?)`,
    ).run(memberId, round.id, total, plan.paidMain, plan.paidBonus, items.length, now).lastInsertRowid,
  );
  const insertItem = stmt(
    ctx.db,
    'INSERT INTO lotto_bill_items (bill_id, bet_type, number, amount, rate, payout) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const addExposure = stmt(
    ctx.db,
    `INSERT INTO lotto_round_exposure (round_id, bet_type, number, staked) VALUES (?, ?, ?, ?)
     ON CONFLICT (round_id, bet_type, number) DO UPDATE SET staked = staked + excluded.staked`,
  );
  const rows: BillItemRow[] = items.map((item) => {
    const id = Number(insertItem.run(billId, item.bet_type, item.number, item.amount, item.rate, item.payout).lastInsertRowid);
    addExposure.run(round.id, item.bet_type, item.number, item.amount);
    const { bet_type, number, amount, rate, payout } = item;
    return { id, bill_id: billId, bet_type, number, amount, rate, payout, win_amount: 0 };
  });
  postPayment(ctx, plan, billRef(billId), now);
  // A bet may complete the promotion's turnover: the bonus is released in the same transaction.
  settleTurnover(ctx, memberId, now);
  // What was just written, without reading it back.
  const bill: BillRow = {
    id: billId,
    member_id: memberId,
    round_id: round.id,
    status: 'pending',
    total,
    paid_main: plan.paidMain,
    paid_bonus: plan.paidBonus,
    win_amount: 0,
    item_count: items.length,
    created_at: now,
    settled_at: null,
  };
  return { ...toWireBill(ctx, bill, round, rows, now), wallets: walletsOf(ctx.db, memberId) };
}

/** A member's own pending bill, while its round is open and until the cancel window; never yeekee. */
export function cancelBill(ctx: Ctx, memberId: number, billId: number): BillCancelResponse {
  const now = ctx.clock.now();
  const bill = billById(ctx, billId);
  // Another member's bill is "not found": its existence is none of the caller's business.
  if (!bill || bill.member_id !== memberId) throw new AppError(ErrorCode.BILL_NOT_FOUND);
  const round = requireRound(ctx.db, bill.round_id);
  const category = requireCategory(ctx.db, round.category_id);
  if (cancelUntil(ctx, bill, round, now) === null) {
    if (category.kind === 'yeekee') throw new AppError(ErrorCode.BILL_NOT_CANCELLABLE, 'โพยหวยยี่กียกเลิกไม่ได้');
    if (bill.status !== 'pending') throw new AppError(ErrorCode.BILL_NOT_CANCELLABLE);
    const minutes = Math.round(ctx.settings.lotto.billCancelWindowMs / 60_000);
    throw new AppError(ErrorCode.BILL_NOT_CANCELLABLE, `ยกเลิกโพยได้ถึง ${minutes} นาทีก่อนปิดรับแทงเท่านั้น`);
  }
  const changed = stmt(ctx.db, `UPDATE lotto_bills SET status = 'cancelled', settled_at = ? WHERE id = ? AND status = 'pending'`).run(
    now,
    bill.id,
  ).changes;
  if (changed === 0) throw new AppError(ErrorCode.BILL_NOT_CANCELLABLE);
  refundPayment(ctx, memberId, { paidMain: bill.paid_main, paidBonus: bill.paid_bonus }, billRef(bill.id), 'ยกเลิกโพย', now);
  const items = itemsOfBill(ctx, bill.id);
  const takeExposure = stmt(
    ctx.db,
    'UPDATE lotto_round_exposure SET staked = staked - ? WHERE round_id = ? AND bet_type = ? AND number = ?',
  );
  for (const item of items) takeExposure.run(item.amount, round.id, item.bet_type, item.number);
  const cancelled = billById(ctx, bill.id) as BillRow;
  return { bill: toWireBill(ctx, cancelled, round, items, now), wallets: walletsOf(ctx.db, memberId) };
}
