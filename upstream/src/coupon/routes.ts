import { Router } from 'express';
import { ZCouponHistoryQuery, ZCouponRedeemRequest } from '@shared/api/coupon.js';
import { API } from '@shared/api/paths.js';
import { parseOrThrow } from '@shared/validation.js';
import type { Ctx } from '../context.js';
import { memberOf, requireMember } from '../http/auth.js';
import { idempotencyKeyOf, idempotent } from '../http/idempotency.js';
import { bodyOf, route } from '../http/route.js';
import { couponHistory, redeemCoupon } from './service.js';

export function couponRoutes(ctx: Ctx): Router {
  const router = Router();
  const member = requireMember(ctx);
  router.post(
    API.coupon.redeem,
    member,
    route((req, res) => {
      const input = parseOrThrow(ZCouponRedeemRequest, bodyOf(req));
      const { memberId } = memberOf(res);
      return idempotent(
        ctx.db,
        { scope: `member:${memberId}`, key: idempotencyKeyOf(req), path: API.coupon.redeem, body: req.body, now: ctx.clock.now() },
        () => redeemCoupon(ctx, memberId, input.code),
      );
    }),
  );
  router.get(
    API.coupon.history,
    member,
    route((req, res) => couponHistory(ctx, memberOf(res).memberId, parseOrThrow(ZCouponHistoryQuery, req.query).page)),
  );
  return router;
}
