/**
 * Deposit rows, their wire shapes and the confirmation (docs/decisions/0017).
 * A pending deposit past `expires_at` reads as expired: the status is computed
 * from the clock, and a confirmation checks the same instant in its UPDATE.
 */
import type { Selectable } from 'kysely';
import type { OperatorPayment } from '#shared/api/operator.js';
import type { DepositStatus, DepositStatusResponse, GenerateQrResponse, PaymentChannelCode } from '#shared/api/payment.js';
import { VipLevel, WalletType } from '#shared/constants.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb } from '#shared/money.js';
import type { Ctx } from '../context.js';
import { lockMember } from '../db/engine.js';
import type { DB } from '../db/schema.js';
import type { Db } from '../db/transaction.js';
import { post } from '../ledger/post.js';
import { walletIdOf } from '../ledger/wallets.js';
import { bangkokToday } from '../limits/service.js';
import { wireTime } from '#shared/dates/calendar.js';
import { activateWithDeposit } from '../promotion/service.js';

export type DepositRow = Selectable<DB['deposits']>;

export const depositRef = (ref: string) => `deposit:${ref}`;

/** The stored status as of `now`: a pending deposit past its expiry reads as expired. */
export function statusAt(row: Pick<DepositRow, 'status' | 'expires_at'>, now: number): DepositStatus {
  const status = row.status as DepositStatus;
  return status === 'pending' && row.expires_at <= now ? 'expired' : status;
}

export async function depositByRef(ctx: Ctx, ref: string): Promise<DepositRow | undefined> {
  return ctx.db.selectFrom('deposits').selectAll().where('ref', '=', ref).executeTakeFirst();
}

/** A member's own deposit; another member's is "not found" (its existence is none of the caller's business). */
export async function requireOwnDeposit(ctx: Ctx, memberId: number, ref: string): Promise<DepositRow> {
  const row = await depositByRef(ctx, ref);
  if (!row || row.member_id !== memberId) throw new AppError(ErrorCode.DEPOSIT_NOT_FOUND);
  return row;
}

export async function channelCodeOf(ctx: Ctx, channelId: number): Promise<PaymentChannelCode> {
  const channel = await ctx.db.selectFrom('payment_channels').select('code').where('id', '=', channelId).executeTakeFirstOrThrow();
  return channel.code as PaymentChannelCode;
}

/** The generate_qr shape, without the image (the route renders it from the payload). */
export async function toGenerateQr(ctx: Ctx, row: DepositRow, now: number): Promise<GenerateQrResponse> {
  return {
    ref: row.ref,
    channel_id: row.channel_id,
    channel_code: await channelCodeOf(ctx, row.channel_id),
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

/**
 * Deposits as the agent lists them, with the promotion each paid, or, while
 * pending, the one its member has accepted (one open promotion per member:
 * the member_promotions_open index, so each join finds one row at most).
 */
function operatorPaymentQuery(db: Db) {
  return db
    .selectFrom('deposits as d')
    .innerJoin('members as m', 'm.id', 'd.member_id')
    .innerJoin('payment_channels as c', 'c.id', 'd.channel_id')
    .leftJoin('member_promotions as paid_with', 'paid_with.id', 'd.member_promotion_id')
    .leftJoin('promotions as paid_promotion', 'paid_promotion.id', 'paid_with.promotion_id')
    .leftJoin('member_promotions as waiting', (join) =>
      join.onRef('waiting.member_id', '=', 'd.member_id').on('waiting.status', '=', 'accepted').on('d.status', '=', 'pending'),
    )
    .leftJoin('promotions as waiting_promotion', 'waiting_promotion.id', 'waiting.promotion_id')
    .select((eb) => [
      'd.ref',
      'm.username',
      'c.code as channel_code',
      'd.amount',
      'd.status',
      'd.created_at',
      'd.expires_at',
      'd.paid_at',
      eb.fn.coalesce('paid_promotion.title', 'waiting_promotion.title').as('promotion_title'),
    ]);
}

type OperatorPaymentRow = Awaited<ReturnType<ReturnType<typeof operatorPaymentQuery>['executeTakeFirstOrThrow']>>;

const toOperatorPayment = (row: OperatorPaymentRow, now: number): OperatorPayment => ({
  ref: row.ref,
  username: row.username,
  channel_code: row.channel_code as PaymentChannelCode,
  amount: satangToThb(row.amount),
  status: statusAt(row, now),
  promotion_title: row.promotion_title,
  created_at: wireTime(row.created_at),
  expires_at: wireTime(row.expires_at),
  paid_at: row.paid_at === null ? null : wireTime(row.paid_at),
});

export const OPERATOR_LIST_LIMIT = 200;

/** Deposits by their status as of now, newest first. */
export async function operatorPayments(ctx: Ctx, status: DepositStatus): Promise<OperatorPayment[]> {
  const now = ctx.clock.now();
  const rows = await operatorPaymentQuery(ctx.db)
    .where((eb) => {
      const pendingUntil = (op: '>' | '<=') => eb.and([eb('d.status', '=', 'pending'), eb('d.expires_at', op, now)]);
      if (status === 'pending') return pendingUntil('>');
      if (status === 'expired') return eb.or([eb('d.status', '=', 'expired'), pendingUntil('<=')]);
      return eb('d.status', '=', status);
    })
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(OPERATOR_LIST_LIMIT)
    .execute();
  return rows.map((row) => toOperatorPayment(row, now));
}

export async function operatorPayment(ctx: Ctx, ref: string): Promise<OperatorPayment> {
  const row = await operatorPaymentQuery(ctx.db).where('d.ref', '=', ref).executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.DEPOSIT_NOT_FOUND);
  return toOperatorPayment(row, ctx.clock.now());
}

function refuseSettled(row: DepositRow, at: number): never {
  if (statusAt(row, at) === 'expired') throw new AppError(ErrorCode.DEPOSIT_NOT_PENDING, 'รายการฝากเงินนี้หมดเวลาชำระแล้ว');
  throw new AppError(ErrorCode.DEPOSIT_NOT_PENDING);
}

/** The member's deposits paid in [from, to) (all of them without bounds), in satang. */
async function paidTotal(ctx: Ctx, memberId: number, between?: [number, number]): Promise<number> {
  let query = ctx.db
    .selectFrom('deposits')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'paid');
  if (between) query = query.where('paid_at', '>=', between[0]).where('paid_at', '<', between[1]);
  return Number((await query.executeTakeFirstOrThrow()).total);
}

async function awardFreeSpins(ctx: Ctx, row: DepositRow, at: number): Promise<number> {
  // Includes this deposit: it was marked paid at `at` before this runs.
  const paidToday = await paidTotal(ctx, row.member_id, bangkokToday(at));
  const unit = ctx.settings.payment.satangPerFreeSpin;
  const spins = Math.floor(paidToday / unit) - Math.floor((paidToday - row.amount) / unit);
  if (spins <= 0) return 0;
  await post(ctx.db, { balance: 'free_spins', memberId: row.member_id, amount: spins, kind: 'deposit', ref: depositRef(row.ref), at });
  return spins;
}

async function liftVipLevel(ctx: Ctx, memberId: number): Promise<void> {
  const total = await paidTotal(ctx, memberId);
  const { gold, hero } = ctx.settings.vipThresholds;
  const level = total >= hero ? VipLevel.HERO : total >= gold ? VipLevel.GOLD : VipLevel.GUEST;
  // A level is earned for good: it never drops.
  await ctx.db.updateTable('members').set({ vip_level: level }).where('id', '=', memberId).where('vip_level', '<', level).execute();
}

/**
 * Pays a pending deposit, once: main wallet (deposit), the accepted promotion's
 * bonus (bonus wallet) when its rule still holds, points, free spins and the
 * VIP level, all inside the caller's transaction. A deposit already settled,
 * or expired at `at`, refuses.
 *
 * Once, on either engine and from any number of processes: the conditional
 * UPDATE of the deposit's status is the claim, and only one transaction can
 * win it (PostgreSQL makes the second wait for the row, then finds it no longer
 * pending). The member's row lock comes first: the promotion's rule, the free
 * spins and the VIP level read the member's other deposits, so a second
 * process confirming another deposit of theirs waits for this one's commit
 * instead of deciding beside it (SQLite's one writer does the same).
 */
export async function confirmDeposit(ctx: Ctx, row: DepositRow, at: number): Promise<DepositRow> {
  await lockMember(ctx.db, row.member_id);
  const claimed = await ctx.db
    .updateTable('deposits')
    .set({ status: 'paid', paid_at: at, decided_at: at })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', at)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) refuseSettled((await depositByRef(ctx, row.ref)) ?? row, at);
  const ref = depositRef(row.ref);
  const walletId = await walletIdOf(ctx.db, row.member_id, WalletType.MAIN);
  await post(ctx.db, { balance: 'money', walletId, amount: row.amount, kind: 'deposit', ref, at });
  const promotion = await activateWithDeposit(ctx, row.member_id, { id: row.id, amount: row.amount }, ref, at);
  const points = Math.floor(row.amount / ctx.settings.payment.satangPerPoint);
  if (points > 0) await post(ctx.db, { balance: 'points', memberId: row.member_id, amount: points, kind: 'deposit', ref, at });
  const spins = await awardFreeSpins(ctx, row, at);
  await liftVipLevel(ctx, row.member_id);
  return ctx.db
    .updateTable('deposits')
    .set({
      member_promotion_id: promotion?.memberPromotionId ?? null,
      bonus: promotion?.bonus ?? 0,
      promotion_note: promotion?.note ?? null,
      points,
      free_spins: spins,
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The agent refuses a pending deposit (no money moves); the conditional UPDATE decides it once. Runs inside the caller's transaction. */
export async function rejectDeposit(ctx: Ctx, row: DepositRow, reason: string | null, at: number): Promise<void> {
  const rejected = await ctx.db
    .updateTable('deposits')
    .set({ status: 'rejected', reason, decided_at: at })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', at)
    .executeTakeFirst();
  if (Number(rejected.numUpdatedRows) === 0) refuseSettled((await depositByRef(ctx, row.ref)) ?? row, at);
}
