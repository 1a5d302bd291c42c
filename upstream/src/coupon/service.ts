/**
 * Coupons (DOMAIN.md; docs/decisions/0017): a code with credit (bonus wallet,
 * ledger kind `coupon`) or points; quota, expiry, once per member. The quota
 * is taken by one conditional UPDATE and "once per member" is a unique key,
 * so two redemptions at once can never overrun either.
 */
import type { CouponRedemption, CouponReward } from '@shared/api/coupon.js';
import type { Paged } from '@shared/api/common.js';
import { WalletType } from '@shared/constants.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { satangToThb } from '@shared/money.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { postEntry, postPoints } from '../ledger/ledger.js';
import { walletIdOf } from '../ledger/wallets.js';
import { assertMayPlay } from '../limits/guard.js';
import { wireTime } from '../lotto/time.js';

export const COUPON_PAGE_SIZE = 20;

interface CouponRow {
  id: number;
  code: string;
  title: string;
  reward: CouponReward;
  value: number;
  quota: number;
  used: number;
  expires_at: number;
}

interface RedemptionRow {
  id: number;
  code: string;
  title: string;
  reward: CouponReward;
  value: number;
  created_at: number;
}

export const couponRef = (redemptionId: number) => `coupon:${redemptionId}`;

const toWire = (row: RedemptionRow): CouponRedemption => ({
  id: row.id,
  code: row.code,
  title: row.title,
  reward: row.reward,
  value: row.reward === 'credit' ? satangToThb(row.value) : row.value,
  created_at: wireTime(row.created_at),
});

const REDEMPTION_SELECT = `SELECT r.id, c.code, c.title, c.reward, r.value, r.created_at
  FROM coupon_redemptions r JOIN coupons c ON c.id = r.coupon_id`;

/** Runs inside the caller's transaction (the idempotency helper's). */
export function redeemCoupon(ctx: Ctx, memberId: number, code: string): CouponRedemption {
  const now = ctx.clock.now();
  assertMayPlay(ctx, memberId, now);
  const coupon = stmt<[string], CouponRow>(ctx.db, 'SELECT * FROM coupons WHERE code = ?').get(code);
  if (!coupon) throw new AppError(ErrorCode.COUPON_NOT_FOUND);
  if (coupon.expires_at <= now) throw new AppError(ErrorCode.COUPON_EXPIRED);
  const used = stmt<[number, number], number>(ctx.db, 'SELECT 1 FROM coupon_redemptions WHERE coupon_id = ? AND member_id = ?')
    .pluck()
    .get(coupon.id, memberId);
  if (used !== undefined) throw new AppError(ErrorCode.COUPON_ALREADY_USED);
  const taken = stmt(ctx.db, 'UPDATE coupons SET used = used + 1 WHERE id = ? AND used < quota').run(coupon.id).changes;
  if (taken === 0) throw new AppError(ErrorCode.COUPON_QUOTA_USED);
  const id = Number(
    stmt(ctx.db, 'INSERT INTO coupon_redemptions (coupon_id, member_id, value, created_at) VALUES (?, ?, ?, ?)').run(
      coupon.id,
      memberId,
      coupon.value,
      now,
    ).lastInsertRowid,
  );
  const ref = couponRef(id);
  if (coupon.reward === 'credit') {
    postEntry(ctx.db, { walletId: walletIdOf(ctx.db, memberId, WalletType.BONUS), amount: coupon.value, kind: 'coupon', ref, note: coupon.code, at: now });
  } else {
    postPoints(ctx.db, { memberId, amount: coupon.value, kind: 'coupon', ref, note: coupon.code, at: now });
  }
  return toWire(stmt<[number], RedemptionRow>(ctx.db, `${REDEMPTION_SELECT} WHERE r.id = ?`).get(id) as RedemptionRow);
}

export function couponHistory(ctx: Ctx, memberId: number, page: number): Paged<CouponRedemption> {
  const total = stmt<[number], number>(ctx.db, 'SELECT COUNT(*) FROM coupon_redemptions WHERE member_id = ?').pluck().get(memberId) as number;
  const rows = stmt<[number, number, number], RedemptionRow>(
    ctx.db,
    `${REDEMPTION_SELECT} WHERE r.member_id = ? ORDER BY r.id DESC LIMIT ? OFFSET ?`,
  ).all(memberId, COUPON_PAGE_SIZE, (page - 1) * COUPON_PAGE_SIZE);
  return { items: rows.map(toWire), page, page_size: COUPON_PAGE_SIZE, total };
}
