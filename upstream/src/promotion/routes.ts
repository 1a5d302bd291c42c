import { Router } from 'express';
import { API } from '@shared/api/paths.js';
import { ZPromotionAcceptRequest } from '@shared/api/promotion.js';
import { parseOrThrow } from '@shared/validation.js';
import type { Ctx } from '../context.js';
import { memberOf, requireMember } from '../http/auth.js';
import { bodyOf, route } from '../http/route.js';
import { acceptPromotion, activePromotion, listPromotions } from './service.js';

/** The list is public; accepting and progress are the member's own. */
export function promotionRoutes(ctx: Ctx): Router {
  const router = Router();
  const member = requireMember(ctx);
  router.get(API.promotion.list, route(() => listPromotions(ctx)));
  router.post(
    API.promotion.accept,
    member,
    route((req, res) => {
      const input = parseOrThrow(ZPromotionAcceptRequest, bodyOf(req));
      return ctx.db.transaction(() => acceptPromotion(ctx, memberOf(res).memberId, input.promotion_id))();
    }),
  );
  router.get(
    API.promotion.active,
    member,
    route((_req, res) => ctx.db.transaction(() => activePromotion(ctx, memberOf(res).memberId))()),
  );
  return router;
}
