/**
 * Login days for the "days in a row" quests: one row per member and Bangkok
 * day, written when a session starts (login or registration). A table of
 * days, not a streak counter, so the streak is always recomputed from facts.
 */
import type { Database } from 'better-sqlite3';
import { stmt } from '../db/statements.js';
import { addDays, bangkokDayOf, dayStart } from '../lotto/time.js';

export function recordLoginDay(db: Database, memberId: number, now: number): void {
  stmt(db, 'INSERT OR IGNORE INTO member_login_days (member_id, day) VALUES (?, ?)').run(memberId, bangkokDayOf(now));
}

/**
 * Bangkok days in a row with a login, ending today (or yesterday, when the
 * member has not logged in again yet today: the streak is not broken before
 * the day is over); days before `notBefore` do not count.
 */
export function loginStreak(db: Database, memberId: number, now: number, notBefore: number | null): number {
  const days = new Set(
    stmt<[number, string], string>(db, 'SELECT day FROM member_login_days WHERE member_id = ? AND day <= ? ORDER BY day DESC LIMIT 400')
      .pluck()
      .all(memberId, bangkokDayOf(now)),
  );
  let day = bangkokDayOf(now);
  if (!days.has(day)) day = addDays(day, -1);
  let streak = 0;
  while (days.has(day) && (notBefore === null || dayStart(day) >= notBefore)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}
