/**
 * Results that come from a committed seed: the yeekee formula over the
 * round's shots, or the demo generator. Anyone with the shot list and the
 * revealed seed gets the same digits (shared/src/lotto).
 */
import type { LottoResult } from '#shared/api/lotto/rounds.js';
import type { YeekeeProof } from '#shared/api/lotto/yeekee.js';
import { drawFromSeed } from '#shared/lotto/demo-draw.js';
import { computeYeekeeProof, yeekeeResult } from '#shared/lotto/yeekee-formula.js';
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import { requireCategory } from './categories.js';
import { markSettled, recordResult } from './round-state.js';
import { roundForUpdate, type RoundRow } from './rounds.js';
import { settleRound, type SettlementOutcome } from './settlement.js';

export async function yeekeeProofOf(ctx: Ctx, round: RoundRow, seed: string): Promise<YeekeeProof> {
  const shots = await ctx.db.selectFrom('yeekee_shots').select(['seq', 'number']).where('round_id', '=', round.id).orderBy('seq').execute();
  return computeYeekeeProof(round.id, shots, seed);
}

async function seededResult(ctx: Ctx, round: RoundRow, seed: string): Promise<LottoResult> {
  const category = await requireCategory(ctx.db, round.category_id);
  if (category.kind === 'yeekee') return yeekeeResult(await yeekeeProofOf(ctx, round, seed));
  return drawFromSeed(seed, category.kind);
}

async function hasPendingBills(ctx: Ctx, roundId: number): Promise<boolean> {
  const pending = await ctx.db
    .selectFrom('lotto_bills')
    .select('id')
    .where('round_id', '=', roundId)
    .where('status', '=', 'pending')
    .limit(1)
    .executeTakeFirst();
  return pending !== undefined;
}

/** Records the result of a closed round with a committed seed, then settles it. */
export async function drawSeededRound(ctx: Ctx, roundId: number, now: number): Promise<SettlementOutcome | undefined> {
  const recorded = await inTransaction(ctx.db, async (): Promise<'no' | 'settle' | 'settled'> => {
    // Under the round's row lock (PostgreSQL): no shot or bill of it commits between reading them and recording the result.
    const round = await roundForUpdate(ctx.db, roundId);
    if (!round || round.status !== 'closed' || round.seed === null) return 'no';
    if (!(await recordResult(ctx, round.id, await seededResult(ctx, round, round.seed), now))) return 'no';
    // Most rounds have nobody to pay: done in the same transaction.
    if (round.shot_count > 0 || (await hasPendingBills(ctx, round.id))) return 'settle';
    await markSettled(ctx, round.id, now);
    return 'settled';
  });
  if (recorded === 'no') return undefined;
  return recorded === 'settle' ? settleRound(ctx, roundId) : { settledBills: 0, memberIds: new Set() };
}
