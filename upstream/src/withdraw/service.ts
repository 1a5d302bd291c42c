/**
 * Withdrawals (DOMAIN.md, Deposit and withdraw; docs/decisions/0017): main
 * wallet only, to the member's registered account; the amount leaves at
 * request (`withdraw`) and a rejected request is refunded once
 * (`withdraw_refund`). Limits are settings; the messages are built from them.
 */
import type { z } from 'zod';
import type { OperatorWithdrawal } from '@shared/api/operator.js';
import {
  WITHDRAW_PAGE_SIZE,
  type Withdrawal,
  type WithdrawListResponse,
  type WithdrawResponse,
  type WithdrawRules,
  type WithdrawStatus,
  type ZWithdrawListQuery,
} from '@shared/api/withdraw.js';
import { maskAccountNo, THAI_BANKS, type BankCode } from '@shared/banks.js';
import { WalletType } from '@shared/constants.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { satangToThb, type Satang } from '@shared/money.js';
import { memberById, type MemberRow } from '../auth/members.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { postEntry } from '../ledger/ledger.js';
import { walletIdOf, walletsOf } from '../ledger/wallets.js';
import { bangkokToday } from '../limits/service.js';
import { wireTime } from '../lotto/time.js';
import { thbWords } from '../payment/amounts.js';
import { runningTurnover, settleTurnover } from '../promotion/service.js';

type ListQuery = z.output<typeof ZWithdrawListQuery>;

interface WithdrawalRow {
  id: number;
  member_id: number;
  amount: number;
  status: WithdrawStatus;
  bank_code: BankCode;
  account_no: string;
  account_name: string;
  reason: string | null;
  created_at: number;
  decided_at: number | null;
}

export const withdrawRef = (id: number) => `withdraw:${id}`;

function toWire(row: WithdrawalRow, mask: boolean): Withdrawal {
  return {
    id: row.id,
    amount: satangToThb(row.amount),
    status: row.status,
    bank_code: row.bank_code,
    bank_name: THAI_BANKS[row.bank_code] ?? row.bank_code,
    account_no: mask ? maskAccountNo(row.account_no) : row.account_no,
    reason: row.reason,
    created_at: wireTime(row.created_at),
    decided_at: row.decided_at === null ? null : wireTime(row.decided_at),
  };
}

function mainBalance(ctx: Ctx, memberId: number): Satang {
  return stmt<[number], number>(ctx.db, `SELECT balance FROM wallets WHERE member_id = ? AND type = ${WalletType.MAIN}`)
    .pluck()
    .get(memberId) as number;
}

function countToday(ctx: Ctx, memberId: number, now: number): number {
  const [start, end] = bangkokToday(now);
  return stmt<[number, number, number], number>(
    ctx.db,
    `SELECT COUNT(*) FROM withdrawals WHERE member_id = ? AND created_at >= ? AND created_at < ? AND status <> 'rejected'`,
  )
    .pluck()
    .get(memberId, start, end) as number;
}

function hasPending(ctx: Ctx, memberId: number): boolean {
  return stmt<[number], number>(ctx.db, `SELECT 1 FROM withdrawals WHERE member_id = ? AND status = 'pending'`).pluck().get(memberId) === 1;
}

/** The first rule that refuses a request now (amount rules aside), or null. */
function standingRefusal(ctx: Ctx, member: MemberRow | undefined, now: number): AppError | null {
  if (!member?.bank_code || !member.bank_account_no) return new AppError(ErrorCode.WITHDRAW_NO_BANK_ACCOUNT);
  if (hasPending(ctx, member.id)) return new AppError(ErrorCode.WITHDRAW_PENDING_EXISTS);
  const perDay = ctx.settings.withdraw.perDay;
  if (countToday(ctx, member.id, now) >= perDay) {
    return new AppError(ErrorCode.WITHDRAW_DAILY_COUNT, `วันนี้ถอนเงินครบจำนวนครั้งแล้ว (${perDay} ครั้งต่อวัน)`);
  }
  const turnover = runningTurnover(ctx, member.id);
  if (turnover && turnover.done < turnover.required) {
    return new AppError(ErrorCode.WITHDRAW_TURNOVER_NOT_MET, undefined, {
      required: satangToThb(turnover.required),
      done: satangToThb(turnover.done),
    });
  }
  return null;
}

function amountRefusal(ctx: Ctx, amount: Satang): AppError | null {
  const { minAmount, maxAmount } = ctx.settings.withdraw;
  if (amount < minAmount) return new AppError(ErrorCode.WITHDRAW_BELOW_MIN, `ถอนเงินขั้นต่ำ ${thbWords(minAmount)} บาท`);
  if (amount > maxAmount) return new AppError(ErrorCode.WITHDRAW_ABOVE_MAX, `ถอนเงินได้สูงสุด ${thbWords(maxAmount)} บาทต่อครั้ง`);
  return null;
}

/** A withdrawal request; runs inside the caller's transaction (the idempotency helper's). */
export function requestWithdraw(ctx: Ctx, memberId: number, amount: Satang): WithdrawResponse {
  const now = ctx.clock.now();
  const amountError = amountRefusal(ctx, amount);
  if (amountError) throw amountError;
  settleTurnover(ctx, memberId, now);
  const member = memberById(ctx.db, memberId);
  const refusal = standingRefusal(ctx, member, now);
  if (refusal) throw refusal;
  const account = member as MemberRow;
  const id = Number(
    stmt(
      ctx.db,
      `INSERT INTO withdrawals (member_id, amount, status, bank_code, account_no, account_name, created_at)
       VALUES (?, ?, 'pending', ?, ?, ?, ?)`,
    ).run(memberId, amount, account.bank_code, account.bank_account_no, `${account.first_name} ${account.last_name}`, now).lastInsertRowid,
  );
  // The ledger's guard refuses more than the main wallet holds (INSUFFICIENT_BALANCE), undoing the insert with it.
  postEntry(ctx.db, { walletId: walletIdOf(ctx.db, memberId, WalletType.MAIN), amount: -amount, kind: 'withdraw', ref: withdrawRef(id), at: now });
  const row = stmt<[number], WithdrawalRow>(ctx.db, 'SELECT * FROM withdrawals WHERE id = ?').get(id) as WithdrawalRow;
  return { withdrawal: toWire(row, true), rules: withdrawRules(ctx, memberId), wallets: walletsOf(ctx.db, memberId) };
}

export function withdrawRules(ctx: Ctx, memberId: number): WithdrawRules {
  const now = ctx.clock.now();
  const { minAmount, maxAmount, perDay } = ctx.settings.withdraw;
  const member = memberById(ctx.db, memberId);
  const turnover = runningTurnover(ctx, memberId);
  const withdrawable = mainBalance(ctx, memberId);
  let blocked = standingRefusal(ctx, member, now)?.message ?? null;
  if (blocked === null && withdrawable < minAmount) blocked = `ยอดเงินที่ถอนได้ไม่ถึงขั้นต่ำ ${thbWords(minAmount)} บาท`;
  return {
    min_amount: satangToThb(minAmount),
    max_amount: satangToThb(maxAmount),
    per_day: perDay,
    remaining_today: Math.max(0, perDay - countToday(ctx, memberId, now)),
    withdrawable: satangToThb(withdrawable),
    has_pending: hasPending(ctx, memberId),
    turnover: turnover ? { required: satangToThb(turnover.required), done: satangToThb(turnover.done) } : null,
    bank: member
      ? {
          bank_code: member.bank_code,
          bank_name: THAI_BANKS[member.bank_code],
          account_no: maskAccountNo(member.bank_account_no),
          account_name: `${member.first_name} ${member.last_name}`,
        }
      : null,
    blocked_reason: blocked,
  };
}

/** The member's requests, newest first, with the rules block; runs inside a transaction (it may release a met turnover). */
export function listWithdrawals(ctx: Ctx, memberId: number, query: ListQuery): WithdrawListResponse {
  settleTurnover(ctx, memberId);
  const total = stmt<[number], number>(ctx.db, 'SELECT COUNT(*) FROM withdrawals WHERE member_id = ?').pluck().get(memberId) as number;
  const rows = stmt<[number, number, number], WithdrawalRow>(
    ctx.db,
    'SELECT * FROM withdrawals WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
  ).all(memberId, WITHDRAW_PAGE_SIZE, (query.page - 1) * WITHDRAW_PAGE_SIZE);
  return {
    items: rows.map((row) => toWire(row, true)),
    page: query.page,
    page_size: WITHDRAW_PAGE_SIZE,
    total,
    rules: withdrawRules(ctx, memberId),
  };
}

// ---- the agent's side ------------------------------------------------------------------

interface OperatorWithdrawalRow extends WithdrawalRow {
  username: string;
}

const toOperator = (row: OperatorWithdrawalRow): OperatorWithdrawal => ({
  ...toWire(row, false),
  username: row.username,
  account_name: row.account_name,
});

const OPERATOR_SELECT = 'SELECT w.*, m.username FROM withdrawals w JOIN members m ON m.id = w.member_id';
const OPERATOR_LIST_LIMIT = 200;

export function operatorWithdrawals(ctx: Ctx, status: WithdrawStatus): OperatorWithdrawal[] {
  return stmt<[string, number], OperatorWithdrawalRow>(ctx.db, `${OPERATOR_SELECT} WHERE w.status = ? ORDER BY w.created_at DESC, w.id DESC LIMIT ?`)
    .all(status, OPERATOR_LIST_LIMIT)
    .map(toOperator);
}

function operatorWithdrawal(ctx: Ctx, id: number): OperatorWithdrawalRow {
  const row = stmt<[number], OperatorWithdrawalRow>(ctx.db, `${OPERATOR_SELECT} WHERE w.id = ?`).get(id);
  if (!row) throw new AppError(ErrorCode.WITHDRAWAL_NOT_FOUND);
  return row;
}

/**
 * The agent's decision, once: approve (the money was sent) or reject (refunded
 * to the main wallet). Runs inside the caller's transaction.
 */
export function decideWithdrawal(ctx: Ctx, id: number, decision: 'approved' | 'rejected', reason: string | null): OperatorWithdrawal {
  const now = ctx.clock.now();
  const row = operatorWithdrawal(ctx, id);
  const changed = stmt(ctx.db, `UPDATE withdrawals SET status = ?, reason = ?, decided_at = ? WHERE id = ? AND status = 'pending'`).run(
    decision,
    reason,
    now,
    id,
  ).changes;
  if (changed === 0) throw new AppError(ErrorCode.WITHDRAWAL_NOT_PENDING);
  if (decision === 'rejected') {
    postEntry(ctx.db, {
      walletId: walletIdOf(ctx.db, row.member_id, WalletType.MAIN),
      amount: row.amount,
      kind: 'withdraw_refund',
      ref: withdrawRef(id),
      note: reason,
      at: now,
    });
  }
  return toOperator(operatorWithdrawal(ctx, id));
}
