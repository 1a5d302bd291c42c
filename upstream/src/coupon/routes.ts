import { couponCalls } from '@shared/api/coupon.js';
import type { Ctx } from '../context.js';
import { idempotencyKeyOf, idempotent } from '../http/idempotency.js';
import type { Handlers } from '../http/mount.js';
import { couponHistory, redeemCoupon } from './service.js';

export function couponHandlers(ctx: Ctx): Handlers<typeof couponCalls> {
  return {
    redeem: ({ member, body, req }) =>
      idempotent(
        ctx.db,
        { scope: `member:${member.memberId}`, key: idempotencyKeyOf(req), path: couponCalls.redeem.path, body: req.body, now: ctx.clock.now() },
        () => redeemCoupon(ctx, member.memberId, body.code),
      ),
    history: ({ member, query }) => couponHistory(ctx, member.memberId, query.page),
  };
}
