/**
 * Promotions (DOMAIN.md; docs/decisions/0017). A member accepts one before
 * depositing; the confirmed deposit pays its bonus into the bonus wallet and
 * starts the turnover, counted from the member's bet rows after activation.
 * When the turnover is met, the bonus wallet moves to main up to the withdraw
 * cap. `settleTurnover` does that check; it runs inside every bet's
 * transaction and on the reads that show it (active, withdraw). Who may take
 * a promotion is its eligibility rule (eligibility.ts, docs/decisions/0047),
 * checked on accept and again by the deposit that would pay it.
 */
import {
  promotionEligibilityText,
  type ActivePromotion,
  type MemberPromotionStatus,
  type Promotion,
  type PromotionEligibilityRule,
} from '@shared/api/promotion.js';
import { DEFAULT_AGENT_CODE, WalletType } from '@shared/constants.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode, ERRORS } from '@shared/errors.js';
import { satangToThb, type Satang } from '@shared/money.js';
import { requireAgent } from '../agent/agents.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { grantFreeSpins, offerToWire } from '../games/free-spins.js';
import { postEntry } from '../ledger/ledger.js';
import { walletIdOf } from '../ledger/wallets.js';
import { assertMayPlay } from '../limits/guard.js';
import { wireTime } from '../lotto/time.js';
import { thbWords } from '../payment/amounts.js';
import { eligibilityRefusal } from './eligibility.js';

export interface PromotionRow {
  id: number;
  agent_id: number;
  title: string;
  description: string;
  image: string | null;
  bonus_percent: number;
  max_bonus: number;
  min_deposit: number;
  turnover_multiple: number;
  withdraw_cap: number | null;
  terms: string;
  enabled: number;
  sort_order: number;
  free_spin_offer_id: number | null;
  eligibility: PromotionEligibilityRule;
  new_member_days: number;
}

export interface MemberPromotionRow {
  id: number;
  member_id: number;
  promotion_id: number;
  status: MemberPromotionStatus;
  deposit: number;
  bonus: number;
  turnover_required: number;
  turnover_from_entry: number | null;
  released: number;
  accepted_at: number;
  activated_at: number | null;
  completed_at: number | null;
  end_reason: string | null;
}

export const promotionRef = (memberPromotionId: number) => `promotion:${memberPromotionId}`;

/** The wire promotion; with `memberId`, whether its rule lets that member take it now. */
export function toWirePromotion(ctx: Ctx, row: PromotionRow, memberId?: number): Promotion {
  const newMemberDays = row.eligibility === 'new_member' ? row.new_member_days : null;
  const refused = memberId === undefined ? null : eligibilityRefusal(ctx, memberId, row, ctx.clock.now());
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
    free_spin_offer: offerToWire(ctx, row.free_spin_offer_id),
    eligibility: { rule: row.eligibility, new_member_days: newMemberDays, text: promotionEligibilityText(row.eligibility, newMemberDays) },
    unavailable_reason: refused === null ? null : ERRORS[refused].message,
  };
}

function promotionById(ctx: Ctx, id: number): PromotionRow | undefined {
  return stmt<[number], PromotionRow>(ctx.db, 'SELECT * FROM promotions WHERE id = ?').get(id);
}

/** The agent's promotions; a member's list says which ones their rule refuses them now. */
export function listPromotions(ctx: Ctx, memberId?: number): Promotion[] {
  const agent = requireAgent(ctx.db, DEFAULT_AGENT_CODE);
  return stmt<[number], PromotionRow>(ctx.db, 'SELECT * FROM promotions WHERE agent_id = ? AND enabled = 1 ORDER BY sort_order, id')
    .all(agent.id)
    .map((row) => toWirePromotion(ctx, row, memberId));
}

/** The member's accepted (waiting for a deposit) or active (turnover running) promotion. */
export function openMemberPromotion(ctx: Ctx, memberId: number): MemberPromotionRow | undefined {
  return stmt<[number], MemberPromotionRow>(
    ctx.db,
    `SELECT * FROM member_promotions WHERE member_id = ? AND status IN ('accepted', 'active')`,
  ).get(memberId);
}

/** Net bets (bets − refunds of bets) after activation, never below zero. */
export function turnoverDone(ctx: Ctx, row: MemberPromotionRow): Satang {
  if (row.status === 'accepted' || row.turnover_from_entry === null) return 0;
  const done = stmt<[number, number], number>(
    ctx.db,
    `SELECT COALESCE(-SUM(amount), 0) FROM ledger_entries
     WHERE member_id = ? AND id > ? AND kind IN ('bet', 'game_bet', 'refund')`,
  )
    .pluck()
    .get(row.member_id, row.turnover_from_entry) as number;
  return Math.max(0, done);
}

function complete(ctx: Ctx, row: MemberPromotionRow, released: Satang, now: number): void {
  stmt(ctx.db, `UPDATE member_promotions SET status = 'completed', released = ?, completed_at = ? WHERE id = ? AND status = 'active'`).run(
    released,
    now,
    row.id,
  );
}

/**
 * Ends the member's active promotion when its turnover is met (the bonus wallet
 * moves to main up to the withdraw cap; the rest stays in the bonus wallet) or
 * when it has been played out. Runs inside the caller's transaction.
 */
export function settleTurnover(ctx: Ctx, memberId: number, now: number = ctx.clock.now()): void {
  const row = openMemberPromotion(ctx, memberId);
  if (!row || row.status !== 'active') return;
  const bonusWalletId = walletIdOf(ctx.db, memberId, WalletType.BONUS);
  const mainWalletId = walletIdOf(ctx.db, memberId, WalletType.MAIN);
  const balance = (id: number) => stmt<[number], number>(ctx.db, 'SELECT balance FROM wallets WHERE id = ?').pluck().get(id) as number;
  if (turnoverDone(ctx, row) >= row.turnover_required) {
    const promotion = promotionById(ctx, row.promotion_id);
    const bonus = balance(bonusWalletId);
    const cap = promotion?.withdraw_cap ?? null;
    const release = cap === null ? bonus : Math.min(bonus, cap);
    if (release > 0) {
      const ref = promotionRef(row.id);
      postEntry(ctx.db, { walletId: bonusWalletId, amount: -release, kind: 'bonus_release', ref, at: now });
      postEntry(ctx.db, { walletId: mainWalletId, amount: release, kind: 'bonus_release', ref, at: now });
    }
    complete(ctx, row, release, now);
    return;
  }
  const left = balance(bonusWalletId) + balance(mainWalletId);
  if (left < ctx.settings.payment.promotionEndsBelow) {
    const waiting = stmt<[number], number>(ctx.db, `SELECT 1 FROM lotto_bills WHERE member_id = ? AND status = 'pending' LIMIT 1`)
      .pluck()
      .get(memberId);
    if (waiting === undefined) complete(ctx, row, 0, now);
  }
}

/** The active promotion's turnover, for the withdraw rule; null when none runs. */
export function runningTurnover(ctx: Ctx, memberId: number): { required: Satang; done: Satang } | null {
  const row = openMemberPromotion(ctx, memberId);
  if (!row || row.status !== 'active') return null;
  return { required: row.turnover_required, done: Math.min(turnoverDone(ctx, row), row.turnover_required) };
}

/** Ends an accepted promotion a deposit could not pay, with the reason the member reads. */
function cancelUnfunded(ctx: Ctx, row: MemberPromotionRow, reason: string, now: number): void {
  stmt(ctx.db, `UPDATE member_promotions SET status = 'cancelled', end_reason = ?, completed_at = ? WHERE id = ? AND status = 'accepted'`).run(
    reason,
    now,
    row.id,
  );
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
 * deposit's transaction, after the deposit is marked paid; null when the
 * member had no accepted promotion.
 */
export function activateWithDeposit(
  ctx: Ctx,
  memberId: number,
  deposit: { id: number; amount: Satang },
  ref: string,
  now: number,
): DepositPromotionOutcome | null {
  const row = openMemberPromotion(ctx, memberId);
  if (!row || row.status !== 'accepted') return null;
  const promotion = promotionById(ctx, row.promotion_id);
  if (!promotion) return null;
  const refused = eligibilityRefusal(ctx, memberId, promotion, now, { depositId: deposit.id });
  if (refused !== null) {
    const note = `ไม่ได้รับโบนัสโปรโมชั่น “${promotion.title}”: ${ERRORS[refused].message} โปรโมชั่นนี้จึงถูกยกเลิก`;
    cancelUnfunded(ctx, row, note, now);
    return { memberPromotionId: null, bonus: 0, note };
  }
  if (deposit.amount < promotion.min_deposit) {
    const short = `ยอดฝากต่ำกว่าขั้นต่ำ ${thbWords(promotion.min_deposit)} บาทของโปรโมชั่น “${promotion.title}” จึงไม่ได้รับโบนัส`;
    // It waits for the next deposit, unless this one used its rule up (a first deposit).
    const next = eligibilityRefusal(ctx, memberId, promotion, now);
    if (next === null) return { memberPromotionId: null, bonus: 0, note: `${short} โปรโมชั่นยังรอยอดฝากครั้งถัดไป` };
    const note = `${short} และ${ERRORS[next].message} โปรโมชั่นนี้จึงถูกยกเลิก`;
    cancelUnfunded(ctx, row, note, now);
    return { memberPromotionId: null, bonus: 0, note };
  }
  const bonus = Math.min(Math.floor((deposit.amount * promotion.bonus_percent) / 100), promotion.max_bonus);
  let lastEntry = stmt<[number], number>(ctx.db, 'SELECT COALESCE(MAX(id), 0) FROM ledger_entries WHERE member_id = ?')
    .pluck()
    .get(memberId) as number;
  if (bonus > 0) {
    lastEntry = postEntry(ctx.db, { walletId: walletIdOf(ctx.db, memberId, WalletType.BONUS), amount: bonus, kind: 'bonus', ref, at: now }).id;
  }
  stmt(
    ctx.db,
    `UPDATE member_promotions SET status = 'active', deposit = ?, bonus = ?, turnover_required = ?, turnover_from_entry = ?, activated_at = ?
     WHERE id = ? AND status = 'accepted'`,
  ).run(deposit.amount, bonus, (deposit.amount + bonus) * promotion.turnover_multiple, lastEntry, now, row.id);
  grantFreeSpins(ctx, { memberId, offerId: promotion.free_spin_offer_id, source: 'promotion', sourceRef: row.id, title: promotion.title, at: now });
  return { memberPromotionId: row.id, bonus, note: null };
}

function toActive(ctx: Ctx, row: MemberPromotionRow): ActivePromotion {
  const promotion = promotionById(ctx, row.promotion_id) as PromotionRow;
  return {
    member_promotion_id: row.id,
    // Waiting for a deposit, it says whether its rule still lets the member take it; once taken, it is theirs.
    promotion: toWirePromotion(ctx, promotion, row.status === 'accepted' ? row.member_id : undefined),
    status: row.status,
    deposit: satangToThb(row.deposit),
    bonus: satangToThb(row.bonus),
    turnover_required: satangToThb(row.turnover_required),
    turnover_done: satangToThb(Math.min(turnoverDone(ctx, row), row.turnover_required)),
    accepted_at: wireTime(row.accepted_at),
    activated_at: row.activated_at === null ? null : wireTime(row.activated_at),
    completed_at: row.completed_at === null ? null : wireTime(row.completed_at),
  };
}

/** Runs inside the caller's transaction (it may release a met turnover first). */
export function activePromotion(ctx: Ctx, memberId: number): ActivePromotion | null {
  settleTurnover(ctx, memberId);
  const row = openMemberPromotion(ctx, memberId);
  return row ? toActive(ctx, row) : null;
}

/**
 * Accepts a promotion for the next deposit. An accepted one not yet funded is
 * replaced; an active one refuses, and so does a rule that does not let the
 * member take this one now. Runs inside the caller's transaction.
 */
export function acceptPromotion(ctx: Ctx, memberId: number, promotionId: number): ActivePromotion {
  const now = ctx.clock.now();
  assertMayPlay(ctx, memberId, now);
  const promotion = promotionById(ctx, promotionId);
  if (!promotion || promotion.enabled !== 1) throw new AppError(ErrorCode.PROMOTION_NOT_FOUND);
  settleTurnover(ctx, memberId, now);
  const open = openMemberPromotion(ctx, memberId);
  if (open?.status === 'active') throw new AppError(ErrorCode.PROMOTION_ALREADY_ACTIVE);
  const refused = eligibilityRefusal(ctx, memberId, promotion, now);
  if (refused !== null) throw new AppError(refused);
  if (open && open.promotion_id === promotionId) return toActive(ctx, open);
  if (open) {
    stmt(ctx.db, `UPDATE member_promotions SET status = 'cancelled', completed_at = ? WHERE id = ? AND status = 'accepted'`).run(now, open.id);
  }
  stmt(ctx.db, `INSERT INTO member_promotions (member_id, promotion_id, status, accepted_at) VALUES (?, ?, 'accepted', ?)`).run(
    memberId,
    promotionId,
    now,
  );
  return toActive(ctx, openMemberPromotion(ctx, memberId) as MemberPromotionRow);
}
