import type { promotionCalls } from '#shared/api/promotion.js';
import type { Ctx } from '../context.js';
import { inMemberTransaction } from '../db/engine.js';
import type { Handlers } from '../http/mount.js';
import { acceptPromotion, activePromotion, listPromotions } from './service.js';

/** The list is public (a member's says which rules refuse them); accepting and progress are the member's own. */
export function promotionHandlers(ctx: Ctx): Handlers<typeof promotionCalls> {
  return {
    list: ({ member }) => listPromotions(ctx, member?.memberId),
    // Like every call that moves money, a repeat with its key answers the first answer (mountCalls).
    accept: ({ member, body }) => acceptPromotion(ctx, member.memberId, body.promotion_id),
    // A read that may release a met turnover: in a transaction of its own, under the member's row lock as their money calls are.
    active: ({ member }) => inMemberTransaction(ctx.db, member.memberId, () => activePromotion(ctx, member.memberId)),
  };
}
