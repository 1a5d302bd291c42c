/** The visitor reads of polls: the poll (or the current one), its votes, and its winners with masked names. */
import { sql } from 'kysely';
import type { PollConfig, PollStats, PollWinners } from '#shared/api/poll.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb } from '#shared/money.js';
import type { Ctx } from '../context.js';
import { wireTime } from '#shared/dates/calendar.js';
import { maskName } from '../wheel/service.js';
import { agentIdOf, choicesOf, currentPoll, pollToWire, requirePoll, statsOf, statusOf } from './polls.js';

/** Winners listed at most; the count and the total stay exact beyond it. */
export const POLL_WINNERS_LIMIT = 100;

export async function pollConfig(ctx: Ctx, pollId: number | undefined, agentId: number | undefined): Promise<PollConfig> {
  const now = ctx.clock.now();
  const agent = await agentIdOf(ctx, agentId);
  const row = pollId === undefined ? await currentPoll(ctx, agent, now) : await requirePoll(ctx, pollId, agent);
  if (!row) throw new AppError(ErrorCode.POLL_NOT_FOUND);
  return { poll: await pollToWire(ctx, row, now) };
}

export async function pollStats(ctx: Ctx, pollId: number, agentId: number | undefined): Promise<PollStats> {
  return statsOf(ctx, await requirePoll(ctx, pollId, await agentIdOf(ctx, agentId)), ctx.clock.now());
}

/** Before the settlement: the poll's status, no winners, settled_at null. */
export async function pollWinners(ctx: Ctx, pollId: number, agentId: number | undefined): Promise<PollWinners> {
  const poll = await requirePoll(ctx, pollId, await agentIdOf(ctx, agentId));
  const choices = await choicesOf(ctx, pollId);
  // Grouped by the member's id and username together: PostgreSQL names every selected column in GROUP BY.
  const winners = await ctx.db
    .selectFrom('poll_votes as v')
    .innerJoin('poll_choices as c', 'c.id', 'v.choice_id')
    .innerJoin('members as m', 'm.id', 'v.member_id')
    .select((eb) => ['m.username', eb.fn.countAll<number>().as('votes'), sql<number>`SUM(v.prize_share)`.as('amount')])
    .where('v.poll_id', '=', pollId)
    .where('c.won', '=', 1)
    .groupBy(['v.member_id', 'm.username'])
    .orderBy('amount', 'desc')
    .orderBy(sql`MIN(v.id)`)
    .limit(POLL_WINNERS_LIMIT)
    .execute();
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
