/**
 * Reading polls (DOMAIN.md; docs/decisions/0036): a poll's status comes from
 * the clock and its times, never from a flag a timer must flip, so a vote one
 * millisecond after `closes_at` is refused even before the settlement runs.
 * The stats read the choices' running counts, kept in the vote's transaction.
 */
import type { Poll, PollChoice, PollStats, PollStatus } from '@shared/api/poll.js';
import { DEFAULT_AGENT_CODE } from '@shared/constants.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { satangToThb } from '@shared/money.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { wireTime } from '../lotto/time.js';

export interface PollRow {
  id: number;
  agent_id: number;
  title: string;
  question: string;
  description: string | null;
  image: string | null;
  opens_at: number;
  closes_at: number;
  prize: number;
  last_vote_id: number;
  created_at: number;
  settled_at: number | null;
  winning_votes: number | null;
}

export interface ChoiceRow {
  id: number;
  poll_id: number;
  label: string;
  image: string | null;
  sort: number;
  votes: number;
  won: number;
}

export const pollRef = (pollId: number) => `poll:${pollId}`;

export function statusOf(poll: Pick<PollRow, 'opens_at' | 'closes_at' | 'settled_at'>, now: number): PollStatus {
  if (poll.settled_at !== null || now >= poll.closes_at) return 'closed';
  return now < poll.opens_at ? 'scheduled' : 'open';
}

export function pollRow(ctx: Ctx, pollId: number, agentId?: number): PollRow | undefined {
  const row = stmt<[number], PollRow>(ctx.db, 'SELECT * FROM polls WHERE id = ?').get(pollId);
  return row && (agentId === undefined || row.agent_id === agentId) ? row : undefined;
}

export function requirePoll(ctx: Ctx, pollId: number, agentId?: number): PollRow {
  const row = pollRow(ctx, pollId, agentId);
  if (!row) throw new AppError(ErrorCode.POLL_NOT_FOUND);
  return row;
}

export function choicesOf(ctx: Ctx, pollId: number): ChoiceRow[] {
  return stmt<[number], ChoiceRow>(ctx.db, 'SELECT * FROM poll_choices WHERE poll_id = ? ORDER BY sort, id').all(pollId);
}

/** The agent a visitor call names by id; the demo agent's polls when it names none (members of other agents do not exist yet). */
export function agentIdOf(ctx: Ctx, agentId: number | undefined): number {
  if (agentId !== undefined) return agentId;
  return (stmt<[string], number>(ctx.db, 'SELECT id FROM agents WHERE code = ?').pluck().get(DEFAULT_AGENT_CODE) as number | undefined) ?? 0;
}

/**
 * The poll a page without an id shows: the open one closing first, else the
 * next to open, else the latest closed.
 */
export function currentPoll(ctx: Ctx, agentId: number, now: number): PollRow | undefined {
  const sql = (where: string, order: string) => `SELECT * FROM polls WHERE agent_id = ? AND ${where} ORDER BY ${order} LIMIT 1`;
  return (
    stmt<[number, number, number], PollRow>(ctx.db, sql('opens_at <= ? AND closes_at > ? AND settled_at IS NULL', 'closes_at, id')).get(agentId, now, now) ??
    stmt<[number, number], PollRow>(ctx.db, sql('opens_at > ? AND settled_at IS NULL', 'opens_at, id')).get(agentId, now) ??
    stmt<[number], PollRow>(ctx.db, sql('1 = 1', 'closes_at DESC, id DESC')).get(agentId)
  );
}

const choiceToWire = (row: ChoiceRow): PollChoice => ({ id: row.id, label: row.label, image: row.image });

export function pollToWire(ctx: Ctx, row: PollRow, now: number, choices: ChoiceRow[] = choicesOf(ctx, row.id)): Poll {
  return {
    id: row.id,
    title: row.title,
    question: row.question,
    description: row.description,
    image: row.image,
    choices: choices.map(choiceToWire),
    opens_at: wireTime(row.opens_at),
    closes_at: wireTime(row.closes_at),
    status: statusOf(row, now),
    prize: satangToThb(row.prize),
    winning_choice_ids: choices.filter((choice) => choice.won === 1).map((choice) => choice.id),
  };
}

export function statsOf(ctx: Ctx, row: PollRow, now: number, choices: ChoiceRow[] = choicesOf(ctx, row.id)): PollStats {
  return {
    poll_id: row.id,
    status: statusOf(row, now),
    total_votes: choices.reduce((total, choice) => total + choice.votes, 0),
    choices: choices.map((choice) => ({ choice_id: choice.id, votes: choice.votes })),
    version: row.last_vote_id,
  };
}
