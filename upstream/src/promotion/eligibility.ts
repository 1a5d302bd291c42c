/**
 * Who may take a promotion (docs/decisions/0047). One check serves the accept,
 * the member's list and the crediting of a deposit, which runs it inside the
 * deposit's own transaction. "Taken" is a deposit that activated it (paid its
 * bonus), never a mere acceptance.
 */
import type { PromotionEligibilityRule } from '@shared/api/promotion.js';
import { ErrorCode } from '@shared/errors.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { bangkokToday } from '../limits/service.js';
import { DAY } from '../lotto/time.js';

export type EligibilityRefusal =
  | typeof ErrorCode.PROMOTION_FIRST_DEPOSIT_ONLY
  | typeof ErrorCode.PROMOTION_NEW_MEMBER_ONLY
  | typeof ErrorCode.PROMOTION_ONCE_PER_DAY
  | typeof ErrorCode.PROMOTION_ONCE_PER_MEMBER;

export interface EligibilityRule {
  id: number;
  eligibility: PromotionEligibilityRule;
  new_member_days: number;
}

/** What the check leaves out: the deposit being credited is not an earlier one. */
export interface EligibilityScope {
  depositId?: number;
}

function hasCreditedDeposit(ctx: Ctx, memberId: number, exceptDepositId: number): boolean {
  return (
    stmt<[number, number], number>(ctx.db, `SELECT 1 FROM deposits WHERE member_id = ? AND status = 'paid' AND id <> ? LIMIT 1`)
      .pluck()
      .get(memberId, exceptDepositId) !== undefined
  );
}

/** Whether a deposit activated this promotion for the member in [from, to). */
function takenBetween(ctx: Ctx, memberId: number, promotionId: number, from: number, to: number): boolean {
  return (
    stmt<[number, number, number, number], number>(
      ctx.db,
      `SELECT 1 FROM member_promotions WHERE member_id = ? AND promotion_id = ? AND activated_at >= ? AND activated_at < ? LIMIT 1`,
    )
      .pluck()
      .get(memberId, promotionId, from, to) !== undefined
  );
}

/** The refusal the promotion's rule gives this member at `at`, or null when it applies. */
export function eligibilityRefusal(ctx: Ctx, memberId: number, promotion: EligibilityRule, at: number, scope: EligibilityScope = {}): EligibilityRefusal | null {
  switch (promotion.eligibility) {
    case 'any_deposit':
      return null;
    case 'first_deposit':
      return hasCreditedDeposit(ctx, memberId, scope.depositId ?? 0) ? ErrorCode.PROMOTION_FIRST_DEPOSIT_ONLY : null;
    case 'new_member': {
      const registered = stmt<[number], number>(ctx.db, 'SELECT created_at FROM members WHERE id = ?').pluck().get(memberId) as number;
      return at < registered + promotion.new_member_days * DAY ? null : ErrorCode.PROMOTION_NEW_MEMBER_ONLY;
    }
    case 'once_per_day': {
      const [start, end] = bangkokToday(at);
      return takenBetween(ctx, memberId, promotion.id, start, end) ? ErrorCode.PROMOTION_ONCE_PER_DAY : null;
    }
    case 'once_per_member':
      return takenBetween(ctx, memberId, promotion.id, 0, Number.MAX_SAFE_INTEGER) ? ErrorCode.PROMOTION_ONCE_PER_MEMBER : null;
  }
}
