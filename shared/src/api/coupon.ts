import { z } from 'zod';
import { ErrorCode } from '../errors.js';
import { ZThbWire } from '../money.js';
import { defineCall } from './call.js';
import { zPaged, ZIsoDateTime, ZPage } from './common.js';

/** Coupons (docs/domain.md "Promotions, coupons, quests, points, wheel"): a code with credit (to the bonus wallet) or points; quota, expiry, once per member. */
export const ZCouponRedeemRequest = z.object({
  code: z
    .string({ error: 'กรุณากรอกรหัสคูปอง' })
    .trim()
    .toUpperCase()
    .min(1, { error: 'กรุณากรอกรหัสคูปอง' })
    .max(32, { error: 'รหัสคูปองยาวเกินไป' })
    .regex(/^[A-Z0-9-]+$/, { error: 'รหัสคูปองใช้ได้เฉพาะตัวอักษรอังกฤษและตัวเลข' }),
});
export type CouponRedeemRequest = z.input<typeof ZCouponRedeemRequest>;

export const COUPON_REWARDS = ['credit', 'points'] as const;
export type CouponReward = (typeof COUPON_REWARDS)[number];

/** POST /api/coupon/redeem answers the redemption; GET /api/coupon/history lists them. */
export const ZCouponRedemption = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  reward: z.enum(COUPON_REWARDS),
  /** THB for credit, whole points for points (both read as THB: at most two decimals) */
  value: ZThbWire,
  created_at: ZIsoDateTime,
});
export type CouponRedemption = z.infer<typeof ZCouponRedemption>;

export const ZCouponHistoryQuery = z.object({
  page: ZPage,
});
export type CouponHistoryQuery = z.input<typeof ZCouponHistoryQuery>;

// ---- the calls ---------------------------------------------------------------------

export const couponCalls = {
  redeem: defineCall({
    method: 'POST',
    path: '/api/coupon/redeem',
    access: 'member',
    summary: { th: 'ใช้คูปอง รับเครดิตเข้ากระเป๋าโบนัสหรือแต้ม', en: 'Redeem a coupon for bonus credit or points' },
    body: ZCouponRedeemRequest,
    data: ZCouponRedemption,
    moneyMoving: true,
    errors: [
      ErrorCode.COUPON_NOT_FOUND,
      ErrorCode.COUPON_EXPIRED,
      ErrorCode.COUPON_QUOTA_USED,
      ErrorCode.COUPON_ALREADY_USED,
      ErrorCode.PLAY_TIMEOUT,
      ErrorCode.SELF_EXCLUDED,
    ],
  }),
  history: defineCall({
    method: 'GET',
    path: '/api/coupon/history',
    access: 'member',
    summary: { th: 'ประวัติการใช้คูปองของสมาชิก', en: "The member's redeemed coupons, newest first" },
    query: ZCouponHistoryQuery,
    data: zPaged(ZCouponRedemption),
    errors: [],
  }),
};
