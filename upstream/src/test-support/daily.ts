/** Helpers for the daily jobs' tests (cashback, loss refund, affiliate) on a real upstream. */
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { DailyRun } from '#shared/api/daily-operator.js';
import type { Paged } from '#shared/api/common.js';
import { OPERATOR } from '#shared/api/paths.js';
import { addDays, bangkokDayOf, dayStart, MINUTE } from '#shared/dates/calendar.js';
import { openRound, placeBill } from './lotto.js';
import { TEST_AGENT_KEY, type RegisteredMember, type TestUpstream } from './upstream.js';

export function today(up: TestUpstream): string {
  return bangkokDayOf(up.clock.now());
}

/** Moves the clock (running every timer due, and waiting for what they started) to a minute past the coming Bangkok midnight; answers the day that ended. */
export async function pastMidnight(up: TestUpstream): Promise<string> {
  const day = today(up);
  await up.moveClockTo(dayStart(addDays(day, 1)) + MINUTE);
  return day;
}

/** Moves the clock to 10:00 of the next Bangkok day (runs every timer due on the way, and waits for their work). */
export async function nextMorning(up: TestUpstream): Promise<string> {
  const day = addDays(today(up), 1);
  await up.moveClockTo(dayStart(day) + 10 * 60 * MINUTE);
  return day;
}

/** Stakes `thb` on today's Hanoi round in runtop items of at most 10,000 THB (no result comes without the agent). */
export async function stakeLotto(up: TestUpstream, member: RegisteredMember, thb: number): Promise<void> {
  const round = await openRound(up, 'HANOI');
  const items = [];
  for (let left = thb, digit = 0; left > 0; left -= 10_000, digit++) {
    items.push({ bet_type: 'runtop' as const, number: String(digit), amount: Math.min(left, 10_000) });
  }
  await placeBill(up, member, { round_id: round.id, items });
}

/** Stakes `thb` (≤ 10,000) on the open 15-minute yeekee round. */
export async function stakeYeekee(up: TestUpstream, member: RegisteredMember, thb: number): Promise<void> {
  const round = await openRound(up, 'YEEKEE_15');
  await placeBill(up, member, { round_id: round.id, items: [{ bet_type: 'runtop', number: '7', amount: thb }] });
}

export async function runsOf(up: TestUpstream, day: string): Promise<DailyRun[]> {
  const reply = await up.get<Paged<DailyRun>>(OPERATOR.dailyRuns, { headers: { authorization: `Bearer ${TEST_AGENT_KEY}` } });
  expect(reply.body.error).toBe(0);
  return reply.body.data!.items.filter((run) => run.day === day).sort((a, b) => a.job.localeCompare(b.job));
}

/** Sum of a member's ledger entries of one kind (satang). */
export async function ledgerSum(up: TestUpstream, member: RegisteredMember, kind: string): Promise<number> {
  const row = await up.db
    .selectFrom('ledger_entries as e')
    .innerJoin('members as m', 'm.id', 'e.member_id')
    .select(sql<number>`COALESCE(SUM(e.amount), 0)`.as('total'))
    .where('e.kind', '=', kind)
    .where('m.username', '=', member.input.username)
    .executeTakeFirstOrThrow();
  return row.total;
}
