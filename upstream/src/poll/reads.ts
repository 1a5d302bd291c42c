/** The visitor reads of polls: the poll (or the current one), its votes, and its winners with masked names. */
import type { PollConfig, PollStats, PollWinners } from '@shared/api/poll.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { satangToThb } from '@shared/money.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { wireTime } from '../lotto/time.js';
import { maskName } from '../wheel/service.js';
import { agentIdOf, choicesOf, currentPoll, pollToWire, requirePoll, statsOf, statusOf } from './polls.js';

/** Winners listed at most; the count and the total stay exact beyond it. */
export const POLL_WINNERS_LIMIT = 100;

export function pollConfig(ctx: Ctx, pollId: number | undefined, agentId: number | undefined): PollConfig {
  const now = ctx.clock.now();
  const agent = agentIdOf(ctx, agentId);
  const row = pollId === undefined ? currentPoll(ctx, agent, now) : requirePoll(ctx, pollId, agent);
  if (!row) throw new AppError(ErrorCode.POLL_NOT_FOUND);
  return { poll: pollToWire(ctx, row, now) };
}

export function pollStats(ctx: Ctx, pollId: number, agentId: number | undefined): PollStats {
  return statsOf(ctx, requirePoll(ctx, pollId, agentIdOf(ctx, agentId)), ctx.clock.now());
}

/** Before the settlement: the poll's status, no winners, settled_at null. */
export function pollWinners(ctx: Ctx, pollId: number, agentId: number | undefined): PollWinners {
  const poll = requirePoll(ctx, pollId, agentIdOf(ctx, agentId));
  const choices = choicesOf(ctx, pollId);
  const winners = stmt<[number, number], { username: string; votes: number; amount: number }>(
    ctx.db,
    `SELECT m.username, COUNT(*) AS votes, SUM(v.prize_share) AS amount
     FROM poll_votes v JOIN poll_choices c ON c.id = v.choice_id JOIN members m ON m.id = v.member_id
     WHERE v.poll_id = ? AND c.won = 1
     GROUP BY v.member_id ORDER BY amount DESC, MIN(v.id) LIMIT ?`,
  ).all(pollId, POLL_WINNERS_LIMIT);
  return {
    poll_id: poll.id,
    status: statusOf(poll, ctx.clock.now()),
    winning_choice_ids: choices.filter((choice) => choice.won === 1).map((choice) => choice.id),
    prize: satangToThb(poll.prize),
    winning_votes: poll.winning_votes ?? 0,
    winners: winners.map((row) => ({ name: maskName(row.username), votes: row.votes, amount: satangToThb(row.amount) })),
    settled_at: poll.settled_at === null ? null : wireTime(poll.settled_at),
  };
}
