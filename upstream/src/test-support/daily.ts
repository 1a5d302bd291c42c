/** Helpers for the daily jobs' tests (cashback, loss refund, affiliate) on a real upstream. */
import { expect } from 'vitest';
import type { DailyRun } from '@shared/api/daily-operator.js';
import type { Paged } from '@shared/api/common.js';
import { OPERATOR } from '@shared/api/paths.js';
import { addDays, bangkokDayOf, dayStart, MINUTE } from '../lotto/time.js';
import { openRound, placeBill } from './lotto.js';
import { TEST_AGENT_KEY, type RegisteredMember, type TestUpstream } from './upstream.js';

export function today(up: TestUpstream): string {
  return bangkokDayOf(up.clock.now());
}

/** Moves the clock (running every timer due) to a minute past the coming Bangkok midnight; answers the day that ended. */
export function pastMidnight(up: TestUpstream): string {
  const day = today(up);
  up.clock.set(dayStart(addDays(day, 1)) + MINUTE);
  return day;
}

/** Moves the clock to 10:00 of the next Bangkok day (runs every timer due on the way). */
export function nextMorning(up: TestUpstream): string {
  const day = addDays(today(up), 1);
  up.clock.set(dayStart(day) + 10 * 60 * MINUTE);
  return day;
}

/** Stakes `thb` on today's Hanoi round in runtop items of at most 10,000 THB (no result comes without the agent). */
export async function stakeLotto(up: TestUpstream, member: RegisteredMember, thb: number): Promise<void> {
  const round = openRound(up, 'HANOI');
  const items = [];
  for (let left = thb, digit = 0; left > 0; left -= 10_000, digit++) {
    items.push({ bet_type: 'runtop' as const, number: String(digit), amount: Math.min(left, 10_000) });
  }
  await placeBill(up, member, { round_id: round.id, items });
}

/** Stakes `thb` (≤ 10,000) on the open 15-minute yeekee round. */
export async function stakeYeekee(up: TestUpstream, member: RegisteredMember, thb: number): Promise<void> {
  const round = openRound(up, 'YEEKEE_15');
  await placeBill(up, member, { round_id: round.id, items: [{ bet_type: 'runtop', number: '7', amount: thb }] });
}

export async function runsOf(up: TestUpstream, day: string): Promise<DailyRun[]> {
  const reply = await up.get<Paged<DailyRun>>(OPERATOR.dailyRuns, { headers: { authorization: `Bearer ${TEST_AGENT_KEY}` } });
  expect(reply.body.error).toBe(0);
  return reply.body.data!.items.filter((run) => run.day === day).sort((a, b) => a.job.localeCompare(b.job));
}

/** Sum of a member's ledger entries of one kind (satang). */
export function ledgerSum(up: TestUpstream, member: RegisteredMember, kind: string): number {
  return up.db
    .prepare('SELECT COALESCE(SUM(amount), 0) FROM ledger_entries WHERE kind = ? AND member_id = (SELECT id FROM members WHERE username = ?)')
    .pluck()
    .get(kind, member.input.username) as number;
}
