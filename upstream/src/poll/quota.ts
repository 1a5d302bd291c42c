/**
 * A member's votes for a Bangkok day, over every poll (docs/decisions/0036):
 * 1 free, plus 1 per full 300 THB of deposits paid that day. Nothing is
 * stored but the votes: the quota is counted from the deposits and the votes
 * of the day each time, inside the vote's transaction, which holds the
 * member's lock (SQLite's write lock, the member's row on PostgreSQL), so two
 * votes racing (in one process or two) cannot both take the last one.
 */
import { sql } from 'kysely';
import type { PollQuota } from '#shared/api/poll.js';
import { satangToThb, type Satang } from '#shared/money.js';
import type { Ctx } from '../context.js';
import { bangkokDayOf, DAY, dayStart } from '#shared/dates/calendar.js';

export const POLL_FREE_VOTES = 1;
/** Deposits that earn one more vote, satang. */
export const POLL_DEPOSIT_PER_VOTE: Satang = 300_00;

export async function depositsPaidOn(ctx: Ctx, memberId: number, day: string): Promise<Satang> {
  const start = dayStart(day);
  const row = await ctx.db
    .selectFrom('deposits')
    .select(sql<number>`COALESCE(SUM(amount), 0)`.as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'paid')
    .where('paid_at', '>=', start)
    .where('paid_at', '<', start + DAY)
    .executeTakeFirstOrThrow();
  return row.total;
}

export async function votesUsedOn(ctx: Ctx, memberId: number, day: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('poll_votes')
    .select((eb) => eb.fn.countAll<number>().as('votes'))
    .where('member_id', '=', memberId)
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return row.votes;
}

export async function quotaOf(ctx: Ctx, memberId: number, now: number): Promise<PollQuota> {
  const day = bangkokDayOf(now);
  const deposited = await depositsPaidOn(ctx, memberId, day);
  const earned = Math.floor(deposited / POLL_DEPOSIT_PER_VOTE);
  const used = await votesUsedOn(ctx, memberId, day);
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
