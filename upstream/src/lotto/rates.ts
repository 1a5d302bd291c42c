/** Rates, limits and restricted numbers (เลขอั้น) as stored, and their wire shapes. */
import type { Database } from 'better-sqlite3';
import type { BetType, LimitRow, RateRow, RestrictedNumber } from '@shared/api/lotto/rounds.js';
import { satangToThb } from '@shared/money.js';
import { stmt } from '../db/statements.js';
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

export function ratesOf(db: Database, categoryId: number): Map<BetType, number> {
  const rows = stmt<[number], { bet_type: BetType; rate: number }>(
    db,
    'SELECT bet_type, rate FROM lotto_rates WHERE category_id = ?',
  ).all(categoryId);
  return new Map(rows.map((r) => [r.bet_type, r.rate]));
}

export function limitsOf(db: Database, categoryId: number): Map<BetType, Limit> {
  const rows = stmt<[number], Limit & { bet_type: BetType }>(
    db,
    'SELECT bet_type, min_amount, max_amount, max_per_number FROM lotto_limits WHERE category_id = ?',
  ).all(categoryId);
  return new Map(rows.map(({ bet_type, ...limit }) => [bet_type, limit]));
}

interface RestrictedRow {
  bet_type: BetType;
  number: string;
  kind: 'closed' | 'reduced';
  rate: number | null;
}

function restrictedRows(db: Database, roundId: number): RestrictedRow[] {
  return stmt<[number], RestrictedRow>(
    db,
    'SELECT bet_type, number, kind, rate FROM lotto_restricted_numbers WHERE round_id = ? ORDER BY bet_type, number',
  ).all(roundId);
}

export function restrictionsOf(db: Database, roundId: number): Map<string, Restriction> {
  return new Map(restrictedRows(db, roundId).map((r) => [restrictionKey(r.bet_type, r.number), { kind: r.kind, rate: r.rate }]));
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

export function wireRestricted(db: Database, roundId: number): RestrictedNumber[] {
  return restrictedRows(db, roundId).map((r) => ({
    bet_type: r.bet_type,
    number: r.number,
    kind: r.kind,
    rate: r.rate === null ? null : rateToWire(r.rate),
  }));
}
