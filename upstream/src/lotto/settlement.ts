/**
 * Settlement (docs/domain.md "Lotto"): every pending bill of a resulted round judged and
 * paid in its own transaction; the guard on the bill's status makes a second
 * run pay nothing. A cancelled round refunds every pending bill the same way.
 */
import type { BetType, LottoResult } from '#shared/api/lotto/rounds.js';
import { isWinningItem } from '#shared/lotto/judge.js';
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import { post } from '../ledger/post.js';
import type { BillItemRow, BillRow } from './bill-rows.js';
import { billRef } from './bills.js';
import { categoryById } from './categories.js';
import { mainWalletId, refundPayment } from './payment.js';
import { markSettled } from './round-state.js';
import { resultOf, roundById, type RoundRow } from './rounds.js';
import { noteSettlement } from './settlement-feed.js';
import { payYeekeeRewards } from '../yeekee/rewards.js';

export interface SettlementOutcome {
  settledBills: number;
  /** members whose balance moved (wins, refunds, rewards) */
  memberIds: Set<number>;
}

type PendingBill = Pick<BillRow, 'id' | 'member_id' | 'paid_main' | 'paid_bonus'>;
type PendingItem = Pick<BillItemRow, 'id' | 'bill_id' | 'bet_type' | 'number' | 'payout'>;

async function pendingBills(ctx: Ctx, roundId: number): Promise<PendingBill[]> {
  return ctx.db
    .selectFrom('lotto_bills')
    .select(['id', 'member_id', 'paid_main', 'paid_bonus'])
    .where('round_id', '=', roundId)
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
}

/** All items of the round's pending bills in one read, grouped by bill: no query per bill. */
async function pendingItemsByBill(ctx: Ctx, roundId: number): Promise<Map<number, PendingItem[]>> {
  const rows = await ctx.db
    .selectFrom('lotto_bill_items as i')
    .innerJoin('lotto_bills as b', 'b.id', 'i.bill_id')
    .select(['i.id', 'i.bill_id', 'i.bet_type', 'i.number', 'i.payout'])
    .where('b.round_id', '=', roundId)
    .where('b.status', '=', 'pending')
    .orderBy('i.bill_id')
    .orderBy('i.id')
    .execute();
  const items = new Map<number, PendingItem[]>();
  for (const row of rows) {
    const item = { ...row, bet_type: row.bet_type as BetType };
    const list = items.get(item.bill_id);
    if (list) list.push(item);
    else items.set(item.bill_id, [item]);
  }
  return items;
}

function judge(items: PendingItem[], result: LottoResult): { win: number; winners: PendingItem[] } {
  const winners = items.filter((item) => isWinningItem(item.bet_type, item.number, result));
  return { win: winners.reduce((sum, item) => sum + item.payout, 0), winners };
}

/**
 * Judges and pays one bill in its own transaction. The conditional UPDATE on
 * its status lets only one of two racing settlements (or a cancel) move it.
 */
async function settleBill(ctx: Ctx, round: RoundRow, bill: PendingBill, items: PendingItem[], result: LottoResult, now: number) {
  return inTransaction(ctx.db, async (): Promise<'won' | 'lost' | 'already'> => {
    const { win, winners } = judge(items, result);
    const judged = await ctx.db
      .updateTable('lotto_bills')
      .set({ status: win > 0 ? 'won' : 'lost', win_amount: win, settled_at: now })
      .where('id', '=', bill.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(judged.numUpdatedRows) === 0) return 'already';
    for (const item of winners) await ctx.db.updateTable('lotto_bill_items').set({ win_amount: item.payout }).where('id', '=', item.id).execute();
    if (win > 0) {
      await post(ctx.db, {
        balance: 'money',
        walletId: await mainWalletId(ctx, bill.member_id),
        amount: win,
        kind: 'win',
        ref: billRef(bill.id),
        note: round.name,
        at: now,
      });
    }
    await noteSettlement(ctx, round.id, bill.member_id, now);
    return win > 0 ? 'won' : 'lost';
  });
}

export async function settleRound(ctx: Ctx, roundId: number): Promise<SettlementOutcome> {
  const outcome: SettlementOutcome = { settledBills: 0, memberIds: new Set() };
  const round = await roundById(ctx.db, roundId);
  const result = round && round.status === 'resulted' ? resultOf(round) : undefined;
  if (!round || !result) return outcome;
  const now = ctx.clock.now();
  if ((await categoryById(ctx.db, round.category_id))?.kind === 'yeekee') {
    for (const memberId of await payYeekeeRewards(ctx, round, now)) outcome.memberIds.add(memberId);
  }
  const items = await pendingItemsByBill(ctx, roundId);
  for (const bill of await pendingBills(ctx, roundId)) {
    const settled = await settleBill(ctx, round, bill, items.get(bill.id) ?? [], result, now);
    if (settled === 'already') continue;
    outcome.settledBills += 1;
    if (settled === 'won') outcome.memberIds.add(bill.member_id);
  }
  await markSettled(ctx, roundId, now);
  return outcome;
}

/** Refunds every pending bill of a cancelled round in full, to the wallets that paid. */
export async function refundRound(ctx: Ctx, round: RoundRow): Promise<SettlementOutcome> {
  const outcome: SettlementOutcome = { settledBills: 0, memberIds: new Set() };
  const now = ctx.clock.now();
  // Each bill in its own transaction; the conditional UPDATE moves it once whoever races.
  const refundBill = (bill: PendingBill) =>
    inTransaction(ctx.db, async (): Promise<boolean> => {
      const refunded = await ctx.db
        .updateTable('lotto_bills')
        .set({ status: 'refunded', settled_at: now })
        .where('id', '=', bill.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(refunded.numUpdatedRows) === 0) return false;
      const payment = { paidMain: bill.paid_main, paidBonus: bill.paid_bonus };
      await refundPayment(ctx, bill.member_id, payment, billRef(bill.id), `คืนเงิน ${round.name} ถูกยกเลิก`, now);
      await noteSettlement(ctx, round.id, bill.member_id, now);
      return true;
    });
  for (const bill of await pendingBills(ctx, round.id)) {
    if (await refundBill(bill)) {
      outcome.settledBills += 1;
      outcome.memberIds.add(bill.member_id);
    }
  }
  await markSettled(ctx, round.id, now);
  return outcome;
}
