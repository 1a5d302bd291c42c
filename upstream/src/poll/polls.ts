/**
 * Reading polls (docs/domain.md "Cashback, refunds, affiliate, polls"; docs/decisions/0036): a poll's status comes from
 * the clock and its times, never from a flag a timer must flip, so a vote one
 * millisecond after `closes_at` is refused even before the settlement runs.
 * The stats read the choices' running counts, kept in the vote's transaction.
 */
import type { Selectable } from 'kysely';
import type { Poll, PollChoice, PollStats, PollStatus } from '#shared/api/poll.js';
import { DEFAULT_AGENT_CODE } from '#shared/constants.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb } from '#shared/money.js';
import type { Ctx } from '../context.js';
import type { DB } from '../db/schema.js';
import { wireTime } from '#shared/dates/calendar.js';

export type PollRow = Selectable<DB['polls']>;
export type ChoiceRow = Selectable<DB['poll_choices']>;

export const pollRef = (pollId: number) => `poll:${pollId}`;

export function statusOf(poll: Pick<PollRow, 'opens_at' | 'closes_at' | 'settled_at'>, now: number): PollStatus {
  if (poll.settled_at !== null || now >= poll.closes_at) return 'closed';
  return now < poll.opens_at ? 'scheduled' : 'open';
}

export async function pollRow(ctx: Ctx, pollId: number, agentId?: number): Promise<PollRow | undefined> {
  const row = await ctx.db.selectFrom('polls').selectAll().where('id', '=', pollId).executeTakeFirst();
  return row && (agentId === undefined || row.agent_id === agentId) ? row : undefined;
}

export async function requirePoll(ctx: Ctx, pollId: number, agentId?: number): Promise<PollRow> {
  const row = await pollRow(ctx, pollId, agentId);
  if (!row) throw new AppError(ErrorCode.POLL_NOT_FOUND);
  return row;
}

export function choicesOf(ctx: Ctx, pollId: number): Promise<ChoiceRow[]> {
  return ctx.db.selectFrom('poll_choices').selectAll().where('poll_id', '=', pollId).orderBy('sort').orderBy('id').execute();
}

/** The agent a visitor call names by id; the demo agent's polls when it names none (members of other agents do not exist yet). */
export async function agentIdOf(ctx: Ctx, agentId: number | undefined): Promise<number> {
  if (agentId !== undefined) return agentId;
  const agent = await ctx.db.selectFrom('agents').select('id').where('code', '=', DEFAULT_AGENT_CODE).executeTakeFirst();
  return agent?.id ?? 0;
}

/**
 * The poll a page without an id shows: the open one closing first, else the
 * next to open, else the latest closed.
 */
export async function currentPoll(ctx: Ctx, agentId: number, now: number): Promise<PollRow | undefined> {
  const polls = ctx.db.selectFrom('polls').selectAll().where('agent_id', '=', agentId).limit(1);
  return (
    (await polls
      .where('opens_at', '<=', now)
      .where('closes_at', '>', now)
      .where('settled_at', 'is', null)
      .orderBy('closes_at')
      .orderBy('id')
      .executeTakeFirst()) ??
    (await polls.where('opens_at', '>', now).where('settled_at', 'is', null).orderBy('opens_at').orderBy('id').executeTakeFirst()) ??
    (await polls.orderBy('closes_at', 'desc').orderBy('id', 'desc').executeTakeFirst())
  );
}

const choiceToWire = (row: ChoiceRow): PollChoice => ({ id: row.id, label: row.label, image: row.image });

/** `choices`: the poll's choices when the caller has read them already. */
export async function pollToWire(ctx: Ctx, row: PollRow, now: number, choices?: ChoiceRow[]): Promise<Poll> {
  const rows = choices ?? (await choicesOf(ctx, row.id));
  return {
    id: row.id,
    title: row.title,
    question: row.question,
    description: row.description,
    image: row.image,
    choices: rows.map(choiceToWire),
    opens_at: wireTime(row.opens_at),
    closes_at: wireTime(row.closes_at),
    status: statusOf(row, now),
    prize: satangToThb(row.prize),
    winning_choice_ids: rows.filter((choice) => choice.won === 1).map((choice) => choice.id),
  };
}

export async function statsOf(ctx: Ctx, row: PollRow, now: number, choices?: ChoiceRow[]): Promise<PollStats> {
  const rows = choices ?? (await choicesOf(ctx, row.id));
  return {
    poll_id: row.id,
    status: statusOf(row, now),
    total_votes: rows.reduce((total, choice) => total + choice.votes, 0),
    choices: rows.map((choice) => ({ choice_id: choice.id, votes: choice.votes })),
    version: row.last_vote_id,
  };
}
