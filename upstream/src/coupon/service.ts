/**
 * Coupons (docs/domain.md "Promotions, coupons, quests, points, wheel"; docs/decisions/0017): a code with credit (bonus wallet,
 * ledger kind `coupon`) or points; quota, expiry, once per member. The quota
 * is taken by one conditional UPDATE and "once per member" is a unique key,
 * so two redemptions at once can never overrun either.
 */
import type { CouponRedemption, CouponReward } from '#shared/api/coupon.js';
import type { Paged } from '#shared/api/common.js';
import { WalletType } from '#shared/constants.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb } from '#shared/money.js';
import type { Ctx } from '../context.js';
import type { Db } from '../db/transaction.js';
import { post } from '../ledger/post.js';
import { walletIdOf } from '../ledger/wallets.js';
import { assertMayPlay } from '../limits/guard.js';
import { wireTime } from '#shared/dates/calendar.js';

export const COUPON_PAGE_SIZE = 20;

export const couponRef = (redemptionId: number) => `coupon:${redemptionId}`;

function redemptionSelect(db: Db) {
  return db
    .selectFrom('coupon_redemptions as r')
    .innerJoin('coupons as c', 'c.id', 'r.coupon_id')
    .select(['r.id', 'c.code', 'c.title', 'c.reward', 'r.value', 'r.created_at']);
}

type RedemptionRow = Awaited<ReturnType<ReturnType<typeof redemptionSelect>['executeTakeFirstOrThrow']>>;

const toWire = (row: RedemptionRow): CouponRedemption => {
  const reward = row.reward as CouponReward;
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    reward,
    value: reward === 'credit' ? satangToThb(row.value) : row.value,
    created_at: wireTime(row.created_at),
  };
};

/**
 * Runs inside the caller's transaction (the idempotency helper's, under the
 * member's row lock). The quota is taken by one conditional UPDATE
 * (`used < quota`): on PostgreSQL a second redemption waits for the coupon's
 * row and re-checks the condition, so many members at once never overrun it.
 * Once per member is the UNIQUE (coupon_id, member_id) key.
 */
export async function redeemCoupon(ctx: Ctx, memberId: number, code: string): Promise<CouponRedemption> {
  const now = ctx.clock.now();
  await assertMayPlay(ctx, memberId, now);
  const coupon = await ctx.db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
  if (!coupon) throw new AppError(ErrorCode.COUPON_NOT_FOUND);
  if (coupon.expires_at <= now) throw new AppError(ErrorCode.COUPON_EXPIRED);
  const used = await ctx.db
    .selectFrom('coupon_redemptions')
    .select('id')
    .where('coupon_id', '=', coupon.id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (used !== undefined) throw new AppError(ErrorCode.COUPON_ALREADY_USED);
  const taken = await ctx.db
    .updateTable('coupons')
    .set((eb) => ({ used: eb('used', '+', 1) }))
    .where('id', '=', coupon.id)
    .whereRef('used', '<', 'quota')
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) throw new AppError(ErrorCode.COUPON_QUOTA_USED);
  const { id } = await ctx.db
    .insertInto('coupon_redemptions')
    .values({ coupon_id: coupon.id, member_id: memberId, value: coupon.value, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ref = couponRef(id);
  if (coupon.reward === 'credit') {
    const walletId = await walletIdOf(ctx.db, memberId, WalletType.BONUS);
    await post(ctx.db, { balance: 'money', walletId, amount: coupon.value, kind: 'coupon', ref, note: coupon.code, at: now });
  } else {
    await post(ctx.db, { balance: 'points', memberId, amount: coupon.value, kind: 'coupon', ref, note: coupon.code, at: now });
  }
  return toWire(await redemptionSelect(ctx.db).where('r.id', '=', id).executeTakeFirstOrThrow());
}

export async function couponHistory(ctx: Ctx, memberId: number, page: number): Promise<Paged<CouponRedemption>> {
  const { total } = await ctx.db
    .selectFrom('coupon_redemptions')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const rows = await redemptionSelect(ctx.db)
    .where('r.member_id', '=', memberId)
    .orderBy('r.id', 'desc')
    .limit(COUPON_PAGE_SIZE)
    .offset((page - 1) * COUPON_PAGE_SIZE)
    .execute();
  return { items: rows.map(toWire), page, page_size: COUPON_PAGE_SIZE, total: Number(total) };
}
