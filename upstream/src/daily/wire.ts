/** What the daily areas' reads share: a main wallet id on the hot path, products and rates on the wire, day filters. */
import type { CashbackRates, ProductDay } from '@shared/api/cashback.js';
import { WalletType } from '@shared/constants.js';
import { satangToThb } from '@shared/money.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { bangkokDayOf } from '../lotto/time.js';
import { parseProducts } from './activity.js';
import { fromMilli, ratesOn } from './rates.js';

export const DAILY_PAGE_SIZE = 20;

export function mainWalletOf(ctx: Ctx, memberId: number): number {
  const id = stmt<[number, number], number>(ctx.db, 'SELECT id FROM wallets WHERE member_id = ? AND type = ?').pluck().get(memberId, WalletType.MAIN);
  if (id === undefined) throw new Error(`member ${memberId} has no main wallet`);
  return id;
}

export function wireProducts(json: string): ProductDay[] {
  return parseProducts(json).map((p) => ({ product: p.product, turnover: satangToThb(p.turnover), wins: satangToThb(p.wins) }));
}

/** The cashback rates in force today. */
export function cashbackRatesToday(ctx: Ctx): CashbackRates {
  const rates = ratesOn(ctx, bangkokDayOf(ctx.clock.now()));
  return {
    turnover_rate: fromMilli(rates.turnoverRate),
    loss_rate: fromMilli(rates.lossRate),
    min_loss: satangToThb(rates.minLoss),
    max_refund: satangToThb(rates.maxRefund),
  };
}

/** `AND day >= ? AND day <= ?` for the bounds given, with their parameters. */
export function dayFilter(range: { from?: string | undefined; to?: string | undefined }): { sql: string; params: string[] } {
  let sql = '';
  const params: string[] = [];
  if (range.from) {
    sql += ' AND day >= ?';
    params.push(range.from);
  }
  if (range.to) {
    sql += ' AND day <= ?';
    params.push(range.to);
  }
  return { sql, params };
}
