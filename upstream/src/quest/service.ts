/**
 * Quests (DOMAIN.md; docs/decisions/0032). Progress is measured from the
 * member's deposits, bills, yeekee shots and login days every time it is
 * read, so it cannot drift from what happened. A redeem runs in the caller's
 * transaction (the idempotency helper's): the claim row, unique per quest,
 * member and period, and the reward's ledger entry commit together.
 */
import type { Quest, QuestClaim, QuestMetric, QuestPeriod, QuestReward } from '@shared/api/quest.js';
import { WalletType } from '@shared/constants.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { satangToThb } from '@shared/money.js';
import type { Ctx } from '../context.js';
import { grantFreeSpins, offerToWire } from '../games/free-spins.js';
import { postFreeSpins } from '../ledger/free-spins.js';
import { stmt } from '../db/statements.js';
import { postEntry, postPoints } from '../ledger/ledger.js';
import { walletIdOf } from '../ledger/wallets.js';
import { effectiveLimits } from '../limits/service.js';
import { addDays, bangkokDayOf, DAY, dayStart, weekdayOf, wireTime } from '../lotto/time.js';
import { loginStreak } from './logins.js';

export interface QuestRow {
  id: number;
  event_id: number | null;
  title: string;
  description: string | null;
  metric: QuestMetric;
  period: QuestPeriod;
  target: number;
  reward: QuestReward;
  reward_value: number;
  quota: number | null;
  starts_at: number;
  ends_at: number | null;
  free_spin_offer_id: number | null;
}

/** The period holding `now`: its claim key and its [from, to) window, clipped to the quest's own life. */
export interface QuestWindow {
  key: string;
  from: number;
  /** null: open-ended */
  to: number | null;
}

export function windowOf(quest: Pick<QuestRow, 'period' | 'starts_at' | 'ends_at'>, now: number): QuestWindow {
  const today = bangkokDayOf(now);
  let key: string;
  let from: number;
  let to: number | null;
  if (quest.period === 'daily') {
    key = `d:${today}`;
    from = dayStart(today);
    to = from + DAY;
  } else if (quest.period === 'weekly') {
    // ISO weeks start on Monday; weekdayOf counts from Sunday.
    const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
    key = `w:${monday}`;
    from = dayStart(monday);
    to = from + 7 * DAY;
  } else {
    key = 'once';
    from = quest.starts_at;
    to = quest.ends_at;
  }
  return {
    key,
    from: Math.max(from, quest.starts_at),
    to: quest.ends_at === null ? to : to === null ? quest.ends_at : Math.min(to, quest.ends_at),
  };
}

const FOREVER = Number.MAX_SAFE_INTEGER;

/** The member's measure of `metric` in the window: satang for money, a count otherwise. */
export function progressOf(ctx: Ctx, memberId: number, metric: QuestMetric, window: QuestWindow, period: QuestPeriod, now: number): number {
  const to = window.to ?? FOREVER;
  switch (metric) {
    case 'deposit_total':
      return stmt<[number, number, number], number>(
        ctx.db,
        `SELECT COALESCE(SUM(amount), 0) FROM deposits WHERE member_id = ? AND status = 'paid' AND paid_at >= ? AND paid_at < ?`,
      )
        .pluck()
        .get(memberId, window.from, to) as number;
    case 'lotto_turnover':
      // A cancelled or refunded bill staked nothing in the end.
      return stmt<[number, number, number], number>(
        ctx.db,
        `SELECT COALESCE(SUM(total), 0) FROM lotto_bills
         WHERE member_id = ? AND created_at >= ? AND created_at < ? AND status NOT IN ('cancelled', 'refunded')`,
      )
        .pluck()
        .get(memberId, window.from, to) as number;
    case 'yeekee_shots':
      return stmt<[number, number, number], number>(ctx.db, 'SELECT COUNT(*) FROM yeekee_shots WHERE member_id = ? AND created_at >= ? AND created_at < ?')
        .pluck()
        .get(memberId, window.from, to) as number;
    case 'login_streak':
      // A daily quest's streak reaches back before today (its window is one day);
      // a weekly or once quest counts only the days inside its window.
      return loginStreak(ctx.db, memberId, now, period === 'daily' ? null : window.from);
  }
}

export const isMoney = (metric: QuestMetric) => metric === 'deposit_total' || metric === 'lotto_turnover';
export const toWireMeasure = (metric: QuestMetric, value: number) => (isMoney(metric) ? satangToThb(value) : value);
export const toWireReward = (ctx: Ctx, row: Pick<QuestRow, 'reward' | 'reward_value' | 'free_spin_offer_id'>) => ({
  type: row.reward,
  value: row.reward === 'credit' ? satangToThb(row.reward_value) : row.reward_value,
  free_spin_offer: offerToWire(ctx, row.free_spin_offer_id),
});

function claimsInPeriod(ctx: Ctx, questId: number, key: string): number {
  return stmt<[number, string], number>(ctx.db, 'SELECT COUNT(*) FROM quest_claims WHERE quest_id = ? AND period_key = ?').pluck().get(questId, key) as number;
}

function claimedBy(ctx: Ctx, questId: number, memberId: number, key: string): boolean {
  return (
    stmt<[number, number, string], number>(ctx.db, 'SELECT 1 FROM quest_claims WHERE quest_id = ? AND member_id = ? AND period_key = ?')
      .pluck()
      .get(questId, memberId, key) !== undefined
  );
}

const ACTIVE_QUESTS = `SELECT q.id, q.event_id, q.title, q.description, q.metric, q.period, q.target, q.reward, q.reward_value, q.quota, q.starts_at, q.ends_at, q.free_spin_offer_id
  FROM quests q JOIN members m ON m.agent_id = q.agent_id
  WHERE m.id = ? AND q.enabled = 1 AND q.starts_at <= ? AND (q.ends_at IS NULL OR q.ends_at > ?)`;

function toWireQuest(ctx: Ctx, memberId: number, row: QuestRow, now: number): Quest {
  const window = windowOf(row, now);
  const progress = progressOf(ctx, memberId, row.metric, window, row.period, now);
  return {
    id: row.id,
    event_id: row.event_id,
    title: row.title,
    description: row.description,
    metric: row.metric,
    period: row.period,
    target: toWireMeasure(row.metric, row.target),
    progress: toWireMeasure(row.metric, progress),
    completed: progress >= row.target,
    claimed: claimedBy(ctx, row.id, memberId, window.key),
    reward: toWireReward(ctx, row),
    quota: row.quota,
    quota_left: row.quota === null ? null : Math.max(0, row.quota - claimsInPeriod(ctx, row.id, window.key)),
    ends_at: window.to === null ? null : wireTime(window.to),
  };
}

/** Every quest open now for the member's agent, everyday and event ones, with the member's progress. */
export function listQuests(ctx: Ctx, memberId: number): Quest[] {
  const now = ctx.clock.now();
  return ctx.db.transaction(() =>
    stmt<[number, number, number], QuestRow>(ctx.db, `${ACTIVE_QUESTS} ORDER BY q.sort, q.id`)
      .all(memberId, now, now)
      .map((row) => toWireQuest(ctx, memberId, row, now)),
  )();
}

/**
 * Redeems a completed quest once per period. `eventId` null: an everyday
 * quest (POST /api/quest/redeem); a number: a quest of that event (POST
 * /api/event/quest). Self-exclusion refuses; a time-out or a daily limit does
 * not, since the reward pays for activity already done (docs/decisions/0032).
 */
export function redeemQuest(ctx: Ctx, memberId: number, questId: number, eventId: number | null): QuestClaim {
  const now = ctx.clock.now();
  const limits = effectiveLimits(ctx, memberId, now);
  if (limits.selfExcludedUntil !== null) throw new AppError(ErrorCode.SELF_EXCLUDED, undefined, { until: wireTime(limits.selfExcludedUntil) });
  const quest = stmt<[number, number, number, number], QuestRow>(ctx.db, `${ACTIVE_QUESTS} AND q.id = ?`).get(memberId, now, now, questId);
  if (!quest || quest.event_id !== eventId) throw new AppError(ErrorCode.QUEST_NOT_FOUND);
  const window = windowOf(quest, now);
  if (progressOf(ctx, memberId, quest.metric, window, quest.period, now) < quest.target) throw new AppError(ErrorCode.QUEST_NOT_COMPLETE);
  if (claimedBy(ctx, quest.id, memberId, window.key)) throw new AppError(ErrorCode.QUEST_ALREADY_CLAIMED);
  // Counted and inserted in one transaction on the one connection: no other claim lands between.
  if (quest.quota !== null && claimsInPeriod(ctx, quest.id, window.key) >= quest.quota) throw new AppError(ErrorCode.QUEST_QUOTA_USED);
  const id = Number(
    stmt(
      ctx.db,
      'INSERT INTO quest_claims (quest_id, member_id, period_key, reward, reward_value, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(quest.id, memberId, window.key, quest.reward, quest.reward_value, now).lastInsertRowid,
  );
  const ref = `quest:${id}`;
  if (quest.reward === 'credit') {
    postEntry(ctx.db, { walletId: walletIdOf(ctx.db, memberId, WalletType.BONUS), amount: quest.reward_value, kind: 'quest', ref, note: quest.title, at: now });
  } else if (quest.reward === 'points') {
    postPoints(ctx.db, { memberId, amount: quest.reward_value, kind: 'quest', ref, note: quest.title, at: now });
  } else {
    postFreeSpins(ctx.db, { memberId, amount: quest.reward_value, kind: 'quest', ref, at: now });
  }
  grantFreeSpins(ctx, { memberId, offerId: quest.free_spin_offer_id, source: 'quest', sourceRef: id, title: quest.title, at: now });
  return { id, quest_id: quest.id, period_key: window.key, reward: toWireReward(ctx, quest), created_at: wireTime(now) };
}

