/**
 * A vote spends one of the member's votes of the Bangkok day. The checks, the
 * vote row and the choice's count run in one transaction: the idempotency
 * wrapper's (every submit runs in it), which holds the member's lock before
 * the quota is counted (SQLite's write lock; the member's row on PostgreSQL),
 * so a second vote of the member (here or in another process) waits and then
 * counts this one.
 */
import type { PollQuotaCheck, PollVote } from '#shared/api/poll.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode, ERRORS } from '#shared/errors.js';
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import { effectiveLimits } from '../limits/service.js';
import { bangkokDayOf, wireTime } from '#shared/dates/calendar.js';
import { agentIdOf, requirePoll, statsOf, statusOf, type PollRow } from './polls.js';
import { quotaOf } from './quota.js';

/** Why the member cannot vote in this poll now, or null. */
async function refusalOf(ctx: Ctx, memberId: number, poll: PollRow, now: number): Promise<ErrorCode | null> {
  if (statusOf(poll, now) !== 'open') return ErrorCode.POLL_NOT_OPEN;
  // Self-exclusion shuts the member out of everything that earns money; a poll pays a prize.
  if ((await effectiveLimits(ctx, memberId, now)).selfExcludedUntil !== null) return ErrorCode.SELF_EXCLUDED;
  if ((await quotaOf(ctx, memberId, now)).left < 1) return ErrorCode.POLL_NO_QUOTA;
  return null;
}

export async function checkQuota(ctx: Ctx, memberId: number, pollId: number, agentId: number | undefined): Promise<PollQuotaCheck> {
  const now = ctx.clock.now();
  const poll = await requirePoll(ctx, pollId, agentId === undefined ? undefined : await agentIdOf(ctx, agentId));
  const refusal = await refusalOf(ctx, memberId, poll, now);
  return { can_vote: refusal === null, reason: refusal === null ? null : ERRORS[refusal].message, quota: await quotaOf(ctx, memberId, now) };
}

/**
 * Counts the vote on its poll, only while the poll is still open: one
 * conditional UPDATE of the poll's row. On PostgreSQL it waits for a
 * settlement or an early close holding that row and then refuses; one that
 * comes after waits for this vote to commit and counts it. Never moves the
 * poll's version back (votes of two members may commit out of id order).
 */
async function countOnPoll(ctx: Ctx, pollId: number, voteId: number, now: number): Promise<PollRow | undefined> {
  return ctx.db
    .updateTable('polls')
    .set((eb) => ({ last_vote_id: eb.case().when('last_vote_id', '>', voteId).then(eb.ref('last_vote_id')).else(voteId).end() }))
    .where('id', '=', pollId)
    .where('settled_at', 'is', null)
    .where('opens_at', '<=', now)
    .where('closes_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

export async function submitVote(ctx: Ctx, memberId: number, pollId: number, choiceId: number): Promise<PollVote> {
  return inTransaction(ctx.db, async () => {
    const now = ctx.clock.now();
    const poll = await requirePoll(ctx, pollId);
    const choice = await ctx.db.selectFrom('poll_choices').select('id').where('id', '=', choiceId).where('poll_id', '=', pollId).executeTakeFirst();
    if (!choice) throw new AppError(ErrorCode.POLL_CHOICE_NOT_FOUND);
    const refusal = await refusalOf(ctx, memberId, poll, now);
    if (refusal !== null) throw new AppError(refusal);
    const vote = await ctx.db
      .insertInto('poll_votes')
      .values({ poll_id: pollId, choice_id: choiceId, member_id: memberId, day: bangkokDayOf(now), created_at: now })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    // Closed meanwhile: the refusal rolls the vote back with the transaction.
    const updated = await countOnPoll(ctx, pollId, vote.id, now);
    if (!updated) throw new AppError(ErrorCode.POLL_NOT_OPEN);
    await ctx.db
      .updateTable('poll_choices')
      .set((eb) => ({ votes: eb('votes', '+', 1) }))
      .where('id', '=', choiceId)
      .execute();
    return {
      vote: { id: vote.id, poll_id: pollId, choice_id: choiceId, created_at: wireTime(vote.created_at) },
      stats: await statsOf(ctx, updated, now),
      quota: await quotaOf(ctx, memberId, now),
    };
  });
}
