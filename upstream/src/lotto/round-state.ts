/**
 * The moves of a round's life: upcoming → open → closed → resulted, or
 * cancelled. Each is one guarded UPDATE, so running it twice (a timer and a
 * request racing, a restart) changes nothing the second time.
 */
import { randomBytes } from 'node:crypto';
import type { LottoResult } from '#shared/api/lotto/rounds.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { seedHash } from '#shared/lotto/seed.js';
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import { appendCommitment, roundSubject } from '../fairness/commitment-log.js';
import { categoryById } from './categories.js';
import { roundById, type RoundRow } from './rounds.js';

/** Yeekee rounds always commit a seed (the house number); draws only in demo mode. */
export async function roundTakesSeed(ctx: Ctx, round: RoundRow): Promise<boolean> {
  return (await categoryById(ctx.db, round.category_id))?.kind === 'yeekee' || ctx.settings.demo;
}

/**
 * Opens the round, committing a fresh seed whose hash is public from now on,
 * and appended to the public log of commitments in the same transaction.
 */
export async function openRound(ctx: Ctx, round: RoundRow, now: number): Promise<boolean> {
  const seed = (await roundTakesSeed(ctx, round)) ? randomBytes(32).toString('hex') : null;
  const hash = seed === null ? null : seedHash(seed);
  return inTransaction(ctx.db, async () => {
    const opened = await ctx.db
      .updateTable('lotto_rounds')
      .set({ status: 'open', seed, seed_hash: hash, opened_at: now })
      .where('id', '=', round.id)
      .where('status', '=', 'upcoming')
      .executeTakeFirst();
    if (Number(opened.numUpdatedRows) === 0) return false;
    if (hash !== null) await appendCommitment(ctx.db, { kind: 'lotto_round', subject: roundSubject(round.id), commitment: hash, at: now });
    return true;
  });
}

export async function closeRound(ctx: Ctx, roundId: number, now: number): Promise<boolean> {
  const closed = await ctx.db
    .updateTable('lotto_rounds')
    .set({ status: 'closed', closed_at: now })
    .where('id', '=', roundId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(closed.numUpdatedRows) > 0;
}

/** Records the result once; the row's trigger refuses any later change. */
export async function recordResult(ctx: Ctx, roundId: number, result: LottoResult, now: number): Promise<boolean> {
  const recorded = await ctx.db
    .updateTable('lotto_rounds')
    .set({ status: 'resulted', result: JSON.stringify(result), resulted_at: now })
    .where('id', '=', roundId)
    .where('status', '=', 'closed')
    .where('result', 'is', null)
    .executeTakeFirst();
  return Number(recorded.numUpdatedRows) > 0;
}

export async function markCancelled(ctx: Ctx, roundId: number, now: number): Promise<boolean> {
  const cancelled = await ctx.db
    .updateTable('lotto_rounds')
    .set({ status: 'cancelled', cancelled_at: now })
    .where('id', '=', roundId)
    .where('status', 'in', ['upcoming', 'open', 'closed'])
    .executeTakeFirst();
  return Number(cancelled.numUpdatedRows) > 0;
}

export async function markSettled(ctx: Ctx, roundId: number, now: number): Promise<void> {
  await ctx.db.updateTable('lotto_rounds').set({ settled_at: now }).where('id', '=', roundId).where('settled_at', 'is', null).execute();
}

/**
 * Whether bets (and shots) are taken now. The clock decides, not the timer:
 * past its close a round refuses even if the scheduler has not closed it yet.
 */
export function assertTakingBets(round: RoundRow, now: number): void {
  if (round.status !== 'open' && round.status !== 'upcoming') throw new AppError(ErrorCode.ROUND_NOT_OPEN);
  if (now >= round.closes_at) throw new AppError(ErrorCode.ROUND_NOT_OPEN);
  if (now < round.opens_at) throw new AppError(ErrorCode.ROUND_NOT_OPEN, 'งวดนี้ยังไม่เปิดรับแทง');
}

/**
 * Inside a write: a round whose opening time has come is opened here if the
 * timer has not done it yet, so its seed is committed before the first bet.
 * The caller has read the round under its row lock (`requireRound(db, id,
 * 'for update')`): on PostgreSQL a close, draw or cancel in flight commits
 * before the bet or shot looks at the round (and at the stakes on its
 * numbers), so none lands in a round already being settled and no per-number
 * cap is counted twice over (SQLite's one writer does this by itself).
 */
export async function openForWrite(ctx: Ctx, lockedRound: RoundRow, now: number): Promise<RoundRow> {
  assertTakingBets(lockedRound, now);
  if (lockedRound.status === 'upcoming') {
    await openRound(ctx, lockedRound, now);
    return (await roundById(ctx.db, lockedRound.id)) ?? lockedRound;
  }
  return lockedRound;
}
