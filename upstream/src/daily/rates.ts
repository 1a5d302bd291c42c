/**
 * The daily jobs' rates (docs/decisions/0034): rows by the first Bangkok day
 * they measure. The job for day D uses the row in force on D; the agent's
 * change made today is stored for tomorrow, so a day already running (or
 * measured) never changes under its members.
 */
import type { CashbackSettingsInput, DailySettings } from '@shared/api/daily-operator.js';
import { satangToThb, thbToSatang, type Satang } from '@shared/money.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { addDays, bangkokDayOf } from '../lotto/time.js';

/** A rate in thousandths of a percent: 300 = 0.3 %. */
export type MilliPercent = number;

export interface DailyRates {
  effectiveFrom: string;
  turnoverRate: MilliPercent;
  lossRate: MilliPercent;
  minLoss: Satang;
  maxRefund: Satang;
  /** levels 1, 2, 3 */
  affiliateRates: [MilliPercent, MilliPercent, MilliPercent];
  affiliateMinRedeem: Satang;
}

interface RatesRow {
  effective_from: string;
  turnover_rate: number;
  loss_rate: number;
  min_loss: number;
  max_refund: number;
  affiliate_rate1: number;
  affiliate_rate2: number;
  affiliate_rate3: number;
  affiliate_min_redeem: number;
}

const MILLI_PER_WHOLE = 100_000;

/** floor(amount × rate): integer arithmetic, exact for any amount a ledger can hold. */
export function percentOf(amount: Satang, rate: MilliPercent): Satang {
  if (amount <= 0 || rate <= 0) return 0;
  const product = amount * rate;
  if (Number.isSafeInteger(product)) return Math.floor(product / MILLI_PER_WHOLE);
  return Number((BigInt(amount) * BigInt(rate)) / BigInt(MILLI_PER_WHOLE));
}

export const toMilli = (percent: number): MilliPercent => Math.round(percent * 1000);
export const fromMilli = (rate: MilliPercent): number => rate / 1000;

function toRates(row: RatesRow): DailyRates {
  return {
    effectiveFrom: row.effective_from,
    turnoverRate: row.turnover_rate,
    lossRate: row.loss_rate,
    minLoss: row.min_loss,
    maxRefund: row.max_refund,
    affiliateRates: [row.affiliate_rate1, row.affiliate_rate2, row.affiliate_rate3],
    affiliateMinRedeem: row.affiliate_min_redeem,
  };
}

/** The rates in force on a Bangkok day. */
export function ratesOn(ctx: Ctx, day: string): DailyRates {
  const row = stmt<[string], RatesRow>(ctx.db, 'SELECT * FROM daily_settings WHERE effective_from <= ? ORDER BY effective_from DESC LIMIT 1').get(day);
  if (!row) throw new Error(`no daily rates in force on ${day}`);
  return toRates(row);
}

/** The rates in force today, and whether a change waits for tomorrow. */
export function dailySettings(ctx: Ctx): DailySettings {
  const today = bangkokDayOf(ctx.clock.now());
  const rates = ratesOn(ctx, today);
  const pending = stmt<[string], string>(ctx.db, 'SELECT MIN(effective_from) FROM daily_settings WHERE effective_from > ?').pluck().get(today);
  return {
    turnover_rate: fromMilli(rates.turnoverRate),
    loss_rate: fromMilli(rates.lossRate),
    min_loss: satangToThb(rates.minLoss),
    max_refund: satangToThb(rates.maxRefund),
    affiliate_rates: rates.affiliateRates.map(fromMilli),
    affiliate_min_redeem: satangToThb(rates.affiliateMinRedeem),
    effective_from: rates.effectiveFrom,
    pending: pending ? { effective_from: pending } : null,
  };
}

/**
 * A change by the agent: what it leaves out keeps the latest value (pending
 * or in force), and it measures from tomorrow. Another change the same day
 * replaces tomorrow's row.
 */
export function setDailySettings(ctx: Ctx, input: CashbackSettingsInput): DailySettings {
  const now = ctx.clock.now();
  const tomorrow = addDays(bangkokDayOf(now), 1);
  ctx.db.transaction(() => {
    const latest = toRates(stmt<[], RatesRow>(ctx.db, 'SELECT * FROM daily_settings ORDER BY effective_from DESC LIMIT 1').get()!);
    const [r1, r2, r3] = input.affiliate_rates?.map(toMilli) ?? latest.affiliateRates;
    stmt(
      ctx.db,
      `INSERT INTO daily_settings (effective_from, turnover_rate, loss_rate, min_loss, max_refund, affiliate_rate1, affiliate_rate2,
         affiliate_rate3, affiliate_min_redeem, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (effective_from) DO UPDATE SET turnover_rate = excluded.turnover_rate, loss_rate = excluded.loss_rate,
         min_loss = excluded.min_loss, max_refund = excluded.max_refund, affiliate_rate1 = excluded.affiliate_rate1,
         affiliate_rate2 = excluded.affiliate_rate2, affiliate_rate3 = excluded.affiliate_rate3,
         affiliate_min_redeem = excluded.affiliate_min_redeem, created_at = excluded.created_at`,
    ).run(
      tomorrow,
      input.turnover_rate === undefined ? latest.turnoverRate : toMilli(input.turnover_rate),
      input.loss_rate === undefined ? latest.lossRate : toMilli(input.loss_rate),
      input.min_loss === undefined ? latest.minLoss : thbToSatang(input.min_loss),
      input.max_refund === undefined ? latest.maxRefund : thbToSatang(input.max_refund),
      r1,
      r2,
      r3,
      input.affiliate_min_redeem === undefined ? latest.affiliateMinRedeem : thbToSatang(input.affiliate_min_redeem),
      now,
    );
  })();
  return dailySettings(ctx);
}
