/**
 * The agent's polls (docs/decisions/0036): every poll with its votes, a new
 * one (scheduled by its times; nothing to flip when it opens), and an early
 * close, which moves `closes_at` to now and settles at once in the same way
 * the scheduler would at the close.
 */
import type { z } from 'zod';
import type { OperatorPoll, ZPollInput } from '#shared/api/poll.js';
import { DEFAULT_AGENT_CODE } from '#shared/constants.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { thbToSatang } from '#shared/money.js';
import { requireSite } from '../site/sites.js';
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import { wireTime } from '#shared/dates/calendar.js';
import { choicesOf, pollToWire, requirePoll, statsOf, type PollRow } from './polls.js';
import { settlePoll } from './settle.js';

async function toOperatorPoll(ctx: Ctx, row: PollRow, now: number): Promise<OperatorPoll> {
  const choices = await choicesOf(ctx, row.id);
  return {
    ...(await pollToWire(ctx, row, now, choices)),
    stats: await statsOf(ctx, row, now, choices),
    settled_at: row.settled_at === null ? null : wireTime(row.settled_at),
  };
}

/** Every poll of the agent, the latest to open first. */
export async function operatorPolls(ctx: Ctx): Promise<OperatorPoll[]> {
  const agent = await requireSite(ctx.db, DEFAULT_AGENT_CODE);
  const now = ctx.clock.now();
  const rows = await ctx.db.selectFrom('polls').selectAll().where('agent_id', '=', agent.id).orderBy('opens_at', 'desc').orderBy('id', 'desc').execute();
  const polls: OperatorPoll[] = [];
  for (const row of rows) polls.push(await toOperatorPoll(ctx, row, now));
  return polls;
}

const refuse = (field: string, message: string) => new AppError(ErrorCode.VALIDATION, message, { fields: { [field]: message } });

/** A new poll; runs inside the caller's transaction. */
export async function addPoll(ctx: Ctx, input: z.output<typeof ZPollInput>): Promise<OperatorPoll> {
  const agent = await requireSite(ctx.db, DEFAULT_AGENT_CODE);
  const now = ctx.clock.now();
  const opensAt = Date.parse(input.opens_at);
  const closesAt = Date.parse(input.closes_at);
  if (closesAt <= opensAt) throw refuse('closes_at', 'เวลาปิดโพลต้องอยู่หลังเวลาเปิด');
  if (closesAt <= now) throw refuse('closes_at', 'เวลาปิดโพลต้องเป็นเวลาในอนาคต');
  const row = await ctx.db
    .insertInto('polls')
    .values({
      agent_id: agent.id,
      title: input.title,
      question: input.question,
      description: input.description || null,
      image: input.image || null,
      opens_at: opensAt,
      closes_at: closesAt,
      prize: thbToSatang(input.prize),
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('poll_choices')
    .values(input.choices.map((c, index) => ({ poll_id: row.id, label: c.label, image: c.image || null, sort: index + 1 })))
    .execute();
  return toOperatorPoll(ctx, row, now);
}

/**
 * Closes an open poll now and settles it, in one transaction; answers the
 * poll as settled. The close is a conditional UPDATE that re-checks the poll
 * is open: of an early close and the scheduler's settlement (or a second
 * close) at the same time, one finds it closed.
 */
export async function closePoll(ctx: Ctx, pollId: number): Promise<OperatorPoll> {
  const agent = await requireSite(ctx.db, DEFAULT_AGENT_CODE);
  await inTransaction(ctx.db, async () => {
    const now = ctx.clock.now();
    await requirePoll(ctx, pollId, agent.id);
    // closes_at must stay after opens_at: a poll opening this very millisecond is not open yet for closing.
    const closed = await ctx.db
      .updateTable('polls')
      .set({ closes_at: now })
      .where('id', '=', pollId)
      .where('settled_at', 'is', null)
      .where('opens_at', '<', now)
      .where('closes_at', '>', now)
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) === 0) throw new AppError(ErrorCode.POLL_NOT_OPEN);
    // In this transaction: the close and the payments commit together.
    await settlePoll(ctx, pollId);
  });
  return toOperatorPoll(ctx, await requirePoll(ctx, pollId), ctx.clock.now());
}
