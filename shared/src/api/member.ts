import { z } from 'zod';
import { WalletType } from '../constants.js';
import { ZThbWire } from '../money.js';
import { defineCall } from './call.js';
import { zBodyInt, ZIsoDateTime, ZIsoDay, ZPage, zPaged } from './common.js';

export const ZWalletType = z.union([z.literal(WalletType.MAIN), z.literal(WalletType.BONUS)]);

/** A wallet as the spec names it; `balance` is THB with two decimals on the wire. */
export const ZWallet = z.object({
  id: z.number().int(),
  wallet_name: z.string(),
  balance: ZThbWire,
  wallet_type_id: ZWalletType,
});
export type Wallet = z.infer<typeof ZWallet>;

/** POST /api/member/wallets; also the `wallets` socket snapshot and event. */
export const ZWalletsResponse = z.object({
  wallets: z.array(ZWallet),
  /** sum of all wallets, THB */
  total: ZThbWire,
  points: z.number().int().min(0),
  /** wheel spins the member may use (optional: an operator's own API may not have a wheel) */
  free_spins: z.number().int().min(0).optional(),
});
export type WalletsResponse = z.infer<typeof ZWalletsResponse>;

/** Why points moved: earned (deposit, turnover, coupon, quest, wheel), spent (redeem, wheel) or expired; `adjust` by the agent. */
export const POINT_KINDS = ['deposit', 'turnover', 'coupon', 'quest', 'wheel', 'redeem', 'expire', 'adjust'] as const;
export type PointKind = (typeof POINT_KINDS)[number];

/** POST /api/member/points body: empty for the balance alone; `history: true` adds a page of the points ledger. */
export const ZPointsRequest = z.object({
  history: z.boolean({ error: 'history ต้องเป็น true หรือ false' }).optional(),
  page: zBodyInt('หน้าต้องเป็นตัวเลขตั้งแต่ 1', { max: 100_000 }).default(1),
});
export type PointsRequest = z.input<typeof ZPointsRequest>;

/** One row of the points ledger, newest first; `amount` is negative when points were spent or expired. */
export const ZPointEntry = z.object({
  id: z.number().int(),
  kind: z.enum(POINT_KINDS),
  amount: z.number().int(),
  balance_after: z.number().int().min(0),
  ref: z.string().nullable(),
  note: z.string().nullable(),
  created_at: ZIsoDateTime,
});
export type PointEntry = z.infer<typeof ZPointEntry>;

export const POINTS_PAGE_SIZE = 20;

/** POST /api/member/points: the spec's `data.point`, and the history when asked for. */
export const ZPointsResponse = z.object({ point: z.number().int().min(0), history: zPaged(ZPointEntry).optional() });
export type PointsResponse = z.infer<typeof ZPointsResponse>;

/** Ledger kinds of docs/domain.md "Wallets, ledger, money", each named in Thai on the statement page. */
export const LEDGER_KINDS = [
  'deposit',
  'withdraw',
  'withdraw_refund',
  'bet',
  'win',
  'refund',
  'bonus',
  'bonus_release',
  'cashback',
  'commission',
  'coupon',
  'quest',
  'wheel',
  'redeem',
  'game_bet',
  'game_win',
  'adjust',
  'poll',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_KIND_TH: Record<LedgerKind, string> = {
  deposit: 'ฝากเงิน',
  withdraw: 'ถอนเงิน',
  withdraw_refund: 'คืนเงินถอน',
  bet: 'แทงหวย',
  win: 'ถูกรางวัล',
  refund: 'คืนเงินเดิมพัน',
  bonus: 'โบนัส',
  bonus_release: 'โบนัสเข้ากระเป๋าหลัก',
  // Both the turnover cashback and the loss refund: the row's description says which.
  cashback: 'เงินคืน',
  commission: 'ค่าแนะนำเพื่อน',
  coupon: 'คูปอง',
  quest: 'ภารกิจ',
  wheel: 'กงล้อนำโชค',
  redeem: 'แลกของรางวัล',
  game_bet: 'เดิมพันเกม',
  game_win: 'ชนะเกม',
  adjust: 'ปรับยอดโดยเจ้าหน้าที่',
  poll: 'รางวัลโพล',
};

/** GET /api/member/statement */
export const ZStatementQuery = z
  .object({
    type: z.enum(LEDGER_KINDS, { error: 'ประเภทรายการไม่ถูกต้อง' }).optional(),
    from: ZIsoDay.optional(),
    to: ZIsoDay.optional(),
    page: ZPage,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'วันที่เริ่มต้องไม่เกินวันที่สิ้นสุด',
    path: ['from'],
  });
export type StatementQuery = z.input<typeof ZStatementQuery>;

export const ZStatementEntry = z.object({
  id: z.number().int(),
  wallet_type_id: ZWalletType,
  kind: z.enum(LEDGER_KINDS),
  /** THB, negative when money leaves */
  amount: ZThbWire,
  balance_after: ZThbWire,
  /** the site's own pointer to the entry's cause (`bill:12`, `game:<provider>:<transaction>`, `wheel:6`…), for support and operators */
  ref: z.string().nullable(),
  note: z.string().nullable(),
  /**
   * What the entry was for, in Thai, as a member reads it: the game and its hand or round, the wheel's
   * prize, the quest's name, the bill and its round…; the note where there is nothing to look up; null
   * when the kind says it all
   */
  description: z.string().nullable(),
  created_at: ZIsoDateTime,
});
export type StatementEntry = z.infer<typeof ZStatementEntry>;

export const STATEMENT_PAGE_SIZE = 20;

export const memberCalls = {
  wallets: defineCall({
    method: 'POST',
    path: '/api/member/wallets',
    access: 'member',
    summary: { th: 'กระเป๋าเงินของสมาชิก ยอดรวม และแต้ม', en: "The member's wallets, their total and points" },
    data: ZWalletsResponse,
    errors: [],
  }),
  points: defineCall({
    method: 'POST',
    path: '/api/member/points',
    access: 'member',
    summary: { th: 'แต้มสะสมของสมาชิก และประวัติแต้มเมื่อขอ', en: "The member's points, and their history when asked for" },
    body: ZPointsRequest,
    data: ZPointsResponse,
    errors: [],
  }),
  statement: defineCall({
    method: 'GET',
    path: '/api/member/statement',
    access: 'member',
    summary: { th: 'รายการเดินบัญชี กรองตามประเภทและช่วงวัน', en: 'The ledger, filtered by kind and day range' },
    query: ZStatementQuery,
    data: zPaged(ZStatementEntry),
    errors: [],
  }),
};
