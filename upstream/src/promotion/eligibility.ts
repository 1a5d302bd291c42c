/**
 * Who may take a promotion (docs/decisions/0047). One check serves the accept,
 * the member's list and the crediting of a deposit, which runs it inside the
 * deposit's own transaction. "Taken" is a deposit that activated it (paid its
 * bonus), never a mere acceptance.
 */
import type { PromotionEligibilityRule } from '#shared/api/promotion.js';
import { ErrorCode } from '#shared/errors.js';
import type { Ctx } from '../context.js';
import { bangkokToday } from '../limits/service.js';
import { DAY } from '#shared/dates/calendar.js';

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

async function hasCreditedDeposit(ctx: Ctx, memberId: number, exceptDepositId: number): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('deposits')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', '=', 'paid')
    .where('id', '<>', exceptDepositId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a deposit activated this promotion for the member in [from, to). */
async function takenBetween(ctx: Ctx, memberId: number, promotionId: number, from: number, to: number): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('member_promotions')
    .select('id')
    .where('member_id', '=', memberId)
    .where('promotion_id', '=', promotionId)
    .where('activated_at', '>=', from)
    .where('activated_at', '<', to)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The refusal the promotion's rule gives this member at `at`, or null when it
 * applies. It reads the member's own rows: a decision on it (accept, a
 * deposit's crediting) runs under the member's row lock (db/engine.ts).
 */
export async function eligibilityRefusal(
  ctx: Ctx,
  memberId: number,
  promotion: EligibilityRule,
  at: number,
  scope: EligibilityScope = {},
): Promise<EligibilityRefusal | null> {
  switch (promotion.eligibility) {
    case 'any_deposit':
      return null;
    case 'first_deposit':
      return (await hasCreditedDeposit(ctx, memberId, scope.depositId ?? 0)) ? ErrorCode.PROMOTION_FIRST_DEPOSIT_ONLY : null;
    case 'new_member': {
      const { created_at: registered } = await ctx.db.selectFrom('members').select('created_at').where('id', '=', memberId).executeTakeFirstOrThrow();
      return at < registered + promotion.new_member_days * DAY ? null : ErrorCode.PROMOTION_NEW_MEMBER_ONLY;
    }
    case 'once_per_day': {
      const [start, end] = bangkokToday(at);
      return (await takenBetween(ctx, memberId, promotion.id, start, end)) ? ErrorCode.PROMOTION_ONCE_PER_DAY : null;
    }
    case 'once_per_member':
      return (await takenBetween(ctx, memberId, promotion.id, 0, Number.MAX_SAFE_INTEGER)) ? ErrorCode.PROMOTION_ONCE_PER_MEMBER : null;
  }
}
