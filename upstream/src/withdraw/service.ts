/**
 * Withdrawals (docs/domain.md "Deposit and withdraw"; docs/decisions/0017): main
 * wallet only, to the member's registered account; the amount leaves at
 * request (`withdraw`) and a rejected request is refunded once
 * (`withdraw_refund`). Limits are settings; the messages are built from them.
 */
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { OperatorWithdrawal } from '#shared/api/operator.js';
import {
  WITHDRAW_PAGE_SIZE,
  type Withdrawal,
  type WithdrawListResponse,
  type WithdrawResponse,
  type WithdrawRules,
  type WithdrawStatus,
  type ZWithdrawListQuery,
} from '#shared/api/withdraw.js';
import { maskAccountNo, THAI_BANKS, type BankCode } from '#shared/banks.js';
import { WalletType } from '#shared/constants.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb, type Satang } from '#shared/money.js';
import type { OtpAnswer } from '#shared/api/otp-answer.js';
import { memberById, type MemberRow } from '../auth/members.js';
import { otpGuard } from '../auth/otp/guard.js';
import type { Ctx } from '../context.js';
import { lockMember } from '../db/engine.js';
import type { DB } from '../db/schema.js';
import type { Db } from '../db/transaction.js';
import { post } from '../ledger/post.js';
import { mainBalanceOf, walletIdOf, walletsOf } from '../ledger/wallets.js';
import { bangkokToday } from '../limits/service.js';
import { wireTime } from '#shared/dates/calendar.js';
import { thbWords } from '../payment/amounts.js';
import { runningTurnover, settleTurnover } from '../promotion/service.js';

type ListQuery = z.output<typeof ZWithdrawListQuery>;

type WithdrawalRow = Selectable<DB['withdrawals']>;

export const withdrawRef = (id: number) => `withdraw:${id}`;

function toWire(row: WithdrawalRow, mask: boolean): Withdrawal {
  const bankCode = row.bank_code as BankCode;
  return {
    id: row.id,
    amount: satangToThb(row.amount),
    status: row.status as WithdrawStatus,
    bank_code: bankCode,
    bank_name: THAI_BANKS[bankCode] ?? row.bank_code,
    account_no: mask ? maskAccountNo(row.account_no) : row.account_no,
    reason: row.reason,
    created_at: wireTime(row.created_at),
    decided_at: row.decided_at === null ? null : wireTime(row.decided_at),
  };
}

async function countToday(ctx: Ctx, memberId: number, now: number): Promise<number> {
  const [start, end] = bangkokToday(now);
  const { count } = await ctx.db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .where('status', '<>', 'rejected')
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Whether an approved withdrawal of the member went to this account before. */
async function paidTo(ctx: Ctx, memberId: number, accountNo: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('withdrawals')
    .select('id')
    .where('member_id', '=', memberId)
    .where('account_no', '=', accountNo)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return row !== undefined;
}

async function hasPending(ctx: Ctx, memberId: number): Promise<boolean> {
  const row = await ctx.db.selectFrom('withdrawals').select('id').where('member_id', '=', memberId).where('status', '=', 'pending').executeTakeFirst();
  return row !== undefined;
}

/**
 * The first rule that refuses a request now (amount rules aside), or null.
 * "One pending at a time" and "N a day" read the member's rows: a request
 * decides on them under the member's row lock (see requestWithdraw).
 */
async function standingRefusal(ctx: Ctx, member: MemberRow | undefined, now: number): Promise<AppError | null> {
  if (!member?.bank_code || !member.bank_account_no) return new AppError(ErrorCode.WITHDRAW_NO_BANK_ACCOUNT);
  if (await hasPending(ctx, member.id)) return new AppError(ErrorCode.WITHDRAW_PENDING_EXISTS);
  const perDay = ctx.settings.withdraw.perDay;
  if ((await countToday(ctx, member.id, now)) >= perDay) {
    return new AppError(ErrorCode.WITHDRAW_DAILY_COUNT, `วันนี้ถอนเงินครบจำนวนครั้งแล้ว (${perDay} ครั้งต่อวัน)`);
  }
  const turnover = await runningTurnover(ctx, member.id);
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

/**
 * A withdrawal request; runs inside the caller's transaction (the idempotency
 * helper's). On PostgreSQL "one pending at a time" and "N a day" hold because
 * the member's row lock is held here: the helper takes it for every member
 * call, and it is taken again (a no-op then) so no other caller can forget it.
 * Two requests of one member therefore decide one after the other, each
 * reading what the one before committed. The withdrawals_one_pending unique
 * index backs the first rule.
 */
export async function requestWithdraw(ctx: Ctx, memberId: number, amount: Satang, otp?: OtpAnswer): Promise<WithdrawResponse> {
  const now = ctx.clock.now();
  const amountError = amountRefusal(ctx, amount);
  if (amountError) throw amountError;
  await lockMember(ctx.db, memberId);
  await settleTurnover(ctx, memberId, now);
  const member = await memberById(ctx.db, memberId);
  const refusal = await standingRefusal(ctx, member, now);
  if (refusal) throw refusal;
  const account = member!;
  // The first withdrawal to an account needs the code sent to the member's phone (docs/decisions/0084).
  if (!(await paidTo(ctx, memberId, account.bank_account_no))) await otpGuard(ctx, 'withdraw_account', account.username, otp).spend();
  const row = await ctx.db
    .insertInto('withdrawals')
    .values({
      member_id: memberId,
      amount,
      status: 'pending',
      bank_code: account.bank_code,
      account_no: account.bank_account_no,
      account_name: `${account.first_name} ${account.last_name}`,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  // The ledger's guard refuses more than the main wallet holds (INSUFFICIENT_BALANCE), undoing the insert with it.
  const walletId = await walletIdOf(ctx.db, memberId, WalletType.MAIN);
  await post(ctx.db, { balance: 'money', walletId, amount: -amount, kind: 'withdraw', ref: withdrawRef(row.id), at: now });
  return { withdrawal: toWire(row, true), rules: await withdrawRules(ctx, memberId), wallets: await walletsOf(ctx.db, memberId) };
}

export async function withdrawRules(ctx: Ctx, memberId: number): Promise<WithdrawRules> {
  const now = ctx.clock.now();
  const { minAmount, maxAmount, perDay } = ctx.settings.withdraw;
  const member = await memberById(ctx.db, memberId);
  const turnover = await runningTurnover(ctx, memberId);
  const withdrawable = await mainBalanceOf(ctx.db, memberId);
  let blocked = (await standingRefusal(ctx, member, now))?.message ?? null;
  if (blocked === null && withdrawable < minAmount) blocked = `ยอดเงินที่ถอนได้ไม่ถึงขั้นต่ำ ${thbWords(minAmount)} บาท`;
  return {
    min_amount: satangToThb(minAmount),
    max_amount: satangToThb(maxAmount),
    per_day: perDay,
    remaining_today: Math.max(0, perDay - (await countToday(ctx, memberId, now))),
    withdrawable: satangToThb(withdrawable),
    has_pending: await hasPending(ctx, memberId),
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

/**
 * The member's requests, newest first, with the rules block. Runs inside a
 * transaction under the member's row lock (withdraw/routes.ts): it may
 * release a met turnover, which moves money.
 */
export async function listWithdrawals(ctx: Ctx, memberId: number, query: ListQuery): Promise<WithdrawListResponse> {
  await settleTurnover(ctx, memberId);
  const { total } = await ctx.db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const rows = await ctx.db
    .selectFrom('withdrawals')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(WITHDRAW_PAGE_SIZE)
    .offset((query.page - 1) * WITHDRAW_PAGE_SIZE)
    .execute();
  return {
    items: rows.map((row) => toWire(row, true)),
    page: query.page,
    page_size: WITHDRAW_PAGE_SIZE,
    total: Number(total),
    rules: await withdrawRules(ctx, memberId),
  };
}

// ---- the agent's side ------------------------------------------------------------------

function operatorSelect(db: Db) {
  return db.selectFrom('withdrawals as w').innerJoin('members as m', 'm.id', 'w.member_id').selectAll('w').select('m.username');
}

type OperatorWithdrawalRow = WithdrawalRow & { username: string };

const toOperator = (row: OperatorWithdrawalRow): OperatorWithdrawal => ({
  ...toWire(row, false),
  username: row.username,
  account_name: row.account_name,
});

const OPERATOR_LIST_LIMIT = 200;

export async function operatorWithdrawals(ctx: Ctx, status: WithdrawStatus): Promise<OperatorWithdrawal[]> {
  const rows = await operatorSelect(ctx.db)
    .where('w.status', '=', status)
    .orderBy('w.created_at', 'desc')
    .orderBy('w.id', 'desc')
    .limit(OPERATOR_LIST_LIMIT)
    .execute();
  return rows.map(toOperator);
}

async function operatorWithdrawal(ctx: Ctx, id: number): Promise<OperatorWithdrawalRow> {
  const row = await operatorSelect(ctx.db).where('w.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.WITHDRAWAL_NOT_FOUND);
  return row;
}

/**
 * The agent's decision, once: approve (the money was sent) or reject (refunded
 * to the main wallet). Runs inside the caller's transaction. The conditional
 * UPDATE of the status decides it once on either engine (a second decision
 * waits for the row, then finds it no longer pending); it needs no member
 * lock: it only ends a pending request, which can loosen the member's rules,
 * never break them.
 */
export async function decideWithdrawal(ctx: Ctx, id: number, decision: 'approved' | 'rejected', reason: string | null): Promise<OperatorWithdrawal> {
  const now = ctx.clock.now();
  const row = await operatorWithdrawal(ctx, id);
  const decided = await ctx.db
    .updateTable('withdrawals')
    .set({ status: decision, reason, decided_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(decided.numUpdatedRows) === 0) throw new AppError(ErrorCode.WITHDRAWAL_NOT_PENDING);
  if (decision === 'rejected') {
    await post(ctx.db, {
      balance: 'money',
      walletId: await walletIdOf(ctx.db, row.member_id, WalletType.MAIN),
      amount: row.amount,
      kind: 'withdraw_refund',
      ref: withdrawRef(id),
      note: reason,
      at: now,
    });
  }
  return toOperator(await operatorWithdrawal(ctx, id));
}
