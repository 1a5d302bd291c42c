/**
 * A vote spends one of the member's votes of the Bangkok day. The checks, the
 * vote row and the choice's count run in one immediate transaction: it takes
 * SQLite's write lock before the quota is counted, so a second vote (here or
 * in another process on the same file) waits and then counts this one.
 */
import type { PollQuotaCheck, PollVote } from '@shared/api/poll.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode, ERRORS } from '@shared/errors.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { effectiveLimits } from '../limits/service.js';
import { bangkokDayOf, wireTime } from '../lotto/time.js';
import { agentIdOf, requirePoll, statsOf, statusOf, type PollRow } from './polls.js';
import { quotaOf } from './quota.js';

/** Why the member cannot vote in this poll now, or null. */
function refusalOf(ctx: Ctx, memberId: number, poll: PollRow, now: number): ErrorCode | null {
  if (statusOf(poll, now) !== 'open') return ErrorCode.POLL_NOT_OPEN;
  // Self-exclusion shuts the member out of everything that earns money; a poll pays a prize.
  if (effectiveLimits(ctx, memberId, now).selfExcludedUntil !== null) return ErrorCode.SELF_EXCLUDED;
  if (quotaOf(ctx, memberId, now).left < 1) return ErrorCode.POLL_NO_QUOTA;
  return null;
}

export function checkQuota(ctx: Ctx, memberId: number, pollId: number, agentId: number | undefined): PollQuotaCheck {
  const now = ctx.clock.now();
  const poll = requirePoll(ctx, pollId, agentId === undefined ? undefined : agentIdOf(ctx, agentId));
  const refusal = refusalOf(ctx, memberId, poll, now);
  return { can_vote: refusal === null, reason: refusal === null ? null : ERRORS[refusal].message, quota: quotaOf(ctx, memberId, now) };
}

export function submitVote(ctx: Ctx, memberId: number, pollId: number, choiceId: number): PollVote {
  return ctx.db
    .transaction((): PollVote => {
      const now = ctx.clock.now();
      const poll = requirePoll(ctx, pollId);
      const choice = stmt<[number, number], number>(ctx.db, 'SELECT id FROM poll_choices WHERE id = ? AND poll_id = ?').pluck().get(choiceId, pollId);
      if (choice === undefined) throw new AppError(ErrorCode.POLL_CHOICE_NOT_FOUND);
      const refusal = refusalOf(ctx, memberId, poll, now);
      if (refusal !== null) throw new AppError(refusal);
      const vote = stmt<[number, number, number, string, number], { id: number; created_at: number }>(
        ctx.db,
        'INSERT INTO poll_votes (poll_id, choice_id, member_id, day, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id, created_at',
      ).get(pollId, choiceId, memberId, bangkokDayOf(now), now)!;
      stmt(ctx.db, 'UPDATE poll_choices SET votes = votes + 1 WHERE id = ?').run(choiceId);
      const updated = stmt<[number, number], PollRow>(ctx.db, 'UPDATE polls SET last_vote_id = ? WHERE id = ? RETURNING *').get(vote.id, pollId)!;
      return {
        vote: { id: vote.id, poll_id: pollId, choice_id: choiceId, created_at: wireTime(vote.created_at) },
        stats: statsOf(ctx, updated, now),
        quota: quotaOf(ctx, memberId, now),
      };
    })
    .immediate();
}
