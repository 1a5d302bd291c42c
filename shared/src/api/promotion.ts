import { z } from 'zod';

/**
 * Promotions (DOMAIN.md "Promotions and coupons"): a bonus % of the next deposit
 * up to a cap, paid into the bonus wallet; a turnover to play through; when it is
 * met, the bonus wallet moves to main up to the withdraw cap. One at a time.
 */
export interface Promotion {
  promotion_id: number;
  title: string;
  description: string;
  image: string | null;
  /** bonus as a percentage of the deposit, e.g. 20 */
  bonus_percent: number;
  /** THB */
  max_bonus: number;
  /** THB */
  min_deposit: number;
  /** turnover needed = (deposit + bonus) × this */
  turnover_multiple: number;
  /** THB moved to main when the turnover is met; null for no cap */
  withdraw_cap: number | null;
  /** the terms, one line each, in Thai */
  terms: string[];
}

/** GET /api/promotion/list (public; a member also sees which one is theirs). */
export type PromotionListResponse = Promotion[];

/** POST /api/promotion/accept */
export const ZPromotionAcceptRequest = z.object({
  promotion_id: z.coerce
    .number({ error: 'กรุณาเลือกโปรโมชั่น' })
    .int({ error: 'กรุณาเลือกโปรโมชั่น' })
    .positive({ error: 'กรุณาเลือกโปรโมชั่น' }),
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
export interface ActivePromotion {
  member_promotion_id: number;
  promotion: Promotion;
  status: MemberPromotionStatus;
  /** THB, 0 until the deposit arrives */
  deposit: number;
  /** THB */
  bonus: number;
  /** THB */
  turnover_required: number;
  /** THB */
  turnover_done: number;
  accepted_at: string;
  activated_at: string | null;
  completed_at: string | null;
}

/** GET /api/promotion/active: the accepted or active promotion, or null. */
export type PromotionActiveResponse = ActivePromotion | null;
