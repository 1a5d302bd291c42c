/**
 * Settlement (DOMAIN.md): every pending bill of a resulted round judged and
 * paid in its own transaction; the guard on the bill's status makes a second
 * run pay nothing. A cancelled round refunds every pending bill the same way.
 */
import type { BetType, LottoResult } from '@shared/api/lotto/rounds.js';
import { isWinningItem } from '@shared/lotto/judge.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { postEntry } from '../ledger/ledger.js';
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

interface PendingBill {
  id: number;
  member_id: number;
  paid_main: number;
  paid_bonus: number;
}

interface PendingItem {
  id: number;
  bill_id: number;
  bet_type: BetType;
  number: string;
  payout: number;
}

function pendingBills(ctx: Ctx, roundId: number): PendingBill[] {
  return stmt<[number], PendingBill>(
    ctx.db,
    `SELECT id, member_id, paid_main, paid_bonus FROM lotto_bills WHERE round_id = ? AND status = 'pending' ORDER BY id`,
  ).all(roundId);
}

function judge(items: PendingItem[], result: LottoResult): { win: number; winners: PendingItem[] } {
  const winners = items.filter((item) => isWinningItem(item.bet_type, item.number, result));
  return { win: winners.reduce((sum, item) => sum + item.payout, 0), winners };
}

export function settleRound(ctx: Ctx, roundId: number): SettlementOutcome {
  const outcome: SettlementOutcome = { settledBills: 0, memberIds: new Set() };
  const round = roundById(ctx.db, roundId);
  const result = round && round.status === 'resulted' ? resultOf(round) : undefined;
  if (!round || !result) return outcome;
  const now = ctx.clock.now();
  if (categoryById(ctx.db, round.category_id)?.kind === 'yeekee') {
    for (const memberId of payYeekeeRewards(ctx, round, now)) outcome.memberIds.add(memberId);
  }

  // All items of the round's pending bills in one read, grouped by bill: no query per bill.
  const items = new Map<number, PendingItem[]>();
  for (const item of stmt<[number], PendingItem>(
    ctx.db,
    `SELECT i.id, i.bill_id, i.bet_type, i.number, i.payout FROM lotto_bill_items i
     JOIN lotto_bills b ON b.id = i.bill_id WHERE b.round_id = ? AND b.status = 'pending' ORDER BY i.bill_id, i.id`,
  ).iterate(roundId)) {
    const list = items.get(item.bill_id);
    if (list) list.push(item);
    else items.set(item.bill_id, [item]);
  }

  const settleBill = ctx.db.transaction((bill: PendingBill): 'won' | 'lost' | 'already' => {
    const { win, winners } = judge(items.get(bill.id) ?? [], result);
    const changed = stmt(
      ctx.db,
      `UPDATE lotto_bills SET status = ?, win_amount = ?, settled_at = ? WHERE id = ? AND status = 'pending'`,
    ).run(win > 0 ? 'won' : 'lost', win, now, bill.id).changes;
    if (changed === 0) return 'already';
    const payItem = stmt(ctx.db, 'UPDATE lotto_bill_items SET win_amount = ? WHERE id = ?');
    for (const item of winners) payItem.run(item.payout, item.id);
    if (win > 0) {
      postEntry(ctx.db, {
        walletId: mainWalletId(ctx, bill.member_id),
        amount: win,
        kind: 'win',
        ref: billRef(bill.id),
        note: round.name,
        at: now,
      });
    }
    noteSettlement(ctx, round.id, bill.member_id, now);
    return win > 0 ? 'won' : 'lost';
  });

  for (const bill of pendingBills(ctx, roundId)) {
    const settled = settleBill(bill);
    if (settled === 'already') continue;
    outcome.settledBills += 1;
    if (settled === 'won') outcome.memberIds.add(bill.member_id);
  }
  markSettled(ctx, roundId, now);
  return outcome;
}

/** Refunds every pending bill of a cancelled round in full, to the wallets that paid. */
export function refundRound(ctx: Ctx, round: RoundRow): SettlementOutcome {
  const outcome: SettlementOutcome = { settledBills: 0, memberIds: new Set() };
  const now = ctx.clock.now();
  const refundBill = ctx.db.transaction((bill: PendingBill): boolean => {
    const changed = stmt(ctx.db, `UPDATE lotto_bills SET status = 'refunded', settled_at = ? WHERE id = ? AND status = 'pending'`).run(
      now,
      bill.id,
    ).changes;
    if (changed === 0) return false;
    refundPayment(ctx, bill.member_id, { paidMain: bill.paid_main, paidBonus: bill.paid_bonus }, billRef(bill.id), `คืนเงิน ${round.name} ถูกยกเลิก`, now);
    noteSettlement(ctx, round.id, bill.member_id, now);
    return true;
  });
  for (const bill of pendingBills(ctx, round.id)) {
    if (refundBill(bill)) {
      outcome.settledBills += 1;
      outcome.memberIds.add(bill.member_id);
    }
  }
  markSettled(ctx, round.id, now);
  return outcome;
}
