import { z } from 'zod';
import { ErrorCode } from '../errors.js';
import { ZThbWire } from '../money.js';
import { defineCall } from './call.js';
import { zBodyInt, ZIsoDateTime } from './common.js';
import { ZFreeSpinOffer } from './free-spin-offer.js';

/**
 * Who may take a promotion (docs/decisions/0047), checked when the member
 * accepts it and again when the deposit is credited:
 * `any_deposit` every deposit; `first_deposit` only a member with no earlier
 * credited deposit; `new_member` only within `new_member_days` of registering;
 * `once_per_day` once a Bangkok day; `once_per_member` once ever. "Taken" means
 * a deposit paid its bonus, not merely accepted.
 */
export const PROMOTION_ELIGIBILITY_RULES = ['any_deposit', 'first_deposit', 'new_member', 'once_per_day', 'once_per_member'] as const;
export type PromotionEligibilityRule = (typeof PROMOTION_ELIGIBILITY_RULES)[number];

/** The new-member window when a promotion does not set its own. */
export const DEFAULT_NEW_MEMBER_DAYS = 7;

/** The rule as the member reads it beside the promotion. */
export function promotionEligibilityText(rule: PromotionEligibilityRule, newMemberDays: number | null): string {
  switch (rule) {
    case 'any_deposit':
      return 'รับได้ทุกยอดฝาก';
    case 'first_deposit':
      return 'เฉพาะยอดฝากครั้งแรกของสมาชิก';
    case 'new_member':
      return `เฉพาะสมาชิกที่สมัครไม่เกิน ${newMemberDays ?? DEFAULT_NEW_MEMBER_DAYS} วัน`;
    case 'once_per_day':
      return 'รับได้วันละ 1 ครั้ง';
    case 'once_per_member':
      return 'รับได้ 1 ครั้งต่อสมาชิก';
  }
}

export const ZPromotionEligibility = z.object({
  rule: z.enum(PROMOTION_ELIGIBILITY_RULES),
  /** `new_member`: registered within this many days; null for the other rules */
  new_member_days: z.number().int().positive().nullable(),
  /** the rule in Thai, as the member reads it */
  text: z.string(),
});
export type PromotionEligibility = z.infer<typeof ZPromotionEligibility>;

/**
 * Promotions (docs/domain.md "Promotions, coupons, quests, points, wheel"): a bonus % of the next deposit
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
  eligibility: ZPromotionEligibility,
  /**
   * Why the member asking may not take it now, in Thai (the refusal accept would
   * answer); null when it applies to them, or when a visitor asked.
   */
  unavailable_reason: z.string().nullable(),
});
export type Promotion = z.infer<typeof ZPromotion>;

/** GET /api/promotion/list (public; with a member's token each says whether it applies to them). */
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
 * before depositing, or a deposit found its rule no longer held (the deposit's
 * `promotion_note` says why).
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
    summary: { th: 'โปรโมชั่นเงินฝากของเอเย่นต์ พร้อมเงื่อนไขสิทธิ์รับ', en: "The agent's deposit promotions, with who may take each" },
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
    errors: [
      ErrorCode.PROMOTION_NOT_FOUND,
      ErrorCode.PROMOTION_ALREADY_ACTIVE,
      ErrorCode.PROMOTION_FIRST_DEPOSIT_ONLY,
      ErrorCode.PROMOTION_NEW_MEMBER_ONLY,
      ErrorCode.PROMOTION_ONCE_PER_DAY,
      ErrorCode.PROMOTION_ONCE_PER_MEMBER,
      ErrorCode.PLAY_TIMEOUT,
      ErrorCode.SELF_EXCLUDED,
    ],
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
