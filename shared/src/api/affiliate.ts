import { z } from 'zod';
import { ErrorCode } from '../errors.js';
import { ZThbWire } from '../money.js';
import { defineCall } from './call.js';
import { zBodyInt, ZIsoDateTime, ZIsoDay, ZPage, zPaged, zQueryInt } from './common.js';
import { ZWalletsResponse } from './member.js';

/**
 * The three-level affiliate scheme (docs/domain.md "Cashback, refunds, affiliate, polls"; docs/decisions/0035). A
 * member's referral link is the site with `?ref=<code>`; a sign-up through it
 * makes the new member level 1 of the referrer, level 2 of the referrer's
 * referrer, level 3 above that. Commission is a rate of each downline
 * member's turnover per Bangkok day, computed by the daily job once per
 * member and day, and redeemed to the main wallet from `min_redeem` THB. A
 * sign-up that shares a bank account or phone with someone in its would-be
 * upline is flagged and earns nobody anything.
 */
export const AFFILIATE_LEVELS = [1, 2, 3] as const;
export const ZAffiliateLevel = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'ระดับต้องเป็น 1 2 หรือ 3' });

export const ZAffiliateConfigQuery = z.object({ agent_id: zQueryInt('รหัสเอเย่นต์ไม่ถูกต้อง').optional() });
/** GET /api/affiliate/v2/configs */
export const ZAffiliateConfig = z.object({
  agent_id: z.number().int(),
  levels: z.array(z.object({ level: ZAffiliateLevel, /** percent of the downline's turnover */ rate: z.number() })),
  min_redeem: ZThbWire,
  /** the products whose turnover counts */
  products: z.array(z.string()),
});
export type AffiliateConfig = z.infer<typeof ZAffiliateConfig>;

export const ZAffiliateLevelFigures = z.object({
  level: ZAffiliateLevel,
  rate: z.number(),
  /** members at this level */
  members: z.number().int().min(0),
  /** of them, with turnover in the last 30 days */
  active: z.number().int().min(0),
  turnover: ZThbWire,
  commission: ZThbWire,
});

/** GET /api/affiliate/summary */
export const ZAffiliateSummary = z.object({
  code: z.string(),
  /** the site with ?ref=code, as the gateway serves it */
  link_path: z.string(),
  clicks: z.number().int().min(0),
  signups: z.number().int().min(0),
  levels: z.array(ZAffiliateLevelFigures),
  /** commission earned and not redeemed yet */
  balance: ZThbWire,
  total_earned: ZThbWire,
  total_redeemed: ZThbWire,
  min_redeem: ZThbWire,
});
export type AffiliateSummary = z.infer<typeof ZAffiliateSummary>;

export const AFFILIATE_TX_KINDS = ['commission', 'redeem'] as const;
/** GET /api/affiliate/transactions: commission earned (per day and level) and redeems, newest first. */
export const ZAffiliateTransaction = z.object({
  id: z.number().int(),
  kind: z.enum(AFFILIATE_TX_KINDS),
  /** commission: the day and level it is for; null for a redeem */
  day: ZIsoDay.nullable(),
  level: ZAffiliateLevel.nullable(),
  /** THB; negative for a redeem */
  amount: ZThbWire,
  balance_after: ZThbWire,
  created_at: ZIsoDateTime,
});
export type AffiliateTransaction = z.infer<typeof ZAffiliateTransaction>;

export const ZAffiliateDayQuery = z
  .object({ from: ZIsoDay.optional(), to: ZIsoDay.optional(), page: ZPage })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'วันที่เริ่มต้องไม่เกินวันที่สิ้นสุด', path: ['from'] });

/** GET /api/affiliate/v2/transactions: per day and level, how the commission was computed. */
export const ZAffiliateDay = z.object({
  day: ZIsoDay,
  level: ZAffiliateLevel,
  active: z.number().int().min(0),
  turnover: ZThbWire,
  rate: z.number(),
  commission: ZThbWire,
});
export type AffiliateDay = z.infer<typeof ZAffiliateDay>;

export const ZAffiliateNetworkRequest = z.object({
  level: ZAffiliateLevel.default(1),
  page: zBodyInt('หน้าต้องเป็นตัวเลขตั้งแต่ 1', { max: 100_000 }).default(1),
});
export type AffiliateNetworkRequest = z.input<typeof ZAffiliateNetworkRequest>;

/** POST /api/affiliate/network: the member's downline at a level, names masked. */
export const ZAffiliateDownline = z.object({
  /** 089****999 */
  name: z.string(),
  level: ZAffiliateLevel,
  registered_at: ZIsoDateTime,
  /** turnover in the last 30 days */
  turnover_30d: ZThbWire,
  active: z.boolean(),
  /** a sign-up that shares a bank account or phone with its upline: earns nothing */
  flagged: z.boolean(),
});
export type AffiliateDownline = z.infer<typeof ZAffiliateDownline>;

export const ZAffiliateRedeem = z.object({ redeemed: ZThbWire, balance: ZThbWire, wallets: ZWalletsResponse });
export type AffiliateRedeem = z.infer<typeof ZAffiliateRedeem>;

export const ZAffiliateClickRequest = z.object({
  code: z.string({ error: 'รหัสผู้แนะนำไม่ถูกต้อง' }).trim().min(1, { error: 'รหัสผู้แนะนำไม่ถูกต้อง' }).max(32, { error: 'รหัสผู้แนะนำไม่ถูกต้อง' }),
});

export const affiliateCalls = {
  configs: defineCall({
    method: 'GET',
    path: '/api/affiliate/v2/configs',
    access: 'visitor',
    summary: { th: 'อัตราค่าคอมมิชชั่นแนะนำเพื่อน 3 ระดับ', en: 'The three levels’ commission rates and the redeem minimum' },
    query: ZAffiliateConfigQuery,
    data: ZAffiliateConfig,
    errors: [],
  }),
  summary: defineCall({
    method: 'GET',
    path: '/api/affiliate/summary',
    access: 'member',
    summary: { th: 'ลิงก์แนะนำ ยอดคลิก สมัคร ยอดเล่นและค่าคอมของแต่ละระดับ', en: "The member's link, clicks, sign-ups and each level's figures" },
    data: ZAffiliateSummary,
    errors: [],
  }),
  transactions: defineCall({
    method: 'GET',
    path: '/api/affiliate/transactions',
    access: 'member',
    summary: { th: 'รายการค่าคอมที่ได้รับและการถอนค่าคอม', en: 'Commission earned and redeemed, newest first' },
    query: z.object({ page: ZPage }),
    data: zPaged(ZAffiliateTransaction),
    errors: [],
  }),
  transactionsV2: defineCall({
    method: 'GET',
    path: '/api/affiliate/v2/transactions',
    access: 'member',
    summary: { th: 'ค่าคอมรายวันแยกตามระดับ พร้อมวิธีคำนวณ', en: 'Commission per day and level, with how it was computed' },
    query: ZAffiliateDayQuery,
    data: zPaged(ZAffiliateDay),
    errors: [],
  }),
  network: defineCall({
    method: 'POST',
    path: '/api/affiliate/network',
    access: 'member',
    summary: { th: 'รายชื่อเพื่อนที่แนะนำในแต่ละระดับ', en: "The member's downline at a level, paged, names masked" },
    body: ZAffiliateNetworkRequest,
    data: zPaged(ZAffiliateDownline),
    errors: [],
  }),
  redeem: defineCall({
    method: 'POST',
    path: '/api/affiliate/redeem',
    access: 'member',
    summary: { th: 'ถอนค่าคอมเข้ากระเป๋าหลัก', en: 'Redeem the commission balance into the main wallet' },
    data: ZAffiliateRedeem,
    moneyMoving: true,
    errors: [ErrorCode.AFFILIATE_BELOW_MIN],
  }),
  click: defineCall({
    method: 'POST',
    path: '/api/affiliate/click',
    access: 'visitor',
    summary: { th: 'บันทึกการเปิดลิงก์แนะนำ', en: 'Count a visit through a referral link (once per address and code a day)' },
    body: ZAffiliateClickRequest,
    data: z.object({ counted: z.boolean() }),
    errors: [],
  }),
};
