/**
 * Login days for the "days in a row" quests: one row per member and Bangkok
 * day, written when a session starts (login or registration). A table of
 * days, not a streak counter, so the streak is always recomputed from facts.
 */
import type { Db } from '../db/transaction.js';
import { addDays, bangkokDayOf, dayStart } from '#shared/dates/calendar.js';

export async function recordLoginDay(db: Db, memberId: number, now: number): Promise<void> {
  await db
    .insertInto('member_login_days')
    .values({ member_id: memberId, day: bangkokDayOf(now) })
    .onConflict((oc) => oc.columns(['member_id', 'day']).doNothing())
    .execute();
}

/**
 * Bangkok days in a row with a login, ending today (or yesterday, when the
 * member has not logged in again yet today: the streak is not broken before
 * the day is over); days before `notBefore` do not count.
 */
export async function loginStreak(db: Db, memberId: number, now: number, notBefore: number | null): Promise<number> {
  const rows = await db
    .selectFrom('member_login_days')
    .select('day')
    .where('member_id', '=', memberId)
    .where('day', '<=', bangkokDayOf(now))
    .orderBy('day', 'desc')
    .limit(400)
    .execute();
  const days = new Set(rows.map((row) => row.day));
  let day = bangkokDayOf(now);
  if (!days.has(day)) day = addDays(day, -1);
  let streak = 0;
  while (days.has(day) && (notBefore === null || dayStart(day) >= notBefore)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}
