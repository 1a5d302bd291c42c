import { z } from 'zod';
import { ZPage } from './common.js';

/** Coupons (DOMAIN.md): a code with credit (to the bonus wallet) or points; quota, expiry, once per member. */
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
export interface CouponRedemption {
  id: number;
  code: string;
  title: string;
  reward: CouponReward;
  /** THB for credit, whole points for points */
  value: number;
  created_at: string;
}

export const ZCouponHistoryQuery = z.object({ page: ZPage });
export type CouponHistoryQuery = z.input<typeof ZCouponHistoryQuery>;
