/**
 * Promotions (docs/domain.md "Promotions, coupons, quests, points, wheel"; docs/decisions/0017). A member accepts one before
 * depositing; the confirmed deposit pays its bonus into the bonus wallet and
 * starts the turnover, counted from the member's bet rows after activation.
 * When the turnover is met, the bonus wallet moves to main up to the withdraw
 * cap. `settleTurnover` does that check; it runs inside every bet's
 * transaction and on the reads that show it (active, withdraw). Who may take
 * a promotion is its eligibility rule (eligibility.ts, docs/decisions/0047),
 * checked on accept and again by the deposit that would pay it.
 */
import type { Selectable } from 'kysely';
import {
  promotionEligibilityText,
  type ActivePromotion,
  type MemberPromotionStatus,
  type Promotion,
  type PromotionEligibilityRule,
} from '#shared/api/promotion.js';
import { DEFAULT_AGENT_CODE, WalletType } from '#shared/constants.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode, ERRORS } from '#shared/errors.js';
import { satangToThb, type Satang } from '#shared/money.js';
import { requireSite } from '../site/sites.js';
import type { Ctx } from '../context.js';
import type { DB } from '../db/schema.js';
import { grantFreeSpins, offerToWire } from '../games/free-spins.js';
import { post } from '../ledger/post.js';
import { walletBalance, walletIdOf } from '../ledger/wallets.js';
import { assertMayPlay } from '../limits/guard.js';
import { wireTime } from '#shared/dates/calendar.js';
import { thbWords } from '../payment/amounts.js';
import { eligibilityRefusal } from './eligibility.js';

/** A promotion's row, its rule typed as the column's CHECK allows (the schema says only text). */
export type PromotionRow = Omit<Selectable<DB['promotions']>, 'eligibility'> & { eligibility: PromotionEligibilityRule };
export type MemberPromotionRow = Selectable<DB['member_promotions']>;

export const promotionRef = (memberPromotionId: number) => `promotion:${memberPromotionId}`;

/** The wire promotion; with `memberId`, whether its rule lets that member take it now. */
export async function toWirePromotion(ctx: Ctx, row: PromotionRow, memberId?: number): Promise<Promotion> {
  const newMemberDays = row.eligibility === 'new_member' ? row.new_member_days : null;
  const refused = memberId === undefined ? null : await eligibilityRefusal(ctx, memberId, row, ctx.clock.now());
  return {
    promotion_id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    bonus_percent: row.bonus_percent,
    max_bonus: satangToThb(row.max_bonus),
    min_deposit: satangToThb(row.min_deposit),
    turnover_multiple: row.turnover_multiple,
    withdraw_cap: row.withdraw_cap === null ? null : satangToThb(row.withdraw_cap),
    terms: JSON.parse(row.terms) as string[],
    free_spin_offer: await offerToWire(ctx, row.free_spin_offer_id),
    eligibility: { rule: row.eligibility, new_member_days: newMemberDays, text: promotionEligibilityText(row.eligibility, newMemberDays) },
    unavailable_reason: refused === null ? null : ERRORS[refused].message,
  };
}

async function promotionById(ctx: Ctx, id: number): Promise<PromotionRow | undefined> {
  return (await ctx.db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst()) as PromotionRow | undefined;
}

/** The agent's promotions; a member's list says which ones their rule refuses them now. */
export async function listPromotions(ctx: Ctx, memberId?: number): Promise<Promotion[]> {
  const agent = await requireSite(ctx.db, DEFAULT_AGENT_CODE);
  const rows = (await ctx.db
    .selectFrom('promotions')
    .selectAll()
    .where('agent_id', '=', agent.id)
    .where('enabled', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute()) as PromotionRow[];
  const wire: Promotion[] = [];
  for (const row of rows) wire.push(await toWirePromotion(ctx, row, memberId));
  return wire;
}

/** The member's accepted (waiting for a deposit) or active (turnover running) promotion: one at most (member_promotions_open). */
export async function openMemberPromotion(ctx: Ctx, memberId: number): Promise<MemberPromotionRow | undefined> {
  return ctx.db
    .selectFrom('member_promotions')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('status', 'in', ['accepted', 'active'])
    .executeTakeFirst();
}

/** Net bets (bets − refunds of bets) after activation, never below zero. */
export async function turnoverDone(ctx: Ctx, row: MemberPromotionRow): Promise<Satang> {
  if (row.status === 'accepted' || row.turnover_from_entry === null) return 0;
  const { done } = await ctx.db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.neg(eb.fn.sum<number>('amount')), eb.lit(0)).as('done'))
    .where('member_id', '=', row.member_id)
    .where('id', '>', row.turnover_from_entry)
    .where('kind', 'in', ['bet', 'game_bet', 'refund'])
    .executeTakeFirstOrThrow();
  return Math.max(0, Number(done));
}

/**
 * Marks the active promotion completed, once: the conditional UPDATE is the
 * claim, so of two transactions settling it at once (a bet and a read on
 * PostgreSQL) only the one that wins it moves the bonus.
 */
async function complete(ctx: Ctx, row: MemberPromotionRow, released: Satang, now: number): Promise<boolean> {
  const completed = await ctx.db
    .updateTable('member_promotions')
    .set({ status: 'completed', released, completed_at: now })
    .where('id', '=', row.id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(completed.numUpdatedRows) > 0;
}

/**
 * Ends the member's active promotion when its turnover is met (the bonus wallet
 * moves to main up to the withdraw cap; the rest stays in the bonus wallet) or
 * when it has been played out. Runs inside the caller's transaction.
 */
export async function settleTurnover(ctx: Ctx, memberId: number, now: number = ctx.clock.now()): Promise<void> {
  const row = await openMemberPromotion(ctx, memberId);
  if (!row || row.status !== 'active') return;
  const bonusWalletId = await walletIdOf(ctx.db, memberId, WalletType.BONUS);
  const mainWalletId = await walletIdOf(ctx.db, memberId, WalletType.MAIN);
  if ((await turnoverDone(ctx, row)) >= row.turnover_required) {
    const promotion = await promotionById(ctx, row.promotion_id);
    const bonus = await walletBalance(ctx.db, bonusWalletId);
    const cap = promotion?.withdraw_cap ?? null;
    const release = cap === null ? bonus : Math.min(bonus, cap);
    // Completed first: a transaction that lost the claim moves nothing.
    if (!(await complete(ctx, row, release, now)) || release <= 0) return;
    const ref = promotionRef(row.id);
    await post(ctx.db, { balance: 'money', walletId: bonusWalletId, amount: -release, kind: 'bonus_release', ref, at: now });
    await post(ctx.db, { balance: 'money', walletId: mainWalletId, amount: release, kind: 'bonus_release', ref, at: now });
    return;
  }
  const left = (await walletBalance(ctx.db, bonusWalletId)) + (await walletBalance(ctx.db, mainWalletId));
  if (left < ctx.settings.payment.promotionEndsBelow) {
    const waiting = await ctx.db
      .selectFrom('lotto_bills')
      .select('id')
      .where('member_id', '=', memberId)
      .where('status', '=', 'pending')
      .limit(1)
      .executeTakeFirst();
    if (waiting === undefined) await complete(ctx, row, 0, now);
  }
}

/** The active promotion's turnover, for the withdraw rule; null when none runs. */
export async function runningTurnover(ctx: Ctx, memberId: number): Promise<{ required: Satang; done: Satang } | null> {
  const row = await openMemberPromotion(ctx, memberId);
  if (!row || row.status !== 'active') return null;
  return { required: row.turnover_required, done: Math.min(await turnoverDone(ctx, row), row.turnover_required) };
}

/** Ends an accepted promotion a deposit could not pay, with the reason the member reads. */
async function cancelUnfunded(ctx: Ctx, row: MemberPromotionRow, reason: string, now: number): Promise<void> {
  await ctx.db
    .updateTable('member_promotions')
    .set({ status: 'cancelled', end_reason: reason, completed_at: now })
    .where('id', '=', row.id)
    .where('status', '=', 'accepted')
    .execute();
}

/** What a credited deposit did with the member's accepted promotion. */
export interface DepositPromotionOutcome {
  /** the member promotion it activated; null when it paid nothing */
  memberPromotionId: number | null;
  bonus: Satang;
  /** why it paid nothing, in Thai (the deposit keeps it for the member) */
  note: string | null;
}

/**
 * A confirmed deposit activates the member's accepted promotion when its rule
 * still lets the member take it and the deposit reaches the minimum: the bonus
 * goes to the bonus wallet and the turnover starts. A rule that no longer
 * holds (an earlier deposit was credited meanwhile, the new-member days ran
 * out) cancels it and the deposit is credited without a bonus. Runs inside the
 * deposit's transaction, after the deposit is marked paid and under the
 * member's row lock (confirmDeposit): the rule reads the member's other rows;
 * null when the member had no accepted promotion.
 */
export async function activateWithDeposit(
  ctx: Ctx,
  memberId: number,
  deposit: { id: number; amount: Satang },
  ref: string,
  now: number,
): Promise<DepositPromotionOutcome | null> {
  const row = await openMemberPromotion(ctx, memberId);
  if (!row || row.status !== 'accepted') return null;
  const promotion = await promotionById(ctx, row.promotion_id);
  if (!promotion) return null;
  const refused = await eligibilityRefusal(ctx, memberId, promotion, now, { depositId: deposit.id });
  if (refused !== null) {
    const note = `ไม่ได้รับโบนัสโปรโมชั่น “${promotion.title}”: ${ERRORS[refused].message} โปรโมชั่นนี้จึงถูกยกเลิก`;
    await cancelUnfunded(ctx, row, note, now);
    return { memberPromotionId: null, bonus: 0, note };
  }
  if (deposit.amount < promotion.min_deposit) {
    const short = `ยอดฝากต่ำกว่าขั้นต่ำ ${thbWords(promotion.min_deposit)} บาทของโปรโมชั่น “${promotion.title}” จึงไม่ได้รับโบนัส`;
    // It waits for the next deposit, unless this one used its rule up (a first deposit).
    const next = await eligibilityRefusal(ctx, memberId, promotion, now);
    if (next === null) return { memberPromotionId: null, bonus: 0, note: `${short} โปรโมชั่นยังรอยอดฝากครั้งถัดไป` };
    const note = `${short} และ${ERRORS[next].message} โปรโมชั่นนี้จึงถูกยกเลิก`;
    await cancelUnfunded(ctx, row, note, now);
    return { memberPromotionId: null, bonus: 0, note };
  }
  const bonus = Math.min(Math.floor((deposit.amount * promotion.bonus_percent) / 100), promotion.max_bonus);
  const { last } = await ctx.db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('last'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  let lastEntry = Number(last);
  if (bonus > 0) {
    const walletId = await walletIdOf(ctx.db, memberId, WalletType.BONUS);
    lastEntry = (await post(ctx.db, { balance: 'money', walletId, amount: bonus, kind: 'bonus', ref, at: now })).id;
  }
  await ctx.db
    .updateTable('member_promotions')
    .set({
      status: 'active',
      deposit: deposit.amount,
      bonus,
      turnover_required: (deposit.amount + bonus) * promotion.turnover_multiple,
      turnover_from_entry: lastEntry,
      activated_at: now,
    })
    .where('id', '=', row.id)
    .where('status', '=', 'accepted')
    .execute();
  await grantFreeSpins(ctx, { memberId, offerId: promotion.free_spin_offer_id, source: 'promotion', sourceRef: row.id, title: promotion.title, at: now });
  return { memberPromotionId: row.id, bonus, note: null };
}

async function toActive(ctx: Ctx, row: MemberPromotionRow): Promise<ActivePromotion> {
  const promotion = (await promotionById(ctx, row.promotion_id))!;
  const status = row.status as MemberPromotionStatus;
  return {
    member_promotion_id: row.id,
    // Waiting for a deposit, it says whether its rule still lets the member take it; once taken, it is theirs.
    promotion: await toWirePromotion(ctx, promotion, status === 'accepted' ? row.member_id : undefined),
    status,
    deposit: satangToThb(row.deposit),
    bonus: satangToThb(row.bonus),
    turnover_required: satangToThb(row.turnover_required),
    turnover_done: satangToThb(Math.min(await turnoverDone(ctx, row), row.turnover_required)),
    accepted_at: wireTime(row.accepted_at),
    activated_at: row.activated_at === null ? null : wireTime(row.activated_at),
    completed_at: row.completed_at === null ? null : wireTime(row.completed_at),
  };
}

/** Runs inside the caller's transaction, under the member's row lock (it may release a met turnover first). */
export async function activePromotion(ctx: Ctx, memberId: number): Promise<ActivePromotion | null> {
  await settleTurnover(ctx, memberId);
  const row = await openMemberPromotion(ctx, memberId);
  return row ? toActive(ctx, row) : null;
}

/**
 * Accepts a promotion for the next deposit. An accepted one not yet funded is
 * replaced; an active one refuses, and so does a rule that does not let the
 * member take this one now. Runs inside the caller's transaction, under the
 * member's row lock the idempotency helper takes (one open promotion per
 * member is also the member_promotions_open unique index).
 */
export async function acceptPromotion(ctx: Ctx, memberId: number, promotionId: number): Promise<ActivePromotion> {
  const now = ctx.clock.now();
  await assertMayPlay(ctx, memberId, now);
  const promotion = await promotionById(ctx, promotionId);
  if (!promotion || promotion.enabled !== 1) throw new AppError(ErrorCode.PROMOTION_NOT_FOUND);
  await settleTurnover(ctx, memberId, now);
  const open = await openMemberPromotion(ctx, memberId);
  if (open?.status === 'active') throw new AppError(ErrorCode.PROMOTION_ALREADY_ACTIVE);
  const refused = await eligibilityRefusal(ctx, memberId, promotion, now);
  if (refused !== null) throw new AppError(refused);
  if (open && open.promotion_id === promotionId) return toActive(ctx, open);
  if (open) {
    await ctx.db
      .updateTable('member_promotions')
      .set({ status: 'cancelled', completed_at: now })
      .where('id', '=', open.id)
      .where('status', '=', 'accepted')
      .execute();
  }
  const accepted = await ctx.db
    .insertInto('member_promotions')
    .values({ member_id: memberId, promotion_id: promotionId, status: 'accepted', accepted_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toActive(ctx, accepted);
}
