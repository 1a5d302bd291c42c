import { z } from 'zod';
import { ErrorCode } from '../errors.js';
import { isThbAmount, ZThbWire } from '../money.js';
import { defineCall } from './call.js';
import { zBodyInt, zPaged, ZIsoDateTime, ZPage, zQueryInt } from './common.js';

/**
 * The point shop (docs/decisions/0031): items bought with points.
 * An item gives credit to the bonus or the main wallet, free wheel spins, or
 * goods (a claim the agent fulfils). Points and the reward move in one
 * transaction through the ledger.
 */
export const REDEMPTION_REWARDS = ['bonus_credit', 'main_credit', 'free_spins', 'goods'] as const;
export type RedemptionReward = (typeof REDEMPTION_REWARDS)[number];

export const CLAIM_STATUSES = ['pending', 'fulfilled', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const ZRedemptionItem = z.object({
  item_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  reward: z.enum(REDEMPTION_REWARDS),
  /** THB for credit, spins for free spins, 1 for goods */
  value: ZThbWire,
  /** points */
  cost: z.number().int().positive(),
  /** left in stock; null: no stock limit */
  stock: z.number().int().min(0).nullable(),
  /** redeems per member, ever (rejected claims do not count); null: no limit */
  limit_per_member: z.number().int().positive().nullable(),
  /** redeems per member per Bangkok day; null: no limit */
  limit_per_day: z.number().int().positive().nullable(),
});
export type RedemptionItem = z.infer<typeof ZRedemptionItem>;

/** GET /api/redemption/list: the items on sale, for anyone, and the member's points. */
export const ZRedemptionList = z.object({
  items: z.array(ZRedemptionItem),
  /** the member's points; null for a visitor (no token sent) */
  points: z.number().int().min(0).nullable(),
});
export type RedemptionList = z.infer<typeof ZRedemptionList>;

export const ZRedemptionRequest = z.object({
  item_id: zBodyInt('กรุณาเลือกของรางวัล'),
});
export type RedemptionRequest = z.input<typeof ZRedemptionRequest>;

/** POST /api/redemption/calc: what a redeem would do now, changing nothing. */
export const ZRedemptionCalc = z.object({
  item: ZRedemptionItem,
  cost: z.number().int().positive(),
  points: z.number().int().min(0),
  /** the balance after the redeem (the balance itself when it is refused) */
  points_after: z.number().int().min(0),
  /** null when the redeem would pass; otherwise the refusal it would answer */
  refusal: z.object({ error: z.number().int().positive(), message: z.string() }).nullable(),
});
export type RedemptionCalc = z.infer<typeof ZRedemptionCalc>;

export const ZRedemption = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  title: z.string(),
  reward: z.enum(REDEMPTION_REWARDS),
  value: ZThbWire,
  cost: z.number().int().positive(),
  /** goods only: where the agent's claim stands; null for the others */
  claim_status: z.enum(CLAIM_STATUSES).nullable(),
  claim_note: z.string().nullable(),
  created_at: ZIsoDateTime,
});
export type Redemption = z.infer<typeof ZRedemption>;

/** POST /api/redemption/redeem: the redemption and the points left. */
export const ZRedeemResponse = z.object({
  redemption: ZRedemption,
  points: z.number().int().min(0),
});
export type RedeemResponse = z.infer<typeof ZRedeemResponse>;

export const ZRedemptionHistoryQuery = z.object({ page: ZPage });
export type RedemptionHistoryQuery = z.input<typeof ZRedemptionHistoryQuery>;

// ---- operator side ---------------------------------------------------------------

/** The agent's view of a claim: who to send the goods to. */
export const ZRedemptionClaim = ZRedemption.extend({
  username: z.string(),
  full_name: z.string(),
});
export type RedemptionClaim = z.infer<typeof ZRedemptionClaim>;

export const ZRedemptionClaimsQuery = z.object({
  status: z.enum(CLAIM_STATUSES, { error: 'สถานะไม่ถูกต้อง' }).default('pending'),
});
export type RedemptionClaimsQuery = z.input<typeof ZRedemptionClaimsQuery>;

export const ZRedemptionIdParams = z.object({ id: zQueryInt('รหัสรายการไม่ถูกต้อง') });

export const ZClaimDecisionRequest = z.object({
  note: z.string().trim().max(200, { error: 'หมายเหตุยาวเกินไป' }).optional(),
});
export type ClaimDecisionRequest = z.input<typeof ZClaimDecisionRequest>;

export const ZRedemptionClaimDecision = z.object({ claim: ZRedemptionClaim });
export type RedemptionClaimDecision = z.infer<typeof ZRedemptionClaimDecision>;

/** The agent sees switched-off items too. */
export const ZOperatorRedemptionItem = ZRedemptionItem.extend({ enabled: z.boolean(), sort_order: z.number().int() });
export type OperatorRedemptionItem = z.infer<typeof ZOperatorRedemptionItem>;

/** As given: THB for credit, a whole count for spins (the upstream converts by the reward). */
const ZItemValue = z
  .number({ error: 'กรุณาระบุมูลค่าของรางวัลเป็นตัวเลข' })
  .positive({ error: 'มูลค่าของรางวัลต้องมากกว่า 0' })
  .refine(isThbAmount, { error: 'มูลค่าต้องมีทศนิยมไม่เกิน 2 ตำแหน่ง' });

const nullableLimit = (message: string) => z.number({ error: message }).int({ error: message }).positive({ error: message }).nullable();

/**
 * A new item. `value`: THB for credit, whole spins for free spins, ignored for
 * goods (1). `stock` null means no stock limit.
 */
export const ZRedemptionItemInput = z.object({
  title: z.string({ error: 'กรุณาระบุชื่อของรางวัล' }).trim().min(1, { error: 'กรุณาระบุชื่อของรางวัล' }).max(100, { error: 'ชื่อยาวเกินไป' }),
  description: z.string().trim().max(500, { error: 'รายละเอียดยาวเกินไป' }).default(''),
  image: z.string().trim().max(300, { error: 'ที่อยู่รูปยาวเกินไป' }).nullable().default(null),
  reward: z.enum(REDEMPTION_REWARDS, { error: 'ประเภทของรางวัลไม่ถูกต้อง' }),
  value: ZItemValue.default(1),
  cost: zBodyInt('แต้มที่ใช้แลกต้องเป็นจำนวนเต็มตั้งแต่ 1', { max: 100_000_000 }),
  stock: z.number({ error: 'จำนวนคงเหลือไม่ถูกต้อง' }).int({ error: 'จำนวนคงเหลือไม่ถูกต้อง' }).min(0, { error: 'จำนวนคงเหลือไม่ถูกต้อง' }).nullable().default(null),
  limit_per_member: nullableLimit('จำนวนครั้งต่อสมาชิกไม่ถูกต้อง').default(null),
  limit_per_day: nullableLimit('จำนวนครั้งต่อวันไม่ถูกต้อง').default(null),
  enabled: z.boolean().default(true),
  sort_order: z.number().int().default(0),
});
export type RedemptionItemInput = z.input<typeof ZRedemptionItemInput>;

/** An edit: only the fields given change; `enabled: false` switches the item off. */
export const ZRedemptionItemEdit = z.object({
  title: ZRedemptionItemInput.shape.title.optional(),
  description: z.string().trim().max(500, { error: 'รายละเอียดยาวเกินไป' }).optional(),
  image: z.string().trim().max(300, { error: 'ที่อยู่รูปยาวเกินไป' }).nullable().optional(),
  value: ZItemValue.optional(),
  cost: zBodyInt('แต้มที่ใช้แลกต้องเป็นจำนวนเต็มตั้งแต่ 1', { max: 100_000_000 }).optional(),
  stock: z.number().int().min(0, { error: 'จำนวนคงเหลือไม่ถูกต้อง' }).nullable().optional(),
  limit_per_member: nullableLimit('จำนวนครั้งต่อสมาชิกไม่ถูกต้อง').optional(),
  limit_per_day: nullableLimit('จำนวนครั้งต่อวันไม่ถูกต้อง').optional(),
  enabled: z.boolean().optional(),
  sort_order: z.number().int().optional(),
});
export type RedemptionItemEdit = z.input<typeof ZRedemptionItemEdit>;

export const ZOperatorRedemptionItemResponse = z.object({ item: ZOperatorRedemptionItem });
export type OperatorRedemptionItemResponse = z.infer<typeof ZOperatorRedemptionItemResponse>;

// ---- the calls ---------------------------------------------------------------------

/** What any redeem may be refused for, in the order they are checked. */
const redeemRefusals = [
  ErrorCode.SELF_EXCLUDED,
  ErrorCode.PLAY_TIMEOUT,
  ErrorCode.REDEEM_ITEM_NOT_FOUND,
  ErrorCode.REDEEM_ITEM_OFF,
  ErrorCode.REDEEM_OUT_OF_STOCK,
  ErrorCode.REDEEM_MEMBER_LIMIT,
  ErrorCode.REDEEM_DAILY_LIMIT,
  ErrorCode.REDEEM_POINTS_SHORT,
];

export const redemptionCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/redemption/list',
    // The shop window is public (decision 0048): a visitor sees items, prices and stock; points only come with a token.
    access: 'visitor',
    summary: {
      th: 'ของรางวัลที่แลกด้วยแต้มได้ ราคาและจำนวนคงเหลือ (ทุกคนดูได้) และแต้มของสมาชิกเมื่อเข้าสู่ระบบ',
      en: 'Point-shop items on sale with prices and stock, for anyone; the member’s points when a token is sent',
    },
    data: ZRedemptionList,
    errors: [],
  }),
  calc: defineCall({
    method: 'POST',
    path: '/api/redemption/calc',
    access: 'member',
    summary: { th: 'ดูก่อนแลก: แต้มที่ใช้ สิ่งที่ได้ และแต้มคงเหลือ (ไม่เปลี่ยนแปลงอะไร)', en: 'Preview a redeem: cost, reward, points after, refusal (changes nothing)' },
    body: ZRedemptionRequest,
    data: ZRedemptionCalc,
    errors: [ErrorCode.REDEEM_ITEM_NOT_FOUND],
  }),
  redeem: defineCall({
    method: 'POST',
    path: '/api/redemption/redeem',
    access: 'member',
    summary: { th: 'แลกของรางวัลด้วยแต้ม', en: 'Redeem an item with points' },
    body: ZRedemptionRequest,
    data: ZRedeemResponse,
    moneyMoving: true,
    errors: [...redeemRefusals, ErrorCode.INSUFFICIENT_BALANCE],
  }),
  history: defineCall({
    method: 'GET',
    path: '/api/redemption/history',
    access: 'member',
    summary: { th: 'ประวัติการแลกของรางวัล พร้อมสถานะการจัดส่ง', en: 'The member’s redemptions, newest first, with the goods claim state' },
    query: ZRedemptionHistoryQuery,
    data: zPaged(ZRedemption),
    errors: [],
  }),
};

const claimDecided = [ErrorCode.REDEEM_CLAIM_NOT_FOUND, ErrorCode.REDEEM_CLAIM_NOT_PENDING];

export const redemptionOperatorCalls = {
  redemptionClaims: defineCall({
    method: 'GET',
    path: '/operator/redemption/claims',
    access: 'agent',
    summary: { th: 'รายการแลกของรางวัลที่รอจัดส่ง (ตามสถานะ)', en: 'Goods claims by status (pending by default), oldest first' },
    query: ZRedemptionClaimsQuery,
    data: z.array(ZRedemptionClaim),
    errors: [],
  }),
  redemptionClaimFulfil: defineCall({
    method: 'POST',
    path: '/operator/redemption/claims/:id/fulfil',
    access: 'agent',
    summary: { th: 'ยืนยันว่าจัดส่งของรางวัลแล้ว', en: 'Mark a goods claim fulfilled' },
    params: ZRedemptionIdParams,
    body: ZClaimDecisionRequest,
    data: ZRedemptionClaimDecision,
    errors: claimDecided,
  }),
  redemptionClaimReject: defineCall({
    method: 'POST',
    path: '/operator/redemption/claims/:id/reject',
    access: 'agent',
    summary: { th: 'ปฏิเสธการแลกของรางวัล (คืนแต้มให้สมาชิก)', en: 'Reject a goods claim (the points go back)' },
    params: ZRedemptionIdParams,
    body: ZClaimDecisionRequest,
    data: ZRedemptionClaimDecision,
    errors: claimDecided,
  }),
  redemptionItems: defineCall({
    method: 'GET',
    path: '/operator/redemption/items',
    access: 'agent',
    summary: { th: 'ของรางวัลทั้งหมด รวมที่ปิดอยู่', en: 'Every point-shop item, switched-off ones too' },
    data: z.array(ZOperatorRedemptionItem),
    errors: [],
  }),
  redemptionItemAdd: defineCall({
    method: 'POST',
    path: '/operator/redemption/items',
    access: 'agent',
    summary: { th: 'เพิ่มของรางวัล', en: 'Add a point-shop item' },
    body: ZRedemptionItemInput,
    data: ZOperatorRedemptionItemResponse,
    errors: [],
  }),
  redemptionItemEdit: defineCall({
    method: 'POST',
    path: '/operator/redemption/items/:id',
    access: 'agent',
    summary: { th: 'แก้ไขหรือปิดของรางวัล', en: 'Edit or switch off a point-shop item' },
    params: ZRedemptionIdParams,
    body: ZRedemptionItemEdit,
    data: ZOperatorRedemptionItemResponse,
    errors: [ErrorCode.REDEEM_ITEM_NOT_FOUND],
  }),
};
