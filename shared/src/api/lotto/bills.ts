/**
 * Bills (โพย): pricing, placing, cancelling and reading a member's own bets.
 * Amounts are THB with two decimals on the wire; the request's `amount` is
 * parsed into satang (`ZThbPositive`).
 */
import { z } from 'zod';
import { ErrorCode } from '../../errors.js';
import { ZThbPositive, ZThbWire } from '../../money.js';
import { defineCall } from '../call.js';
import { zBodyInt, ZIsoDateTime, zQueryInt, ZPage } from '../common.js';
import { ZWalletsResponse } from '../member.js';
import { BET_TYPE_INFO, ZBetType, ZLottoRound } from './rounds.js';

// ---- requests --------------------------------------------------------------------------
export const ZBetNumber = z.string({ error: 'กรุณาระบุตัวเลข' }).trim().regex(/^\d{1,3}$/, { error: 'ตัวเลขไม่ถูกต้อง' });

/** One item of a bill as the member sends it. */
export const ZBillItemRequest = z
  .object({
    bet_type: ZBetType,
    number: ZBetNumber,
    amount: ZThbPositive,
  })
  .refine((item) => item.number.length === BET_TYPE_INFO[item.bet_type].digits, {
    error: 'จำนวนหลักของตัวเลขไม่ตรงกับประเภทการแทง',
    path: ['number'],
  });

export const MAX_BILL_ITEMS = 200;

export const ZBillRequest = z.object({
  round_id: z.number({ error: 'กรุณาระบุงวด' }).int().positive({ error: 'งวดไม่ถูกต้อง' }),
  items: z
    .array(ZBillItemRequest, { error: 'กรุณาเพิ่มรายการแทง' })
    .min(1, { error: 'กรุณาเพิ่มรายการแทง' })
    .max(MAX_BILL_ITEMS, { error: `แทงได้ไม่เกิน ${MAX_BILL_ITEMS} รายการต่อโพย` }),
  agent_id: zBodyInt('เอเย่นต์ไม่ถูกต้อง').optional(),
});
/** POST /api/lotto/bill/validate and /bill/create (create also takes the idempotency key header). */
export type BillRequest = z.input<typeof ZBillRequest>;

export const ZBillIdRequest = z.object({
  bill_id: z.number({ error: 'กรุณาระบุโพย' }).int().positive({ error: 'โพยไม่ถูกต้อง' }),
  agent_id: zBodyInt('เอเย่นต์ไม่ถูกต้อง').optional(),
});
/** POST /api/lotto/bill/cancel */
export type BillIdRequest = z.input<typeof ZBillIdRequest>;

export const ZBillIdQuery = z.object({ bill_id: zQueryInt('โพยไม่ถูกต้อง') });
export type BillIdQuery = z.input<typeof ZBillIdQuery>;

export const BILL_STATUSES = ['pending', 'won', 'lost', 'cancelled', 'refunded'] as const;
export const ZBillStatus = z.enum(BILL_STATUSES, { error: 'สถานะโพยไม่ถูกต้อง' });
export type BillStatus = z.infer<typeof ZBillStatus>;

/** GET /api/lotto/bill/list */
export const ZBillListQuery = z.object({
  status: ZBillStatus.optional(),
  round_id: zQueryInt('งวดไม่ถูกต้อง').optional(),
  page: ZPage,
});
export type BillListQuery = z.input<typeof ZBillListQuery>;

// ---- answers ---------------------------------------------------------------------------
/** One item as validate and create answer it. */
export const ZBillItemQuote = z.object({
  bet_type: ZBetType,
  number: z.string(),
  amount: ZThbWire,
  /** the rate this item gets (reduced for a restricted number) */
  rate: z.number().min(0),
  /** amount × rate, THB */
  payout: ZThbWire,
  /** Thai reason when the item cannot be bet; null when it can */
  error: z.string().nullable(),
});
export type BillItemQuote = z.infer<typeof ZBillItemQuote>;

/** validate: error 0 with `ok: false` and per-item errors when some items cannot be bet. */
export const ZBillQuote = z.object({
  round_id: z.number().int(),
  ok: z.boolean(),
  items: z.array(ZBillItemQuote),
  total: ZThbWire,
  possible_payout: ZThbWire,
});
export type BillQuote = z.infer<typeof ZBillQuote>;

export const ZBillItem = ZBillItemQuote.omit({ error: true }).extend({
  status: ZBillStatus,
  /** THB paid for this item; 0 until won */
  win_amount: ZThbWire,
});
export type BillItem = z.infer<typeof ZBillItem>;

export const ZBillSummary = z.object({
  bill_id: z.number().int(),
  round_id: z.number().int(),
  round_name: z.string(),
  category_id: z.number().int(),
  status: ZBillStatus,
  total: ZThbWire,
  win_amount: ZThbWire,
  item_count: z.number().int(),
  created_at: ZIsoDateTime,
  /** until when the member may cancel; null when the bill cannot be cancelled */
  cancel_until: ZIsoDateTime.nullable(),
});
export type BillSummary = z.infer<typeof ZBillSummary>;

/** bill/create and bill/detail */
export const ZBill = ZBillSummary.extend({
  items: z.array(ZBillItem),
  round: ZLottoRound,
});
export type Bill = z.infer<typeof ZBill>;

/** POST /api/lotto/bill/create: the bill and the balance after the debit. */
export const ZBillCreateResponse = ZBill.extend({ wallets: ZWalletsResponse });
export type BillCreateResponse = z.infer<typeof ZBillCreateResponse>;

/** POST /api/lotto/bill/cancel: the cancelled bill and the balance after the refund. */
export const ZBillCancelResponse = z.object({ bill: ZBill, wallets: ZWalletsResponse });
export type BillCancelResponse = z.infer<typeof ZBillCancelResponse>;

export const ZBillListResponse = z.object({
  bills: z.array(ZBillSummary),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type BillListResponse = z.infer<typeof ZBillListResponse>;

export const BILL_PAGE_SIZE = 20;

// ---- the calls -------------------------------------------------------------------------
/** Refusals of the responsible-play guard (docs/decisions/0017) that a stake can meet. */
const PLAY_GUARD = [ErrorCode.SELF_EXCLUDED, ErrorCode.PLAY_TIMEOUT, ErrorCode.LIMIT_LOSS_DAILY] as const;

export const lottoBillCalls = {
  billValidate: defineCall({
    method: 'POST',
    path: '/api/lotto/bill/validate',
    access: 'member',
    summary: {
      th: 'ตรวจโพยก่อนแทง: อัตราจ่ายและยอดจ่ายของแต่ละรายการ หรือเหตุผลที่แทงไม่ได้',
      en: "Price a bill before betting: each item's rate and payout, or why it cannot be bet",
    },
    body: ZBillRequest,
    data: ZBillQuote,
    errors: [ErrorCode.ROUND_NOT_FOUND, ErrorCode.ROUND_NOT_OPEN],
  }),
  billCreate: defineCall({
    method: 'POST',
    path: '/api/lotto/bill/create',
    access: 'member',
    summary: { th: 'แทงหวย: ตรวจโพยอีกครั้งและตัดเงินในขั้นตอนเดียว', en: 'Place a bill: validate again and debit in one step' },
    body: ZBillRequest,
    data: ZBillCreateResponse,
    moneyMoving: true,
    errors: [
      ErrorCode.ROUND_NOT_FOUND,
      ErrorCode.ROUND_NOT_OPEN,
      ErrorCode.BILL_ITEMS_INVALID,
      ...PLAY_GUARD,
      ErrorCode.INSUFFICIENT_BALANCE,
    ],
  }),
  billCancel: defineCall({
    method: 'POST',
    path: '/api/lotto/bill/cancel',
    access: 'member',
    summary: { th: 'ยกเลิกโพยและคืนเงินเต็มจำนวน ภายในเวลาที่กำหนด', en: 'Cancel a bill and refund it in full, while the cancel window lasts' },
    body: ZBillIdRequest,
    data: ZBillCancelResponse,
    moneyMoving: true,
    errors: [ErrorCode.BILL_NOT_FOUND, ErrorCode.BILL_NOT_CANCELLABLE],
  }),
  billList: defineCall({
    method: 'GET',
    path: '/api/lotto/bill/list',
    access: 'member',
    summary: { th: 'โพยของสมาชิก ล่าสุดก่อน', en: "The member's bills, newest first" },
    query: ZBillListQuery,
    data: ZBillListResponse,
    errors: [],
  }),
  billDetail: defineCall({
    method: 'GET',
    path: '/api/lotto/bill/detail',
    access: 'member',
    summary: { th: 'รายละเอียดโพย: รายการ อัตราจ่าย และยอดที่ถูกรางวัล', en: 'A bill with its items, rates, payouts and wins' },
    query: ZBillIdQuery,
    data: ZBill,
    errors: [ErrorCode.BILL_NOT_FOUND],
  }),
};
