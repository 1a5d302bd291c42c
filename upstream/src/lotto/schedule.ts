/**
 * When a category's rounds open, close and draw (pure). Each schedule lists
 * its rounds of one Bangkok day; the fast yeekee grid of `yeekeeRoundSeconds`
 * lists rounds in a window of time instead.
 */
import { addDays, atTime, dayOfMonth, dayStart, DAY, MINUTE, weekdayOf } from '#shared/dates/calendar.js';

export type Schedule =
  /** Draws on days of the month; a round opens when the previous draw's result is out. */
  | { type: 'monthly'; days: number[]; closes: string; result: string }
  /** Draws on weekdays (0 Sunday … 6 Saturday); a round opens a fixed time before it closes. */
  | { type: 'weekly'; weekdays: number[]; opens_before_minutes: number; closes: string; result: string }
  /** Back-to-back rounds from `first_opens`; the result is computed at close. */
  | { type: 'yeekee'; first_opens: string; round_minutes: number; rounds: number };

export interface Occurrence {
  draw_date: string;
  round_no: number;
  opens_at: number;
  closes_at: number;
  result_at: number;
}

/** Days before a draw day that `occurrencesOn` may have to look back (monthly: the previous draw). */
const MONTH_LOOKBACK_DAYS = 31;

export function occurrencesOn(schedule: Schedule, day: string): Occurrence[] {
  switch (schedule.type) {
    case 'monthly': {
      if (!schedule.days.includes(dayOfMonth(day))) return [];
      let previous = addDays(day, -1);
      for (let i = 0; i < MONTH_LOOKBACK_DAYS && !schedule.days.includes(dayOfMonth(previous)); i++) previous = addDays(previous, -1);
      return [
        {
          draw_date: day,
          round_no: 1,
          opens_at: atTime(previous, schedule.result),
          closes_at: atTime(day, schedule.closes),
          result_at: atTime(day, schedule.result),
        },
      ];
    }
    case 'weekly': {
      if (!schedule.weekdays.includes(weekdayOf(day))) return [];
      const closesAt = atTime(day, schedule.closes);
      return [
        {
          draw_date: day,
          round_no: 1,
          opens_at: closesAt - schedule.opens_before_minutes * MINUTE,
          closes_at: closesAt,
          result_at: atTime(day, schedule.result),
        },
      ];
    }
    case 'yeekee': {
      const first = atTime(day, schedule.first_opens);
      const length = schedule.round_minutes * MINUTE;
      return Array.from({ length: schedule.rounds }, (_, i) => ({
        draw_date: day,
        round_no: i + 1,
        opens_at: first + i * length,
        closes_at: first + (i + 1) * length,
        result_at: first + (i + 1) * length,
      }));
    }
  }
}

/** How many days ahead of today a schedule may hold a round that opens by the end of tomorrow. */
export function lookaheadDays(schedule: Schedule): number {
  return schedule.type === 'monthly' ? MONTH_LOOKBACK_DAYS + 2 : 2;
}

/**
 * Rounds of `seconds` back to back around the clock, each day starting at
 * Bangkok midnight (the last round of a day ends at midnight when the length
 * does not divide a day). Those that close in (from, to].
 */
export function fastYeekeeOccurrences(seconds: number, from: number, to: number, dayOf: (ms: number) => string): Occurrence[] {
  const length = seconds * 1000;
  const rounds: Occurrence[] = [];
  let day = dayOf(from);
  while (dayStart(day) < to) {
    const start = dayStart(day);
    const end = start + DAY;
    // The first round of the day that closes after `from`.
    let index = Math.max(0, Math.floor((from - start) / length));
    for (; start + index * length < end; index++) {
      const opensAt = start + index * length;
      const closesAt = Math.min(opensAt + length, end);
      if (closesAt <= from) continue;
      if (closesAt > to) break;
      rounds.push({ draw_date: day, round_no: index + 1, opens_at: opensAt, closes_at: closesAt, result_at: closesAt });
    }
    day = addDays(day, 1);
  }
  return rounds;
}
