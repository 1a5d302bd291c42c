/**
 * The agent's result and cancel (docs/design.md §4). A result is entered once, only
 * after the round closes, and never for a round whose result a committed seed
 * already fixes (yeekee, demo draws): nothing overwrites or pre-empts a result.
 */
import type { z } from 'zod';
import type { LottoResult } from '#shared/api/lotto/rounds.js';
import type { RoundSettlementResponse, ZRoundResultRequest } from '#shared/api/lotto/operator.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import { requireCategory, type Category } from './categories.js';
import { closeRound, markCancelled, recordResult } from './round-state.js';
import { effectiveStatus, requireRound, roundForUpdate, toWireRound, type RoundRow } from './rounds.js';
import { refundRound, settleRound, type SettlementOutcome } from './settlement.js';

type ResultInput = z.output<typeof ZRoundResultRequest>;

function resultFor(category: Category, input: ResultInput): LottoResult {
  if (category.kind !== 'thai') return { top3: input.top3, bottom2: input.bottom2 };
  if (!input.first_prize || !input.front3 || !input.back3) throw new AppError(ErrorCode.RESULT_FIELDS_MISSING);
  if (input.first_prize.slice(3) !== input.top3) {
    throw new AppError(ErrorCode.VALIDATION, 'เลข 3 ตัวบนต้องตรงกับ 3 ตัวท้ายของรางวัลที่ 1', {
      fields: { top3: 'เลข 3 ตัวบนต้องตรงกับ 3 ตัวท้ายของรางวัลที่ 1' },
    });
  }
  return { first_prize: input.first_prize, top3: input.top3, front3: input.front3, back3: input.back3, bottom2: input.bottom2 };
}

function assertNotFinal(round: RoundRow): void {
  if (round.status === 'resulted') throw new AppError(ErrorCode.ROUND_ALREADY_RESULTED);
  if (round.status === 'cancelled') throw new AppError(ErrorCode.ROUND_CANCELLED);
}

async function usernamesOf(ctx: Ctx, memberIds: Set<number>): Promise<string[]> {
  if (memberIds.size === 0) return [];
  const rows = await ctx.db.selectFrom('members').select('username').where('id', 'in', [...memberIds]).orderBy('username').execute();
  return rows.map((row) => row.username);
}

async function answer(ctx: Ctx, roundId: number, outcome: SettlementOutcome): Promise<RoundSettlementResponse> {
  return {
    round: toWireRound(await requireRound(ctx.db, roundId), ctx.clock.now()),
    settled_bills: outcome.settledBills,
    usernames: await usernamesOf(ctx, outcome.memberIds),
  };
}

/**
 * The round, read under its row lock on PostgreSQL: a bill, shot, draw or
 * cancel of it in flight commits first, and none starts until this
 * transaction ends, so the checks below stay true until the round is written.
 */
async function lockedRound(ctx: Ctx, roundId: number): Promise<RoundRow> {
  const round = await roundForUpdate(ctx.db, roundId);
  if (!round) throw new AppError(ErrorCode.ROUND_NOT_FOUND);
  return round;
}

export async function enterResult(ctx: Ctx, roundId: number, input: ResultInput): Promise<RoundSettlementResponse> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async () => {
    const round = await lockedRound(ctx, roundId);
    const result = resultFor(await requireCategory(ctx.db, round.category_id), input);
    assertNotFinal(round);
    if (round.seed_hash !== null) throw new AppError(ErrorCode.ROUND_RESULT_BY_SEED);
    if (effectiveStatus(round, now) !== 'closed') throw new AppError(ErrorCode.ROUND_NOT_CLOSED);
    // Past its close without ever opening: nobody could bet, the scheduler drops it.
    if (round.status === 'upcoming') throw new AppError(ErrorCode.ROUND_NOT_OPEN, 'งวดนี้ไม่ได้เปิดรับแทง ไม่มีผลให้บันทึก');
    // The clock says closed even if the scheduler has not written it yet.
    await closeRound(ctx, round.id, now);
    if (!(await recordResult(ctx, round.id, result, now))) throw new AppError(ErrorCode.ROUND_ALREADY_RESULTED);
  });
  return answer(ctx, roundId, await settleRound(ctx, roundId));
}

export async function cancelRound(ctx: Ctx, roundId: number): Promise<RoundSettlementResponse> {
  const now = ctx.clock.now();
  const round = await inTransaction(ctx.db, async () => {
    const found = await lockedRound(ctx, roundId);
    assertNotFinal(found);
    // Once betting is over, a committed seed already fixes the result: cancelling then would be choosing it.
    if (found.seed_hash !== null && effectiveStatus(found, now) === 'closed') throw new AppError(ErrorCode.ROUND_RESULT_BY_SEED);
    await markCancelled(ctx, found.id, now);
    return found;
  });
  return answer(ctx, roundId, await refundRound(ctx, round));
}
