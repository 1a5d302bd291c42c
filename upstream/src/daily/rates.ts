/**
 * The daily jobs' rates (docs/decisions/0034): rows by the first Bangkok day
 * they measure. The job for day D uses the row in force on D; the agent's
 * change made today is stored for tomorrow, so a day already running (or
 * measured) never changes under its members.
 */
import type { CashbackSettingsInput, DailySettings } from '#shared/api/daily-operator.js';
import { satangToThb, thbToSatang, type Satang } from '#shared/money.js';
import type { Selectable } from 'kysely';
import type { Ctx } from '../context.js';
import type { DB } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { addDays, bangkokDayOf } from '#shared/dates/calendar.js';

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

type RatesRow = Selectable<DB['daily_settings']>;

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
export async function ratesOn(ctx: Ctx, day: string): Promise<DailyRates> {
  const row = await ctx.db
    .selectFrom('daily_settings')
    .selectAll()
    .where('effective_from', '<=', day)
    .orderBy('effective_from', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new Error(`no daily rates in force on ${day}`);
  return toRates(row);
}

/** The rates in force today, and whether a change waits for tomorrow. */
export async function dailySettings(ctx: Ctx): Promise<DailySettings> {
  const today = bangkokDayOf(ctx.clock.now());
  const rates = await ratesOn(ctx, today);
  const pending = await ctx.db
    .selectFrom('daily_settings')
    .select('effective_from')
    .where('effective_from', '>', today)
    .orderBy('effective_from')
    .limit(1)
    .executeTakeFirst();
  return {
    turnover_rate: fromMilli(rates.turnoverRate),
    loss_rate: fromMilli(rates.lossRate),
    min_loss: satangToThb(rates.minLoss),
    max_refund: satangToThb(rates.maxRefund),
    affiliate_rates: rates.affiliateRates.map(fromMilli),
    affiliate_min_redeem: satangToThb(rates.affiliateMinRedeem),
    effective_from: rates.effectiveFrom,
    pending: pending ? { effective_from: pending.effective_from } : null,
  };
}

/**
 * A change by the agent: what it leaves out keeps the latest value (pending
 * or in force), and it measures from tomorrow. Another change the same day
 * replaces tomorrow's row (one upsert on its key, so two changes at once
 * leave one row, the later one's).
 */
export async function setDailySettings(ctx: Ctx, input: CashbackSettingsInput): Promise<DailySettings> {
  const now = ctx.clock.now();
  const tomorrow = addDays(bangkokDayOf(now), 1);
  await inTransaction(ctx.db, async () => {
    const latest = toRates(await ctx.db.selectFrom('daily_settings').selectAll().orderBy('effective_from', 'desc').limit(1).executeTakeFirstOrThrow());
    const [r1, r2, r3] = input.affiliate_rates?.map(toMilli) ?? latest.affiliateRates;
    const change = {
      turnover_rate: input.turnover_rate === undefined ? latest.turnoverRate : toMilli(input.turnover_rate),
      loss_rate: input.loss_rate === undefined ? latest.lossRate : toMilli(input.loss_rate),
      min_loss: input.min_loss === undefined ? latest.minLoss : thbToSatang(input.min_loss),
      max_refund: input.max_refund === undefined ? latest.maxRefund : thbToSatang(input.max_refund),
      affiliate_rate1: r1!,
      affiliate_rate2: r2!,
      affiliate_rate3: r3!,
      affiliate_min_redeem: input.affiliate_min_redeem === undefined ? latest.affiliateMinRedeem : thbToSatang(input.affiliate_min_redeem),
      created_at: now,
    };
    await ctx.db
      .insertInto('daily_settings')
      .values({ effective_from: tomorrow, ...change })
      .onConflict((oc) => oc.column('effective_from').doUpdateSet(change))
      .execute();
  });
  return dailySettings(ctx);
}
