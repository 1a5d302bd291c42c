/** Bills as stored, and how they read on the wire. */
import type { BetType } from '@shared/api/lotto/rounds.js';
import type { Bill, BillItem, BillStatus, BillSummary } from '@shared/api/lotto/bills.js';
import { satangToThb } from '@shared/money.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { categoryById } from './categories.js';
import { rateToWire } from './rates.js';
import { effectiveStatus, toWireRound, type RoundRow } from './rounds.js';
import { wireTime } from './time.js';

export interface BillRow {
  id: number;
  member_id: number;
  round_id: number;
  status: BillStatus;
  total: number;
  paid_main: number;
  paid_bonus: number;
  win_amount: number;
  item_count: number;
  created_at: number;
  settled_at: number | null;
}

/** What a bill summary reads of its round. */
export type RoundOfSummary = Pick<RoundRow, 'name' | 'category_id' | 'status' | 'closes_at'>;

export interface BillItemRow {
  id: number;
  bill_id: number;
  bet_type: BetType;
  number: string;
  amount: number;
  rate: number;
  payout: number;
  win_amount: number;
}

export function billById(ctx: Ctx, billId: number): BillRow | undefined {
  return stmt<[number], BillRow>(ctx.db, 'SELECT * FROM lotto_bills WHERE id = ?').get(billId);
}

export function itemsOfBill(ctx: Ctx, billId: number): BillItemRow[] {
  return stmt<[number], BillItemRow>(ctx.db, 'SELECT * FROM lotto_bill_items WHERE bill_id = ? ORDER BY id').all(billId);
}

/** Until when the member may cancel; null once it is too late or never (yeekee, settled). */
export function cancelUntil(ctx: Ctx, bill: Pick<BillRow, 'status'>, round: RoundOfSummary, now: number): number | null {
  if (bill.status !== 'pending') return null;
  if (categoryById(ctx.db, round.category_id)?.kind === 'yeekee') return null;
  const status = effectiveStatus(round, now);
  if (status !== 'open' && status !== 'upcoming') return null;
  const until = round.closes_at - ctx.settings.lotto.billCancelWindowMs;
  return now <= until ? until : null;
}

export function toBillSummary(ctx: Ctx, bill: BillRow, round: RoundOfSummary, now: number): BillSummary {
  const until = cancelUntil(ctx, bill, round, now);
  return {
    bill_id: bill.id,
    round_id: bill.round_id,
    round_name: round.name,
    category_id: round.category_id,
    status: bill.status,
    total: satangToThb(bill.total),
    win_amount: satangToThb(bill.win_amount),
    item_count: bill.item_count,
    created_at: wireTime(bill.created_at),
    cancel_until: until === null ? null : wireTime(until),
  };
}

/** A settled bill's items read won or lost by what each paid; the others share the bill's status. */
function itemStatus(bill: BillRow, item: BillItemRow): BillStatus {
  if (bill.status === 'won' || bill.status === 'lost') return item.win_amount > 0 ? 'won' : 'lost';
  return bill.status;
}

export function toWireBill(ctx: Ctx, bill: BillRow, round: RoundRow, items: BillItemRow[], now: number): Bill {
  return {
    ...toBillSummary(ctx, bill, round, now),
    items: items.map(
      (item): BillItem => ({
        bet_type: item.bet_type,
        number: item.number,
        amount: satangToThb(item.amount),
        rate: rateToWire(item.rate),
        payout: satangToThb(item.payout),
        status: itemStatus(bill, item),
        win_amount: satangToThb(item.win_amount),
      }),
    ),
    round: toWireRound(round, now),
  };
}
