import { z } from 'zod';
import { ZThbPositive } from '../money.js';
import { ZPage } from './common.js';
import type { WalletsResponse } from './member.js';

/**
 * Withdrawals (DOMAIN.md "Deposit and withdraw"): from the main wallet only, to
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
export const ZWithdrawRequest = z.object({ amount: ZThbPositive });
export type WithdrawRequest = z.input<typeof ZWithdrawRequest>;

export interface Withdrawal {
  id: number;
  /** THB */
  amount: number;
  status: WithdrawStatus;
  bank_code: string;
  bank_name: string;
  account_no: string;
  reason: string | null;
  created_at: string;
  decided_at: string | null;
}

/** GET /api/member/withdraw/list?page= */
export const ZWithdrawListQuery = z.object({ page: ZPage });
export type WithdrawListQuery = z.input<typeof ZWithdrawListQuery>;

/**
 * What the withdraw page explains: the rules as numbers, what is left today,
 * and why a request would be refused now (null when it would not).
 * GET /api/member/withdraw/list answers it beside the page of requests.
 */
export interface WithdrawRules {
  /** THB */
  min_amount: number;
  /** THB */
  max_amount: number;
  per_day: number;
  remaining_today: number;
  /** THB, the main wallet */
  withdrawable: number;
  has_pending: boolean;
  /** the active promotion's turnover, when one is still running */
  turnover: { required: number; done: number } | null;
  /** the member's registered account */
  bank: { bank_code: string; bank_name: string; account_no: string; account_name: string } | null;
  /** Thai text of the first rule that would refuse a request now, or null */
  blocked_reason: string | null;
}

/** What POST /api/member/withdraw answers: the new request, the rules as they now stand, the wallets. */
export interface WithdrawResponse {
  withdrawal: Withdrawal;
  rules: WithdrawRules;
  wallets: WalletsResponse;
}

export interface WithdrawListResponse {
  items: Withdrawal[];
  page: number;
  page_size: number;
  total: number;
  rules: WithdrawRules;
}

export const WITHDRAW_PAGE_SIZE = 20;
