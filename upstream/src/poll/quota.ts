/**
 * A member's votes for a Bangkok day, over every poll (docs/decisions/0036):
 * 1 free, plus 1 per full 300 THB of deposits paid that day. Nothing is
 * stored but the votes: the quota is counted from the deposits and the votes
 * of the day each time, inside the vote's immediate transaction, so two votes
 * racing (in one process or two) cannot both take the last one.
 */
import type { PollQuota } from '@shared/api/poll.js';
import { satangToThb, type Satang } from '@shared/money.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { bangkokDayOf, DAY, dayStart } from '../lotto/time.js';

export const POLL_FREE_VOTES = 1;
/** Deposits that earn one more vote, satang. */
export const POLL_DEPOSIT_PER_VOTE: Satang = 300_00;

export function depositsPaidOn(ctx: Ctx, memberId: number, day: string): Satang {
  const start = dayStart(day);
  return stmt<[number, number, number], number>(
    ctx.db,
    `SELECT COALESCE(SUM(amount), 0) FROM deposits WHERE member_id = ? AND status = 'paid' AND paid_at >= ? AND paid_at < ?`,
  )
    .pluck()
    .get(memberId, start, start + DAY) as number;
}

export function votesUsedOn(ctx: Ctx, memberId: number, day: string): number {
  return stmt<[number, string], number>(ctx.db, 'SELECT COUNT(*) FROM poll_votes WHERE member_id = ? AND day = ?').pluck().get(memberId, day) as number;
}

export function quotaOf(ctx: Ctx, memberId: number, now: number): PollQuota {
  const day = bangkokDayOf(now);
  const deposited = depositsPaidOn(ctx, memberId, day);
  const earned = Math.floor(deposited / POLL_DEPOSIT_PER_VOTE);
  const used = votesUsedOn(ctx, memberId, day);
  return {
    day,
    free: POLL_FREE_VOTES,
    per_deposit: satangToThb(POLL_DEPOSIT_PER_VOTE),
    deposit_today: satangToThb(deposited),
    earned,
    used,
    left: Math.max(0, POLL_FREE_VOTES + earned - used),
    deposit_to_next: satangToThb(POLL_DEPOSIT_PER_VOTE - (deposited % POLL_DEPOSIT_PER_VOTE)),
  };
}
