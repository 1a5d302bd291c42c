/** bill/validate, bill/create and bill/cancel (docs/domain.md "Lotto": Bills). */
import type { z } from 'zod';
import type { BillCancelResponse, BillCreateResponse, BillQuote, ZBillRequest } from '#shared/api/lotto/bills.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb } from '#shared/money.js';
import type { Ctx } from '../context.js';
import { walletsOf } from '../ledger/wallets.js';
import { assertBetAllowed } from '../limits/guard.js';
import { settleTurnover } from '../promotion/service.js';
import { billById, cancelUntil, itemsOfBill, toWireBill, type BillItemRow, type BillRow } from './bill-rows.js';
import { requireCategory } from './categories.js';
import { planPayment, postPayment, refundPayment } from './payment.js';
import { quoteItems, toWireQuote, type QuotedItem } from './quote.js';
import { restrictionKey } from './rates.js';
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
export async function validateBill(ctx: Ctx, input: BillInput): Promise<BillQuote> {
  const round = await requireRound(ctx.db, input.round_id);
  assertTakingBets(round, ctx.clock.now());
  return toQuote(round.id, await quoteItems(ctx, round, await requireCategory(ctx.db, round.category_id), input.items));
}

/**
 * Validates again and debits, all in the caller's transaction (the idempotency
 * helper's, which holds the member's row lock on PostgreSQL). The per-number
 * caps count every member's stakes: openForWrite takes the round's row lock
 * first on PostgreSQL, so two members' bills on one round are quoted one after
 * the other, never both against the same stakes.
 */
export async function createBill(ctx: Ctx, memberId: number, input: BillInput): Promise<BillCreateResponse> {
  const now = ctx.clock.now();
  const round = await openForWrite(ctx, await requireRound(ctx.db, input.round_id, 'for update'), now);
  const items = await quoteItems(ctx, round, await requireCategory(ctx.db, round.category_id), input.items);
  if (items.some((item) => item.error !== null)) {
    throw new AppError(ErrorCode.BILL_ITEMS_INVALID, undefined, { items: items.map(toWireQuote) });
  }
  const total = items.reduce((sum, item) => sum + item.amount, 0);
  // Responsible play: refused in time-out or self-exclusion, or past the daily loss limit.
  await assertBetAllowed(ctx, memberId, total, now);
  const plan = await planPayment(ctx, memberId, total);
  const written = {
    member_id: memberId,
    round_id: round.id,
    status: 'pending' as const,
    total,
    paid_main: plan.paidMain,
    paid_bonus: plan.paidBonus,
    item_count: items.length,
    created_at: now,
  };
  const { id: billId } = await ctx.db.insertInto('lotto_bills').values(written).returning('id').executeTakeFirstOrThrow();
  const rows = await insertItems(ctx, billId, items);
  await addExposure(ctx, round.id, items);
  await postPayment(ctx, plan, billRef(billId), now);
  // A bet may complete the promotion's turnover: the bonus is released in the same transaction.
  await settleTurnover(ctx, memberId, now);
  // What was just written, without reading it back.
  const bill: BillRow = { ...written, id: billId, win_amount: 0, settled_at: null };
  return { ...(await toWireBill(ctx, bill, round, rows, now)), wallets: await walletsOf(ctx.db, memberId) };
}

/**
 * The bill's items in one statement. Ids come in the order of the VALUES list
 * on either engine (one statement draws its ids in row order), but RETURNING's
 * order is not promised, so the ids are sorted before they are handed out.
 */
async function insertItems(ctx: Ctx, billId: number, items: readonly QuotedItem[]): Promise<BillItemRow[]> {
  const values = items.map(({ bet_type, number, amount, rate, payout }) => ({ bill_id: billId, bet_type, number, amount, rate, payout }));
  const ids = (await ctx.db.insertInto('lotto_bill_items').values(values).returning('id').execute()).map((row) => row.id).sort((a, b) => a - b);
  return values.map((item, index) => ({ id: ids[index] as number, ...item, win_amount: 0 }));
}

/**
 * Adds to what all members staked on each number of the round: one atomic
 * upsert on either engine, with a number the bill names twice summed first
 * (PostgreSQL refuses to update one row twice in a statement).
 */
async function addExposure(ctx: Ctx, roundId: number, items: readonly QuotedItem[]): Promise<void> {
  const byKey = new Map<string, { round_id: number; bet_type: string; number: string; staked: number }>();
  for (const { bet_type, number, amount } of items) {
    const key = restrictionKey(bet_type, number);
    const row = byKey.get(key);
    if (row) row.staked += amount;
    else byKey.set(key, { round_id: roundId, bet_type, number, staked: amount });
  }
  await ctx.db
    .insertInto('lotto_round_exposure')
    .values([...byKey.values()])
    .onConflict((oc) =>
      oc.columns(['round_id', 'bet_type', 'number']).doUpdateSet((eb) => ({ staked: eb('lotto_round_exposure.staked', '+', eb.ref('excluded.staked')) })),
    )
    .execute();
}

/** A member's own pending bill, while its round is open and until the cancel window; never yeekee. */
export async function cancelBill(ctx: Ctx, memberId: number, billId: number): Promise<BillCancelResponse> {
  const now = ctx.clock.now();
  const bill = await billById(ctx, billId);
  // Another member's bill is "not found": its existence is none of the caller's business.
  if (!bill || bill.member_id !== memberId) throw new AppError(ErrorCode.BILL_NOT_FOUND);
  const round = await requireRound(ctx.db, bill.round_id);
  const category = await requireCategory(ctx.db, round.category_id);
  if ((await cancelUntil(ctx, bill, round, now)) === null) {
    if (category.kind === 'yeekee') throw new AppError(ErrorCode.BILL_NOT_CANCELLABLE, 'โพยหวยยี่กียกเลิกไม่ได้');
    if (bill.status !== 'pending') throw new AppError(ErrorCode.BILL_NOT_CANCELLABLE);
    const minutes = Math.round(ctx.settings.lotto.billCancelWindowMs / 60_000);
    throw new AppError(ErrorCode.BILL_NOT_CANCELLABLE, `ยกเลิกโพยได้ถึง ${minutes} นาทีก่อนปิดรับแทงเท่านั้น`);
  }
  // Conditional: a settlement or refund of the round racing this cancel moves the bill once.
  const cancelled = await ctx.db
    .updateTable('lotto_bills')
    .set({ status: 'cancelled', settled_at: now })
    .where('id', '=', bill.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(cancelled.numUpdatedRows) === 0) throw new AppError(ErrorCode.BILL_NOT_CANCELLABLE);
  await refundPayment(ctx, memberId, { paidMain: bill.paid_main, paidBonus: bill.paid_bonus }, billRef(bill.id), 'ยกเลิกโพย', now);
  const items = await itemsOfBill(ctx, bill.id);
  for (const item of items) {
    await ctx.db
      .updateTable('lotto_round_exposure')
      .set((eb) => ({ staked: eb('staked', '-', item.amount) }))
      .where('round_id', '=', round.id)
      .where('bet_type', '=', item.bet_type)
      .where('number', '=', item.number)
      .execute();
  }
  const after = (await billById(ctx, bill.id)) as BillRow;
  return { bill: await toWireBill(ctx, after, round, items, now), wallets: await walletsOf(ctx.db, memberId) };
}
