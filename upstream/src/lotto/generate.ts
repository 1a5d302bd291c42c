/**
 * Makes the rounds of every category drawn today or tomorrow, or opening by the
 * end of tomorrow (Bangkok), and keeps doing so as the scheduler runs it. Idempotent: a round
 * is known by (category, opens_at, closes_at). Rounds that closed while the
 * process was down are not made after the fact: nobody could have bet on them.
 */
import { sql } from 'kysely';
import type { BetType } from '#shared/api/lotto/rounds.js';
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import { allCategories, fastRoundSeconds, type Category } from './categories.js';
import { rateFromThb, ratesOf } from './rates.js';
import { fastYeekeeOccurrences, lookaheadDays, occurrencesOn, type Occurrence } from './schedule.js';
import { addDays, bangkokDayOf, dayStart, HOUR, MINUTE, thaiDay } from '#shared/dates/calendar.js';

/** How far ahead the fast yeekee grid is made: twenty rounds and at least twenty minutes (regenerated at half that). */
export const fastHorizonMs = (seconds: number) => Math.max(20 * MINUTE, 20 * seconds * 1000);

/** How often generation runs again. */
export function generationIntervalMs(ctx: Ctx): number {
  const seconds = ctx.settings.lotto.yeekeeRoundSeconds;
  return seconds === undefined ? HOUR : Math.min(HOUR, fastHorizonMs(seconds) / 2);
}

export function roundName(category: Category, occurrence: Occurrence): string {
  if (category.kind === 'yeekee') return `${category.name} รอบที่ ${occurrence.round_no} · ${thaiDay(occurrence.draw_date)}`;
  return `${category.name} งวด ${thaiDay(occurrence.draw_date)}`;
}

function dueOccurrences(ctx: Ctx, category: Category, now: number): Occurrence[] {
  const fast = fastRoundSeconds(ctx, category);
  if (fast !== undefined) return fastYeekeeOccurrences(fast, now, now + fastHorizonMs(fast), bangkokDayOf);
  const today = bangkokDayOf(now);
  const tomorrow = addDays(today, 1);
  const horizon = dayStart(addDays(today, 2));
  const found: Occurrence[] = [];
  for (let d = -1; d <= lookaheadDays(category.schedule); d++) {
    for (const o of occurrencesOn(category.schedule, addDays(today, d))) {
      // Today's and tomorrow's draws whole (a yeekee day runs to 04:00 after it), and anything opening by the end of tomorrow.
      if (o.closes_at > now && (o.draw_date <= tomorrow || o.opens_at < horizon)) found.push(o);
    }
  }
  return found;
}

/**
 * A yeekee category whose round length changed (the fast grid switched on or
 * off) drops its upcoming rounds that are off the grid: they never opened, so
 * no bill or shot is on them.
 */
async function dropOffGrid(ctx: Ctx, category: Category, expected: Occurrence[], now: number): Promise<void> {
  if (category.kind !== 'yeekee') return;
  const keep = new Set(expected.map((o) => `${o.opens_at}|${o.closes_at}`));
  const upcoming = await ctx.db
    .selectFrom('lotto_rounds')
    .select(['id', 'opens_at', 'closes_at'])
    .where('category_id', '=', category.id)
    .where('status', '=', 'upcoming')
    .where('opens_at', '>', now)
    .execute();
  for (const round of upcoming) {
    if (keep.has(`${round.opens_at}|${round.closes_at}`)) continue;
    await ctx.db
      .updateTable('lotto_rounds')
      .set({ status: 'cancelled', cancelled_at: now })
      .where('id', '=', round.id)
      .where('status', '=', 'upcoming')
      .execute();
  }
}

/** The latest close of a category's live rounds: occurrences up to it exist already. */
async function generatedUntil(ctx: Ctx, categoryId: number): Promise<number> {
  const { until } = await ctx.db
    .selectFrom('lotto_rounds')
    .select(sql<number | null>`MAX(closes_at)`.as('until'))
    .where('category_id', '=', categoryId)
    .where((eb) => eb.or([eb('status', '!=', 'cancelled'), eb('opened_at', 'is not', null)]))
    .executeTakeFirstOrThrow();
  return until ?? 0;
}

/** Makes one round and its restricted numbers; nothing when the round exists already. */
async function insertRound(ctx: Ctx, category: Category, o: Occurrence, rates: Map<BetType, number>, now: number): Promise<boolean> {
  const row = await ctx.db
    .insertInto('lotto_rounds')
    .values({
      category_id: category.id,
      draw_date: o.draw_date,
      round_no: o.round_no,
      name: roundName(category, o),
      status: 'upcoming',
      opens_at: o.opens_at,
      closes_at: o.closes_at,
      result_at: o.result_at,
      created_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return false;
  for (const r of category.restricted) {
    const full = rates.get(r.bet_type);
    if (full === undefined) continue;
    const rate = r.kind === 'closed' ? null : r.rate !== undefined ? rateFromThb(r.rate) : Math.floor(full / 2);
    await ctx.db
      .insertInto('lotto_restricted_numbers')
      .values({ round_id: row.id, bet_type: r.bet_type, number: r.number, kind: r.kind, rate })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return true;
}

/**
 * `firstRun`: the round length of a yeekee category may have changed since the
 * last process (settings are fixed while one runs), so its grid is checked.
 */
export async function generateRounds(ctx: Ctx, now: number, firstRun = true): Promise<number> {
  return inTransaction(ctx.db, async () => {
    let made = 0;
    for (const category of await allCategories(ctx.db)) {
      let occurrences = dueOccurrences(ctx, category, now);
      if (firstRun) await dropOffGrid(ctx, category, occurrences, now);
      const until = await generatedUntil(ctx, category.id);
      occurrences = occurrences.filter((o) => o.closes_at > until);
      if (occurrences.length === 0) continue;
      const rates = category.restricted.length > 0 ? await ratesOf(ctx.db, category.id) : new Map<BetType, number>();
      for (const o of occurrences) if (await insertRound(ctx, category, o, rates, now)) made += 1;
    }
    return made;
  });
}
