/** What the daily areas' reads share: products and rates on the wire, day filters. */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { CashbackRates, ProductDay } from '#shared/api/cashback.js';
import { satangToThb } from '#shared/money.js';
import type { Ctx } from '../context.js';
import { bangkokDayOf } from '#shared/dates/calendar.js';
import { parseProducts } from './activity.js';
import { fromMilli, ratesOn } from './rates.js';

export const DAILY_PAGE_SIZE = 20;

export function wireProducts(json: string): ProductDay[] {
  return parseProducts(json).map((p) => ({ product: p.product, turnover: satangToThb(p.turnover), wins: satangToThb(p.wins) }));
}

/** The cashback rates in force today. */
export async function cashbackRatesToday(ctx: Ctx): Promise<CashbackRates> {
  const rates = await ratesOn(ctx, bangkokDayOf(ctx.clock.now()));
  return {
    turnover_rate: fromMilli(rates.turnoverRate),
    loss_rate: fromMilli(rates.lossRate),
    min_loss: satangToThb(rates.minLoss),
    max_refund: satangToThb(rates.maxRefund),
  };
}

/**
 * `day >= from AND day <= to` for the bounds given (always true for none),
 * for a query of a table with a `day` column: `.where(dayRange(query))`.
 */
export function dayRange(range: { from?: string | undefined; to?: string | undefined }): Expression<SqlBool> {
  const bounds = [];
  if (range.from) bounds.push(sql<SqlBool>`day >= ${range.from}`);
  if (range.to) bounds.push(sql<SqlBool>`day <= ${range.to}`);
  return bounds.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.join(bounds, sql` AND `)}`;
}
