import { z } from 'zod';
import { ErrorCode } from '../errors.js';
import { ZThbWire } from '../money.js';
import { defineCall } from './call.js';
import { ZIsoDateTime, ZIsoDay, ZPage, zPaged } from './common.js';
import { ZWalletsResponse } from './member.js';

/**
 * Cashback and the loss refund (docs/domain.md "Cashback, refunds, affiliate, polls"; docs/decisions/0034). Both are
 * measured by one daily job per member and Bangkok day from the ledger over
 * every product (lotto, yeekee, games): turnover cashback is paid into the
 * main wallet by the job; the loss refund waits for the member's claim until
 * the end of the day after the loss. Each row says how its amount was
 * computed.
 */
export const CASHBACK_PRODUCTS = ['lotto', 'yeekee', 'games'] as const;
export type CashbackProduct = (typeof CASHBACK_PRODUCTS)[number];

/** One product's share of a day: stakes (net of cancelled bets), wins, in THB. */
export const ZProductDay = z.object({
  product: z.enum(CASHBACK_PRODUCTS),
  turnover: ZThbWire,
  wins: ZThbWire,
});
export type ProductDay = z.infer<typeof ZProductDay>;

export const TURNOVER_STATUSES = ['paid', 'below_min'] as const;
/** A day's turnover cashback: `amount` = floor(turnover × rate), paid when at least 0.01 THB. */
export const ZTurnoverCashback = z.object({
  day: ZIsoDay,
  turnover: ZThbWire,
  /** percent of turnover, e.g. 0.3 */
  rate: z.number(),
  amount: ZThbWire,
  status: z.enum(TURNOVER_STATUSES),
  products: z.array(ZProductDay),
  paid_at: ZIsoDateTime.nullable(),
});
export type TurnoverCashback = z.infer<typeof ZTurnoverCashback>;

export const LOSS_STATUSES = ['claimable', 'claimed', 'expired', 'below_min'] as const;
export type LossStatus = (typeof LOSS_STATUSES)[number];
/**
 * A day's loss refund: net loss = stakes − wins (every product); refund =
 * min(floor(net loss × rate), max_refund) when the net loss is at least
 * `min_loss`; claimable until `claim_until` (the end of the next Bangkok day).
 */
export const ZLossRefund = z.object({
  id: z.number().int(),
  day: ZIsoDay,
  turnover: ZThbWire,
  wins: ZThbWire,
  net_loss: ZThbWire,
  rate: z.number(),
  min_loss: ZThbWire,
  max_refund: ZThbWire,
  amount: ZThbWire,
  status: z.enum(LOSS_STATUSES),
  products: z.array(ZProductDay),
  claim_until: ZIsoDateTime,
  claimed_at: ZIsoDateTime.nullable(),
});
export type LossRefund = z.infer<typeof ZLossRefund>;

/** The rates in force (a change by the agent applies from the next day's run). */
export const ZCashbackRates = z.object({
  turnover_rate: z.number(),
  loss_rate: z.number(),
  min_loss: ZThbWire,
  max_refund: ZThbWire,
});
export type CashbackRates = z.infer<typeof ZCashbackRates>;

export const ZCashbackHistoryQuery = z
  .object({ from: ZIsoDay.optional(), to: ZIsoDay.optional(), page: ZPage })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'วันที่เริ่มต้องไม่เกินวันที่สิ้นสุด', path: ['from'] });
export type CashbackHistoryQuery = z.input<typeof ZCashbackHistoryQuery>;

/** GET /api/cashback/turnover/history: yesterday's row (null before the first run) and a page of days, newest first. */
export const ZTurnoverHistory = zPaged(ZTurnoverCashback).extend({ yesterday: ZTurnoverCashback.nullable(), rates: ZCashbackRates });
export type TurnoverHistory = z.infer<typeof ZTurnoverHistory>;

/** GET /api/cashback/loss/history: the refund that can be claimed now (if any) and a page of days, newest first. */
export const ZLossHistory = zPaged(ZLossRefund).extend({ current: ZLossRefund.nullable(), rates: ZCashbackRates });
export type LossHistory = z.infer<typeof ZLossHistory>;

export const ZLossClaim = z.object({ refund: ZLossRefund, wallets: ZWalletsResponse });
export type LossClaim = z.infer<typeof ZLossClaim>;

export const cashbackCalls = {
  rates: defineCall({
    method: 'GET',
    path: '/api/cashback/rates',
    access: 'visitor',
    summary: { th: 'อัตราคืนยอดเล่นและคืนยอดเสียที่ใช้วันนี้', en: 'The turnover cashback and loss refund rates in force today' },
    data: ZCashbackRates,
    errors: [],
  }),
  lossClaim: defineCall({
    method: 'POST',
    path: '/api/cashback/loss/claim',
    access: 'member',
    summary: { th: 'รับเงินคืนยอดเสียของเมื่อวาน', en: "Claim yesterday's loss refund into the main wallet" },
    data: ZLossClaim,
    moneyMoving: true,
    errors: [ErrorCode.CASHBACK_NOTHING_TO_CLAIM, ErrorCode.CASHBACK_ALREADY_CLAIMED, ErrorCode.CASHBACK_CLAIM_EXPIRED, ErrorCode.SELF_EXCLUDED],
  }),
  lossHistory: defineCall({
    method: 'GET',
    path: '/api/cashback/loss/history',
    access: 'member',
    summary: { th: 'ยอดเสียและเงินคืนรายวัน พร้อมวิธีคำนวณ', en: 'Daily losses and refunds, with how each was computed' },
    query: ZCashbackHistoryQuery,
    data: ZLossHistory,
    errors: [],
  }),
  turnoverHistory: defineCall({
    method: 'GET',
    path: '/api/cashback/turnover/history',
    access: 'member',
    summary: { th: 'ยอดเล่นและคืนยอดเล่นรายวัน พร้อมวิธีคำนวณ', en: 'Daily turnover and turnover cashback, with how each was computed' },
    query: ZCashbackHistoryQuery,
    data: ZTurnoverHistory,
    errors: [],
  }),
};
