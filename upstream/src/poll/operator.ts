/**
 * The agent's polls (docs/decisions/0036): every poll with its votes, a new
 * one (scheduled by its times; nothing to flip when it opens), and an early
 * close, which moves `closes_at` to now and settles at once in the same way
 * the scheduler would at the close.
 */
import type { z } from 'zod';
import type { OperatorPoll, ZPollInput } from '@shared/api/poll.js';
import { DEFAULT_AGENT_CODE } from '@shared/constants.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { thbToSatang } from '@shared/money.js';
import { requireAgent } from '../agent/agents.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { wireTime } from '../lotto/time.js';
import { choicesOf, pollToWire, requirePoll, statsOf, statusOf, type PollRow } from './polls.js';
import { settlePoll } from './settle.js';

function toOperatorPoll(ctx: Ctx, row: PollRow, now: number): OperatorPoll {
  const choices = choicesOf(ctx, row.id);
  return { ...pollToWire(ctx, row, now, choices), stats: statsOf(ctx, row, now, choices), settled_at: row.settled_at === null ? null : wireTime(row.settled_at) };
}

/** Every poll of the agent, the latest to open first. */
export function operatorPolls(ctx: Ctx): OperatorPoll[] {
  const agent = requireAgent(ctx.db, DEFAULT_AGENT_CODE);
  const now = ctx.clock.now();
  return stmt<[number], PollRow>(ctx.db, 'SELECT * FROM polls WHERE agent_id = ? ORDER BY opens_at DESC, id DESC')
    .all(agent.id)
    .map((row) => toOperatorPoll(ctx, row, now));
}

const refuse = (field: string, message: string) => new AppError(ErrorCode.VALIDATION, message, { fields: { [field]: message } });

/** A new poll; runs inside the caller's transaction. */
export function addPoll(ctx: Ctx, input: z.output<typeof ZPollInput>): OperatorPoll {
  const agent = requireAgent(ctx.db, DEFAULT_AGENT_CODE);
  const now = ctx.clock.now();
  const opensAt = Date.parse(input.opens_at);
  const closesAt = Date.parse(input.closes_at);
  if (closesAt <= opensAt) throw refuse('closes_at', 'เวลาปิดโพลต้องอยู่หลังเวลาเปิด');
  if (closesAt <= now) throw refuse('closes_at', 'เวลาปิดโพลต้องเป็นเวลาในอนาคต');
  const row = stmt<[number, string, string, string | null, string | null, number, number, number, number], PollRow>(
    ctx.db,
    `INSERT INTO polls (agent_id, title, question, description, image, opens_at, closes_at, prize, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
  ).get(agent.id, input.title, input.question, input.description || null, input.image || null, opensAt, closesAt, thbToSatang(input.prize), now)!;
  const choice = stmt(ctx.db, 'INSERT INTO poll_choices (poll_id, label, image, sort) VALUES (?, ?, ?, ?)');
  input.choices.forEach((c, index) => choice.run(row.id, c.label, c.image || null, index + 1));
  return toOperatorPoll(ctx, row, now);
}

/** Closes an open poll now and settles it, in one immediate transaction; answers the poll as settled. */
export function closePoll(ctx: Ctx, pollId: number): OperatorPoll {
  const agent = requireAgent(ctx.db, DEFAULT_AGENT_CODE);
  ctx.db
    .transaction(() => {
      const now = ctx.clock.now();
      const poll = requirePoll(ctx, pollId, agent.id);
      // closes_at must stay after opens_at: a poll opening this very millisecond is not open yet for closing.
      if (statusOf(poll, now) !== 'open' || now <= poll.opens_at) throw new AppError(ErrorCode.POLL_NOT_OPEN);
      stmt(ctx.db, 'UPDATE polls SET closes_at = ? WHERE id = ?').run(now, pollId);
      // Nested: a savepoint of this transaction, so the close and the payments commit together.
      settlePoll(ctx, pollId);
    })
    .immediate();
  return toOperatorPoll(ctx, requirePoll(ctx, pollId), ctx.clock.now());
}
