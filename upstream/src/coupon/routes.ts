import type { couponCalls } from '#shared/api/coupon.js';
import type { Ctx } from '../context.js';
import type { Handlers } from '../http/mount.js';
import { couponHistory, redeemCoupon } from './service.js';

export function couponHandlers(ctx: Ctx): Handlers<typeof couponCalls> {
  return {
    // Once per Idempotency-Key (mountCalls), like every call that moves money.
    redeem: ({ member, body }) => redeemCoupon(ctx, member.memberId, body.code),
    history: ({ member, query }) => couponHistory(ctx, member.memberId, query.page),
  };
}
