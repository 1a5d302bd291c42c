/**
 * The per-item checks shared by bill/validate and bill/create (docs/domain.md
 * "Lotto"): bet type offered, restricted number closed or paid at its reduced
 * rate, min and max per item, and the exposure cap per number per round
 * (everything all members already staked on it, plus earlier items of this bill).
 */
import type { BetType } from '#shared/api/lotto/rounds.js';
import type { BillItemQuote } from '#shared/api/lotto/bills.js';
import { BET_TYPE_INFO } from '#shared/api/lotto/rounds.js';
import { formatThbPlain, satangToThb, type Satang } from '#shared/money.js';
import type { Ctx } from '../context.js';
import type { Category } from './categories.js';
import { limitsOf, payoutOf, rateToWire, ratesOf, restrictionKey, restrictionsOf } from './rates.js';
import type { RoundRow } from './rounds.js';

export interface ItemInput {
  bet_type: BetType;
  number: string;
  /** satang */
  amount: Satang;
}

/** An item in satang and hundredths, as stored. */
export interface QuotedItem extends ItemInput {
  rate: number;
  payout: Satang;
  error: string | null;
}

/** What all members already staked on each (bet type, number) of the items, in one read. */
async function stakesOn(ctx: Ctx, roundId: number, items: readonly ItemInput[]): Promise<Map<string, Satang>> {
  const staked = new Map<string, Satang>();
  if (items.length === 0) return staked;
  const rows = await ctx.db
    .selectFrom('lotto_round_exposure')
    .select(['bet_type', 'number', 'staked'])
    .where('round_id', '=', roundId)
    .where((eb) =>
      eb(
        eb.refTuple('bet_type', 'number'),
        'in',
        items.map((item) => eb.tuple(item.bet_type, item.number)),
      ),
    )
    .execute();
  for (const row of rows) staked.set(restrictionKey(row.bet_type as BetType, row.number), row.staked);
  return staked;
}

/**
 * In bill/create this runs after openForWrite took the round's row lock on
 * PostgreSQL, so the stakes it reads stay true until the bill commits.
 */
export async function quoteItems(ctx: Ctx, round: RoundRow, category: Category, items: readonly ItemInput[]): Promise<QuotedItem[]> {
  const rates = await ratesOf(ctx.db, category.id);
  const limits = await limitsOf(ctx.db, category.id);
  const restrictions = await restrictionsOf(ctx.db, round.id);
  const staked = await stakesOn(ctx, round.id, items);
  // What this bill already takes of each number's cap, item by item.
  const inBill = new Map<string, Satang>();

  const quoteItem = (item: ItemInput): QuotedItem => {
    const label = BET_TYPE_INFO[item.bet_type].label;
    const rate = rates.get(item.bet_type);
    const limit = limits.get(item.bet_type);
    const refuse = (error: string, itemRate = rate ?? 0): QuotedItem => ({ ...item, rate: itemRate, payout: 0, error });
    if (!category.betTypes.includes(item.bet_type) || rate === undefined || !limit) {
      return refuse(`${category.name}ไม่รับแทง${label}`);
    }
    const key = restrictionKey(item.bet_type, item.number);
    const restriction = restrictions.get(key);
    if (restriction?.kind === 'closed') return refuse(`เลข ${item.number} (${label}) เป็นเลขอั้น ปิดรับแทง`, 0);
    const itemRate = restriction?.kind === 'reduced' && restriction.rate !== null ? restriction.rate : rate;
    if (item.amount < limit.min_amount) return refuse(`${label} แทงขั้นต่ำ ${formatThbPlain(limit.min_amount)} บาท`, itemRate);
    if (item.amount > limit.max_amount) {
      return refuse(`${label} แทงได้สูงสุด ${formatThbPlain(limit.max_amount)} บาทต่อรายการ`, itemRate);
    }
    const already = (inBill.get(key) ?? 0) + (staked.get(key) ?? 0);
    if (already + item.amount > limit.max_per_number) {
      const left = Math.max(0, limit.max_per_number - already);
      return refuse(
        left > 0
          ? `เลข ${item.number} (${label}) รับแทงได้อีกไม่เกิน ${formatThbPlain(left)} บาท`
          : `เลข ${item.number} (${label}) รับแทงเต็มแล้ว`,
        itemRate,
      );
    }
    inBill.set(key, (inBill.get(key) ?? 0) + item.amount);
    return { ...item, rate: itemRate, payout: payoutOf(item.amount, itemRate), error: null };
  };

  // In order: each item counts what the items before it took of the cap.
  return items.map(quoteItem);
}

export function toWireQuote(item: QuotedItem): BillItemQuote {
  return {
    bet_type: item.bet_type,
    number: item.number,
    amount: satangToThb(item.amount),
    rate: rateToWire(item.rate),
    payout: satangToThb(item.payout),
    error: item.error,
  };
}
