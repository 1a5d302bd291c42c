/**
 * The moves of a round's life: upcoming → open → closed → resulted, or
 * cancelled. Each is one guarded UPDATE, so running it twice (a timer and a
 * request racing, a restart) changes nothing the second time.
 */
import { randomBytes } from 'node:crypto';
import type { LottoResult } from '@shared/api/lotto/rounds.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { seedHash } from '@shared/lotto/seed.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { categoryById } from './categories.js';
import { roundById, type RoundRow } from './rounds.js';

/** Yeekee rounds always commit a seed (the house number); draws only in demo mode. */
export function roundTakesSeed(ctx: Ctx, round: RoundRow): boolean {
  return categoryById(ctx.db, round.category_id)?.kind === 'yeekee' || ctx.settings.demo;
}

/** Opens the round, committing a fresh seed whose hash is public from now on. */
export function openRound(ctx: Ctx, round: RoundRow, now: number): boolean {
  const seed = roundTakesSeed(ctx, round) ? randomBytes(32).toString('hex') : null;
  const changed = stmt(
    ctx.db,
    `UPDATE lotto_rounds SET status = 'open', seed = ?, seed_hash = ?, opened_at = ?
     WHERE id = ? AND status = 'upcoming'`,
  ).run(seed, seed === null ? null : seedHash(seed), now, round.id).changes;
  return changed > 0;
}

export function closeRound(ctx: Ctx, roundId: number, now: number): boolean {
  return (
    stmt(ctx.db, `UPDATE lotto_rounds SET status = 'closed', closed_at = ? WHERE id = ? AND status = 'open'`).run(now, roundId)
      .changes > 0
  );
}

/** Records the result once; the row's trigger refuses any later change. */
export function recordResult(ctx: Ctx, roundId: number, result: LottoResult, now: number): boolean {
  return (
    stmt(
      ctx.db,
      `UPDATE lotto_rounds SET status = 'resulted', result = ?, resulted_at = ? WHERE id = ? AND status = 'closed' AND result IS NULL`,
    ).run(JSON.stringify(result), now, roundId).changes > 0
  );
}

export function markCancelled(ctx: Ctx, roundId: number, now: number): boolean {
  return (
    stmt(
      ctx.db,
      `UPDATE lotto_rounds SET status = 'cancelled', cancelled_at = ? WHERE id = ? AND status IN ('upcoming', 'open', 'closed')`,
    ).run(now, roundId).changes > 0
  );
}

export function markSettled(ctx: Ctx, roundId: number, now: number): void {
  stmt(ctx.db, 'UPDATE lotto_rounds SET settled_at = ? WHERE id = ? AND settled_at IS NULL').run(now, roundId);
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
 */
export function openForWrite(ctx: Ctx, round: RoundRow, now: number): RoundRow {
  assertTakingBets(round, now);
  if (round.status === 'upcoming') {
    openRound(ctx, round, now);
    return roundById(ctx.db, round.id) ?? round;
  }
  return round;
}
