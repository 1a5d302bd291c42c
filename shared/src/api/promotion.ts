import { z } from 'zod';
import { ErrorCode } from '../errors.js';
import { ZThbWire } from '../money.js';
import { defineCall } from './call.js';
import { zBodyInt, ZIsoDateTime } from './common.js';
import { ZFreeSpinOffer } from './free-spin-offer.js';

/**
 * Promotions (DOMAIN.md "Promotions and coupons"): a bonus % of the next deposit
 * up to a cap, paid into the bonus wallet; a turnover to play through; when it is
 * met, the bonus wallet moves to main up to the withdraw cap. One at a time.
 */
export const ZPromotion = z.object({
  promotion_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** bonus as a percentage of the deposit, e.g. 20 */
  bonus_percent: z.number().min(0),
  /** THB */
  max_bonus: ZThbWire,
  /** THB */
  min_deposit: ZThbWire,
  /** turnover needed = (deposit + bonus) × this */
  turnover_multiple: z.number().min(0),
  /** THB moved to main when the turnover is met; null for no cap */
  withdraw_cap: ZThbWire.nullable(),
  /** the terms, one line each, in Thai */
  terms: z.array(z.string()),
  /** game free spins granted when the promotion starts with a deposit; null: none */
  free_spin_offer: ZFreeSpinOffer.nullable(),
});
export type Promotion = z.infer<typeof ZPromotion>;

/** GET /api/promotion/list (public; a member also sees which one is theirs). */
export const ZPromotionListResponse = z.array(ZPromotion);
export type PromotionListResponse = z.infer<typeof ZPromotionListResponse>;

/** POST /api/promotion/accept */
export const ZPromotionAcceptRequest = z.object({
  promotion_id: zBodyInt('กรุณาเลือกโปรโมชั่น'),
});
export type PromotionAcceptRequest = z.input<typeof ZPromotionAcceptRequest>;

/**
 * `accepted`: waiting for the next deposit; `active`: bonus paid, turnover running;
 * `completed`: turnover met, bonus released; `cancelled`: the member gave it up
 * before depositing.
 */
export const MEMBER_PROMOTION_STATUSES = ['accepted', 'active', 'completed', 'cancelled'] as const;
export type MemberPromotionStatus = (typeof MEMBER_PROMOTION_STATUSES)[number];

export const MEMBER_PROMOTION_STATUS_TH: Record<MemberPromotionStatus, string> = {
  accepted: 'รับโปรแล้ว รอฝากเงิน',
  active: 'กำลังทำยอดเทิร์น',
  completed: 'ทำยอดครบแล้ว',
  cancelled: 'ยกเลิกแล้ว',
};

/** The member's promotion with its progress; `POST accept` answers it too. */
export const ZActivePromotion = z.object({
  member_promotion_id: z.number().int(),
  promotion: ZPromotion,
  status: z.enum(MEMBER_PROMOTION_STATUSES),
  /** THB, 0 until the deposit arrives */
  deposit: ZThbWire,
  /** THB */
  bonus: ZThbWire,
  /** THB */
  turnover_required: ZThbWire,
  /** THB */
  turnover_done: ZThbWire,
  accepted_at: ZIsoDateTime,
  activated_at: ZIsoDateTime.nullable(),
  completed_at: ZIsoDateTime.nullable(),
});
export type ActivePromotion = z.infer<typeof ZActivePromotion>;

/** GET /api/promotion/active: the accepted or active promotion, or null. */
export const ZPromotionActiveResponse = ZActivePromotion.nullable();
export type PromotionActiveResponse = z.infer<typeof ZPromotionActiveResponse>;

// ---- the calls ---------------------------------------------------------------------

export const promotionCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/promotion/list',
    access: 'visitor',
    summary: { th: 'โปรโมชั่นเงินฝากของเอเย่นต์', en: "The agent's deposit promotions" },
    data: ZPromotionListResponse,
    errors: [],
  }),
  accept: defineCall({
    method: 'POST',
    path: '/api/promotion/accept',
    access: 'member',
    summary: { th: 'รับโปรโมชั่นสำหรับการฝากครั้งถัดไป', en: 'Accept a promotion for the next deposit' },
    body: ZPromotionAcceptRequest,
    data: ZActivePromotion,
    moneyMoving: true,
    errors: [ErrorCode.PROMOTION_NOT_FOUND, ErrorCode.PROMOTION_ALREADY_ACTIVE, ErrorCode.PLAY_TIMEOUT, ErrorCode.SELF_EXCLUDED],
  }),
  active: defineCall({
    method: 'GET',
    path: '/api/promotion/active',
    access: 'member',
    summary: { th: 'โปรโมชั่นที่สมาชิกรับอยู่ พร้อมยอดเทิร์น', en: "The member's accepted or active promotion, with its turnover" },
    data: ZPromotionActiveResponse,
    errors: [],
  }),
};
