import { z } from 'zod';
import { ErrorCode } from '../errors.js';
import { ZThbPositive, ZThbWire } from '../money.js';
import { defineCall } from './call.js';
import { zPaged, ZIsoDateTime, ZPage } from './common.js';
import { ZOtpAnswer } from './otp-answer.js';
import { ZWalletsResponse } from './member.js';

/**
 * Withdrawals (docs/domain.md "Deposit and withdraw"): from the main wallet only, to
 * the member's registered account. The amount leaves the wallet at request; a
 * rejected request is refunded (`withdraw_refund`).
 */
export const WITHDRAW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

export const WITHDRAW_STATUS_TH: Record<WithdrawStatus, string> = {
  pending: 'รอตรวจสอบ',
  approved: 'โอนเงินแล้ว',
  rejected: 'ไม่อนุมัติ (คืนเงินแล้ว)',
};

/** POST /api/member/withdraw (with an Idempotency-Key header). */
export const ZWithdrawRequest = z.object({
  amount: ZThbPositive,
  /** the SMS code, for the first withdrawal to an account when the site sends codes (docs/decisions/0084) */
  otp: ZOtpAnswer.optional(),
});
export type WithdrawRequest = z.input<typeof ZWithdrawRequest>;

export const ZWithdrawal = z.object({
  id: z.number().int(),
  /** THB */
  amount: ZThbWire,
  status: z.enum(WITHDRAW_STATUSES),
  bank_code: z.string(),
  bank_name: z.string(),
  /** masked for the member, whole for the agent */
  account_no: z.string(),
  reason: z.string().nullable(),
  created_at: ZIsoDateTime,
  decided_at: ZIsoDateTime.nullable(),
});
export type Withdrawal = z.infer<typeof ZWithdrawal>;

/** GET /api/member/withdraw/list?page= */
export const ZWithdrawListQuery = z.object({
  page: ZPage,
});
export type WithdrawListQuery = z.input<typeof ZWithdrawListQuery>;

/**
 * What the withdraw page explains: the rules as numbers, what is left today,
 * and why a request would be refused now (null when it would not).
 * GET /api/member/withdraw/list answers it beside the page of requests.
 */
export const ZWithdrawRules = z.object({
  /** THB */
  min_amount: ZThbWire,
  /** THB */
  max_amount: ZThbWire,
  per_day: z.number().int(),
  remaining_today: z.number().int().min(0),
  /** THB, the main wallet */
  withdrawable: ZThbWire,
  has_pending: z.boolean(),
  /** the active promotion's turnover (THB), when one is still running */
  turnover: z.object({ required: ZThbWire, done: ZThbWire }).nullable(),
  /** the member's registered account */
  bank: z.object({ bank_code: z.string(), bank_name: z.string(), account_no: z.string(), account_name: z.string() }).nullable(),
  /** Thai text of the first rule that would refuse a request now, or null */
  blocked_reason: z.string().nullable(),
});
export type WithdrawRules = z.infer<typeof ZWithdrawRules>;

/** What POST /api/member/withdraw answers: the new request, the rules as they now stand, the wallets. */
export const ZWithdrawResponse = z.object({
  withdrawal: ZWithdrawal,
  rules: ZWithdrawRules,
  wallets: ZWalletsResponse,
});
export type WithdrawResponse = z.infer<typeof ZWithdrawResponse>;

export const ZWithdrawListResponse = zPaged(ZWithdrawal).extend({ rules: ZWithdrawRules });
export type WithdrawListResponse = z.infer<typeof ZWithdrawListResponse>;

export const WITHDRAW_PAGE_SIZE = 20;

// ---- the calls ---------------------------------------------------------------------

export const withdrawCalls = {
  withdraw: defineCall({
    method: 'POST',
    path: '/api/member/withdraw',
    access: 'member',
    summary: { th: 'ขอถอนเงินจากกระเป๋าหลักเข้าบัญชีที่ลงทะเบียน', en: 'Request a withdrawal from the main wallet to the registered account' },
    body: ZWithdrawRequest,
    data: ZWithdrawResponse,
    moneyMoving: true,
    errors: [
      ErrorCode.INSUFFICIENT_BALANCE,
      ErrorCode.WITHDRAW_BELOW_MIN,
      ErrorCode.WITHDRAW_ABOVE_MAX,
      ErrorCode.WITHDRAW_DAILY_COUNT,
      ErrorCode.OTP_REQUIRED,
      ErrorCode.OTP_WRONG,
      ErrorCode.OTP_EXPIRED,
      ErrorCode.WITHDRAW_PENDING_EXISTS,
      ErrorCode.WITHDRAW_TURNOVER_NOT_MET,
      ErrorCode.WITHDRAW_NO_BANK_ACCOUNT,
    ],
  }),
  withdrawList: defineCall({
    method: 'GET',
    path: '/api/member/withdraw/list',
    access: 'member',
    summary: { th: 'รายการถอนเงินของสมาชิก พร้อมเงื่อนไขการถอน', en: "The member's withdrawals, with the withdraw rules" },
    query: ZWithdrawListQuery,
    data: ZWithdrawListResponse,
    errors: [],
  }),
};
