/**
 * Makes the rounds of every category drawn today or tomorrow, or opening by the
 * end of tomorrow (Bangkok), and keeps doing so as the scheduler runs it. Idempotent: a round
 * is known by (category, opens_at, closes_at). Rounds that closed while the
 * process was down are not made after the fact: nobody could have bet on them.
 */
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { allCategories, fastRoundSeconds, type Category } from './categories.js';
import { rateFromThb, ratesOf } from './rates.js';
import { fastYeekeeOccurrences, lookaheadDays, occurrencesOn, type Occurrence } from './schedule.js';
import { addDays, bangkokDayOf, dayStart, HOUR, MINUTE, thaiDay } from './time.js';

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
function dropOffGrid(ctx: Ctx, category: Category, expected: Occurrence[], now: number): void {
  if (category.kind !== 'yeekee') return;
  const keep = new Set(expected.map((o) => `${o.opens_at}|${o.closes_at}`));
  const upcoming = stmt<[number, number], { id: number; opens_at: number; closes_at: number }>(
    ctx.db,
    `SELECT id, opens_at, closes_at FROM lotto_rounds WHERE category_id = ? AND status = 'upcoming' AND opens_at > ?`,
  ).all(category.id, now);
  const cancel = stmt(ctx.db, `UPDATE lotto_rounds SET status = 'cancelled', cancelled_at = ? WHERE id = ? AND status = 'upcoming'`);
  for (const round of upcoming) if (!keep.has(`${round.opens_at}|${round.closes_at}`)) cancel.run(now, round.id);
}

/** The latest close of a category's live rounds: occurrences up to it exist already. */
function generatedUntil(ctx: Ctx, categoryId: number): number {
  return (
    stmt<[number], number | null>(
      ctx.db,
      `SELECT MAX(closes_at) FROM lotto_rounds WHERE category_id = ? AND (status != 'cancelled' OR opened_at IS NOT NULL)`,
    )
      .pluck()
      .get(categoryId) ?? 0
  );
}

/**
 * `firstRun`: the round length of a yeekee category may have changed since the
 * last process (settings are fixed while one runs), so its grid is checked.
 */
export function generateRounds(ctx: Ctx, now: number, firstRun = true): number {
  let made = 0;
  ctx.db.transaction(() => {
    const insert = stmt<unknown[], { id: number }>(
      ctx.db,
      `INSERT INTO lotto_rounds (category_id, draw_date, round_no, name, status, opens_at, closes_at, result_at, created_at)
       VALUES (?, ?, ?, ?, 'upcoming', ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING id`,
    );
    const restrict = stmt(
      ctx.db,
      'INSERT OR IGNORE INTO lotto_restricted_numbers (round_id, bet_type, number, kind, rate) VALUES (?, ?, ?, ?, ?)',
    );
    for (const category of allCategories(ctx.db)) {
      let occurrences = dueOccurrences(ctx, category, now);
      if (firstRun) dropOffGrid(ctx, category, occurrences, now);
      const until = generatedUntil(ctx, category.id);
      occurrences = occurrences.filter((o) => o.closes_at > until);
      if (occurrences.length === 0) continue;
      const rates = category.restricted.length > 0 ? ratesOf(ctx.db, category.id) : new Map();
      for (const o of occurrences) {
        const row = insert.get(category.id, o.draw_date, o.round_no, roundName(category, o), o.opens_at, o.closes_at, o.result_at, now);
        if (!row) continue;
        made += 1;
        for (const r of category.restricted) {
          const full = rates.get(r.bet_type);
          if (full === undefined) continue;
          const rate = r.kind === 'closed' ? null : r.rate !== undefined ? rateFromThb(r.rate) : Math.floor(full / 2);
          restrict.run(row.id, r.bet_type, r.number, r.kind, rate);
        }
      }
    }
  })();
  return made;
}
