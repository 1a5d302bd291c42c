/**
 * Results that come from a committed seed: the yeekee formula over the
 * round's shots, or the demo generator. Anyone with the shot list and the
 * revealed seed gets the same digits (shared/src/lotto).
 */
import type { LottoResult } from '@shared/api/lotto/rounds.js';
import type { YeekeeProof } from '@shared/api/lotto/yeekee.js';
import { drawFromSeed } from '@shared/lotto/demo-draw.js';
import { computeYeekeeProof, yeekeeResult } from '@shared/lotto/yeekee-formula.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { requireCategory } from './categories.js';
import { markSettled, recordResult } from './round-state.js';
import { roundById, type RoundRow } from './rounds.js';
import { settleRound, type SettlementOutcome } from './settlement.js';

export function yeekeeProofOf(ctx: Ctx, round: RoundRow, seed: string): YeekeeProof {
  const shots = stmt<[number], { seq: number; number: string }>(
    ctx.db,
    'SELECT seq, number FROM yeekee_shots WHERE round_id = ? ORDER BY seq',
  ).all(round.id);
  return computeYeekeeProof(round.id, shots, seed);
}

function seededResult(ctx: Ctx, round: RoundRow, seed: string): LottoResult {
  const category = requireCategory(ctx.db, round.category_id);
  if (category.kind === 'yeekee') return yeekeeResult(yeekeeProofOf(ctx, round, seed));
  return drawFromSeed(seed, category.kind);
}

function hasPendingBills(ctx: Ctx, roundId: number): boolean {
  return stmt(ctx.db, `SELECT 1 FROM lotto_bills WHERE round_id = ? AND status = 'pending' LIMIT 1`).get(roundId) !== undefined;
}

/** Records the result of a closed round with a committed seed, then settles it. */
export function drawSeededRound(ctx: Ctx, roundId: number, now: number): SettlementOutcome | undefined {
  const recorded = ctx.db.transaction(() => {
    const round = roundById(ctx.db, roundId);
    if (!round || round.status !== 'closed' || round.seed === null) return 'no';
    if (!recordResult(ctx, round.id, seededResult(ctx, round, round.seed), now)) return 'no';
    // Most rounds have nobody to pay: done in the same transaction.
    if (round.shot_count > 0 || hasPendingBills(ctx, round.id)) return 'settle';
    markSettled(ctx, round.id, now);
    return 'settled';
  })();
  if (recorded === 'no') return undefined;
  return recorded === 'settle' ? settleRound(ctx, roundId) : { settledBills: 0, memberIds: new Set() };
}
