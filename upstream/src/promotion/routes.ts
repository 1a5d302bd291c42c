import type { promotionCalls } from '@shared/api/promotion.js';
import type { Ctx } from '../context.js';
import type { Handlers } from '../http/mount.js';
import { acceptPromotion, activePromotion, listPromotions } from './service.js';

/** The list is public (a member's says which rules refuse them); accepting and progress are the member's own. */
export function promotionHandlers(ctx: Ctx): Handlers<typeof promotionCalls> {
  return {
    list: ({ member }) => listPromotions(ctx, member?.memberId),
    // Like every call that moves money, a repeat with its key answers the first answer (mountCalls).
    accept: ({ member, body }) => acceptPromotion(ctx, member.memberId, body.promotion_id),
    active: ({ member }) => ctx.db.transaction(() => activePromotion(ctx, member.memberId))(),
  };
}
