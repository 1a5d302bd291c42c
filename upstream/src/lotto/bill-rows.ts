/** Bills as stored, and how they read on the wire. */
import type { Selectable } from 'kysely';
import type { BetType } from '#shared/api/lotto/rounds.js';
import type { Bill, BillItem, BillStatus, BillSummary } from '#shared/api/lotto/bills.js';
import { satangToThb } from '#shared/money.js';
import type { Ctx } from '../context.js';
import type { LottoBillItems, LottoBills } from '../db/schema.js';
import { categoryById } from './categories.js';
import { rateToWire } from './rates.js';
import { effectiveStatus, toWireRound, type RoundRow } from './rounds.js';
import { wireTime } from '#shared/dates/calendar.js';

/** A bill as stored; its status column's CHECK admits only the bill statuses. */
export type BillRow = Omit<Selectable<LottoBills>, 'status'> & { status: BillStatus };

/** What a bill summary reads of its round. */
export type RoundOfSummary = Pick<RoundRow, 'name' | 'category_id' | 'status' | 'closes_at'>;

/** An item as stored; its bet_type column's CHECK admits only the bet types. */
export type BillItemRow = Omit<Selectable<LottoBillItems>, 'bet_type'> & { bet_type: BetType };

export async function billById(ctx: Ctx, billId: number): Promise<BillRow | undefined> {
  const row = await ctx.db.selectFrom('lotto_bills').selectAll().where('id', '=', billId).executeTakeFirst();
  return row as BillRow | undefined;
}

export async function itemsOfBill(ctx: Ctx, billId: number): Promise<BillItemRow[]> {
  const rows = await ctx.db.selectFrom('lotto_bill_items').selectAll().where('bill_id', '=', billId).orderBy('id').execute();
  return rows as BillItemRow[];
}

/** Until when the member may cancel; null once it is too late or never (yeekee, settled). */
export async function cancelUntil(ctx: Ctx, bill: Pick<BillRow, 'status'>, round: RoundOfSummary, now: number): Promise<number | null> {
  if (bill.status !== 'pending') return null;
  if ((await categoryById(ctx.db, round.category_id))?.kind === 'yeekee') return null;
  const status = effectiveStatus(round, now);
  if (status !== 'open' && status !== 'upcoming') return null;
  const until = round.closes_at - ctx.settings.lotto.billCancelWindowMs;
  return now <= until ? until : null;
}

export async function toBillSummary(ctx: Ctx, bill: BillRow, round: RoundOfSummary, now: number): Promise<BillSummary> {
  const until = await cancelUntil(ctx, bill, round, now);
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

export async function toWireBill(ctx: Ctx, bill: BillRow, round: RoundRow, items: BillItemRow[], now: number): Promise<Bill> {
  return {
    ...(await toBillSummary(ctx, bill, round, now)),
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
