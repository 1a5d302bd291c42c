/**
 * Deposit rows, their wire shapes and the confirmation (docs/decisions/0017).
 * A pending deposit past `expires_at` reads as expired: the status is computed
 * from the clock, and a confirmation checks the same instant in its UPDATE.
 */
import type { OperatorPayment } from '@shared/api/operator.js';
import type { DepositStatus, DepositStatusResponse, GenerateQrResponse, PaymentChannelCode } from '@shared/api/payment.js';
import { VipLevel, WalletType } from '@shared/constants.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { satangToThb } from '@shared/money.js';
import type { Ctx } from '../context.js';
import { postFreeSpins } from '../ledger/free-spins.js';
import { stmt } from '../db/statements.js';
import { postEntry, postPoints } from '../ledger/ledger.js';
import { walletIdOf } from '../ledger/wallets.js';
import { bangkokToday } from '../limits/service.js';
import { wireTime } from '../lotto/time.js';
import { activateWithDeposit } from '../promotion/service.js';

export interface DepositRow {
  id: number;
  ref: string;
  member_id: number;
  channel_id: number;
  sub_channel_id: number | null;
  amount: number;
  payload: string | null;
  status: DepositStatus;
  member_promotion_id: number | null;
  bonus: number;
  points: number;
  free_spins: number;
  reason: string | null;
  promotion_note: string | null;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  decided_at: number | null;
}

export const depositRef = (ref: string) => `deposit:${ref}`;

export function statusAt(row: DepositRow, now: number): DepositStatus {
  return row.status === 'pending' && row.expires_at <= now ? 'expired' : row.status;
}

export function depositByRef(ctx: Ctx, ref: string): DepositRow | undefined {
  return stmt<[string], DepositRow>(ctx.db, 'SELECT * FROM deposits WHERE ref = ?').get(ref);
}

/** A member's own deposit; another member's is "not found" (its existence is none of the caller's business). */
export function requireOwnDeposit(ctx: Ctx, memberId: number, ref: string): DepositRow {
  const row = depositByRef(ctx, ref);
  if (!row || row.member_id !== memberId) throw new AppError(ErrorCode.DEPOSIT_NOT_FOUND);
  return row;
}

export function channelCodeOf(ctx: Ctx, channelId: number): PaymentChannelCode {
  return stmt<[number], PaymentChannelCode>(ctx.db, 'SELECT code FROM payment_channels WHERE id = ?').pluck().get(channelId) as PaymentChannelCode;
}

/** The generate_qr shape, without the image (the route renders it from the payload). */
export function toGenerateQr(ctx: Ctx, row: DepositRow, now: number): GenerateQrResponse {
  return {
    ref: row.ref,
    channel_id: row.channel_id,
    channel_code: channelCodeOf(ctx, row.channel_id),
    sub_channel_id: row.sub_channel_id,
    payload: row.payload,
    qr_image: null,
    amount: satangToThb(row.amount),
    status: statusAt(row, now),
    created_at: wireTime(row.created_at),
    expires_at: wireTime(row.expires_at),
  };
}

export function toDepositStatus(row: DepositRow, now: number): DepositStatusResponse {
  return {
    ref: row.ref,
    status: statusAt(row, now),
    amount: satangToThb(row.amount),
    bonus: satangToThb(row.bonus),
    points: row.points,
    free_spins: row.free_spins,
    expires_at: wireTime(row.expires_at),
    paid_at: row.paid_at === null ? null : wireTime(row.paid_at),
    reason: row.reason,
    promotion_note: row.promotion_note,
  };
}

interface OperatorPaymentRow {
  ref: string;
  username: string;
  channel_code: PaymentChannelCode;
  amount: number;
  status: DepositStatus;
  promotion_title: string | null;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
}

const OPERATOR_PAYMENT_SELECT = `
  SELECT d.ref, m.username, c.code AS channel_code, d.amount, d.status, d.created_at, d.expires_at, d.paid_at,
    COALESCE(
      (SELECT p.title FROM member_promotions mp JOIN promotions p ON p.id = mp.promotion_id WHERE mp.id = d.member_promotion_id),
      CASE WHEN d.status = 'pending' THEN
        (SELECT p.title FROM member_promotions mp JOIN promotions p ON p.id = mp.promotion_id
         WHERE mp.member_id = d.member_id AND mp.status = 'accepted') END
    ) AS promotion_title
  FROM deposits d JOIN members m ON m.id = d.member_id JOIN payment_channels c ON c.id = d.channel_id`;

const toOperatorPayment = (row: OperatorPaymentRow, now: number): OperatorPayment => ({
  ref: row.ref,
  username: row.username,
  channel_code: row.channel_code,
  amount: satangToThb(row.amount),
  status: row.status === 'pending' && row.expires_at <= now ? 'expired' : row.status,
  promotion_title: row.promotion_title,
  created_at: wireTime(row.created_at),
  expires_at: wireTime(row.expires_at),
  paid_at: row.paid_at === null ? null : wireTime(row.paid_at),
});

export const OPERATOR_LIST_LIMIT = 200;

/** Deposits by their status as of now, newest first. */
export function operatorPayments(ctx: Ctx, status: DepositStatus): OperatorPayment[] {
  const now = ctx.clock.now();
  const where = {
    pending: `d.status = 'pending' AND d.expires_at > ?`,
    expired: `(d.status = 'expired' OR (d.status = 'pending' AND d.expires_at <= ?))`,
    paid: `d.status = 'paid' AND ? IS NOT NULL`,
    rejected: `d.status = 'rejected' AND ? IS NOT NULL`,
  }[status];
  return stmt<[number, number], OperatorPaymentRow>(ctx.db, `${OPERATOR_PAYMENT_SELECT} WHERE ${where} ORDER BY d.created_at DESC, d.id DESC LIMIT ?`)
    .all(now, OPERATOR_LIST_LIMIT)
    .map((row) => toOperatorPayment(row, now));
}

export function operatorPayment(ctx: Ctx, ref: string): OperatorPayment {
  const row = stmt<[string], OperatorPaymentRow>(ctx.db, `${OPERATOR_PAYMENT_SELECT} WHERE d.ref = ?`).get(ref);
  if (!row) throw new AppError(ErrorCode.DEPOSIT_NOT_FOUND);
  return toOperatorPayment(row, ctx.clock.now());
}

function refuseSettled(row: DepositRow, at: number): never {
  if (statusAt(row, at) === 'expired') throw new AppError(ErrorCode.DEPOSIT_NOT_PENDING, 'รายการฝากเงินนี้หมดเวลาชำระแล้ว');
  throw new AppError(ErrorCode.DEPOSIT_NOT_PENDING);
}

function awardFreeSpins(ctx: Ctx, row: DepositRow, at: number): number {
  const [start, end] = bangkokToday(at);
  const paidToday = stmt<[number, number, number], number>(
    ctx.db,
    `SELECT COALESCE(SUM(amount), 0) FROM deposits WHERE member_id = ? AND status = 'paid' AND paid_at >= ? AND paid_at < ?`,
  )
    .pluck()
    .get(row.member_id, start, end) as number;
  const unit = ctx.settings.payment.satangPerFreeSpin;
  const spins = Math.floor(paidToday / unit) - Math.floor((paidToday - row.amount) / unit);
  if (spins <= 0) return 0;
  postFreeSpins(ctx.db, { memberId: row.member_id, amount: spins, kind: 'deposit', ref: depositRef(row.ref), at });
  return spins;
}

function liftVipLevel(ctx: Ctx, memberId: number): void {
  const total = stmt<[number], number>(ctx.db, `SELECT COALESCE(SUM(amount), 0) FROM deposits WHERE member_id = ? AND status = 'paid'`)
    .pluck()
    .get(memberId) as number;
  const { gold, hero } = ctx.settings.vipThresholds;
  const level = total >= hero ? VipLevel.HERO : total >= gold ? VipLevel.GOLD : VipLevel.GUEST;
  // A level is earned for good: it never drops.
  stmt(ctx.db, 'UPDATE members SET vip_level = ? WHERE id = ? AND vip_level < ?').run(level, memberId, level);
}

/**
 * Pays a pending deposit, once: main wallet (deposit), the accepted promotion's
 * bonus (bonus wallet) when its rule still holds, points, free spins and the
 * VIP level, all inside the caller's transaction, which must be IMMEDIATE
 * (`.immediate()`): the promotion's rule reads the member's other deposits, and
 * another process confirming one of them must wait rather than write beside it.
 * A deposit already settled, or expired at `at`, refuses.
 */
export function confirmDeposit(ctx: Ctx, row: DepositRow, at: number): DepositRow {
  const changed = stmt(
    ctx.db,
    `UPDATE deposits SET status = 'paid', paid_at = ?, decided_at = ? WHERE id = ? AND status = 'pending' AND expires_at > ?`,
  ).run(at, at, row.id, at).changes;
  if (changed === 0) refuseSettled(depositByRef(ctx, row.ref) ?? row, at);
  const ref = depositRef(row.ref);
  postEntry(ctx.db, { walletId: walletIdOf(ctx.db, row.member_id, WalletType.MAIN), amount: row.amount, kind: 'deposit', ref, at });
  const promotion = activateWithDeposit(ctx, row.member_id, { id: row.id, amount: row.amount }, ref, at);
  const points = Math.floor(row.amount / ctx.settings.payment.satangPerPoint);
  if (points > 0) postPoints(ctx.db, { memberId: row.member_id, amount: points, kind: 'deposit', ref, at });
  const spins = awardFreeSpins(ctx, { ...row, status: 'paid', paid_at: at }, at);
  liftVipLevel(ctx, row.member_id);
  stmt(ctx.db, 'UPDATE deposits SET member_promotion_id = ?, bonus = ?, promotion_note = ?, points = ?, free_spins = ? WHERE id = ?').run(
    promotion?.memberPromotionId ?? null,
    promotion?.bonus ?? 0,
    promotion?.note ?? null,
    points,
    spins,
    row.id,
  );
  return depositByRef(ctx, row.ref) as DepositRow;
}

/** The agent refuses a pending deposit (no money moves). Runs inside the caller's transaction. */
export function rejectDeposit(ctx: Ctx, row: DepositRow, reason: string | null, at: number): void {
  const changed = stmt(
    ctx.db,
    `UPDATE deposits SET status = 'rejected', reason = ?, decided_at = ? WHERE id = ? AND status = 'pending' AND expires_at > ?`,
  ).run(reason, at, row.id, at).changes;
  if (changed === 0) refuseSettled(depositByRef(ctx, row.ref) ?? row, at);
}
