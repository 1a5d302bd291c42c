/** Rates, limits and restricted numbers (เลขอั้น) as stored, and their wire shapes. */
import type { BetType, LimitRow, RateRow, RestrictedNumber } from '#shared/api/lotto/rounds.js';
import { satangToThb } from '#shared/money.js';
import type { Db } from '../db/transaction.js';
import type { Category } from './categories.js';

/** Rates are stored in hundredths of THB per 1 THB: 900 → 90000, 3.2 → 320. */
export const rateToWire = (hundredths: number): number => hundredths / 100;
export const rateFromThb = (thb: number): number => Math.round(thb * 100);

/** amount × rate in satang, rounded down to the satang (docs/decisions/0013). */
export const payoutOf = (amount: number, rate: number): number => Math.floor((amount * rate) / 100);

export interface Limit {
  min_amount: number;
  max_amount: number;
  max_per_number: number;
}

export interface Restriction {
  kind: 'closed' | 'reduced';
  rate: number | null;
}

export const restrictionKey = (betType: BetType, number: string) => `${betType}|${number}`;

export async function ratesOf(db: Db, categoryId: number): Promise<Map<BetType, number>> {
  const rows = await db.selectFrom('lotto_rates').select(['bet_type', 'rate']).where('category_id', '=', categoryId).execute();
  return new Map(rows.map((r) => [r.bet_type as BetType, r.rate]));
}

export async function limitsOf(db: Db, categoryId: number): Promise<Map<BetType, Limit>> {
  const rows = await db
    .selectFrom('lotto_limits')
    .select(['bet_type', 'min_amount', 'max_amount', 'max_per_number'])
    .where('category_id', '=', categoryId)
    .execute();
  return new Map(rows.map(({ bet_type, ...limit }) => [bet_type as BetType, limit]));
}

interface RestrictedRow {
  bet_type: BetType;
  number: string;
  kind: Restriction['kind'];
  rate: number | null;
}

async function restrictedRows(db: Db, roundId: number): Promise<RestrictedRow[]> {
  const rows = await db
    .selectFrom('lotto_restricted_numbers')
    .select(['bet_type', 'number', 'kind', 'rate'])
    .where('round_id', '=', roundId)
    .orderBy('bet_type')
    .orderBy('number')
    .execute();
  // The columns' CHECKs admit only bet types and the two kinds.
  return rows.map((r) => ({ ...r, bet_type: r.bet_type as BetType, kind: r.kind as Restriction['kind'] }));
}

export async function restrictionsOf(db: Db, roundId: number): Promise<Map<string, Restriction>> {
  return new Map((await restrictedRows(db, roundId)).map((r) => [restrictionKey(r.bet_type, r.number), { kind: r.kind, rate: r.rate }]));
}

/** In the category's own order of bet types. */
export function wireRates(category: Category, rates: Map<BetType, number>): RateRow[] {
  return category.betTypes.flatMap((betType) => {
    const rate = rates.get(betType);
    return rate === undefined ? [] : [{ bet_type: betType, rate: rateToWire(rate) }];
  });
}

export function wireLimits(category: Category, limits: Map<BetType, Limit>): LimitRow[] {
  return category.betTypes.flatMap((betType) => {
    const limit = limits.get(betType);
    if (!limit) return [];
    return [
      {
        bet_type: betType,
        min_amount: satangToThb(limit.min_amount),
        max_amount: satangToThb(limit.max_amount),
        max_per_number: satangToThb(limit.max_per_number),
      },
    ];
  });
}

export async function wireRestricted(db: Db, roundId: number): Promise<RestrictedNumber[]> {
  return (await restrictedRows(db, roundId)).map((r) => ({
    bet_type: r.bet_type,
    number: r.number,
    kind: r.kind,
    rate: r.rate === null ? null : rateToWire(r.rate),
  }));
}
