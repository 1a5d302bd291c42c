/**
 * Quests (docs/domain.md "Promotions, coupons, quests, points, wheel"; docs/decisions/0032). Progress is measured from the
 * member's deposits, bills, yeekee shots and login days every time it is
 * read, so it cannot drift from what happened. A redeem runs in the caller's
 * transaction (the idempotency helper's): the claim row, unique per quest,
 * member and period, and the reward's ledger entry commit together.
 */
import { sql, type Selectable } from 'kysely';
import type { Quest, QuestClaim, QuestMetric, QuestPeriod, QuestReward } from '#shared/api/quest.js';
import { WalletType } from '#shared/constants.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb } from '#shared/money.js';
import type { Ctx } from '../context.js';
import { isPostgres } from '../db/engine.js';
import type { DB } from '../db/schema.js';
import type { Db } from '../db/transaction.js';
import { grantFreeSpins, offerToWire } from '../games/free-spins.js';
import { post } from '../ledger/post.js';
import { walletIdOf } from '../ledger/wallets.js';
import { effectiveLimits } from '../limits/service.js';
import { addDays, bangkokDayOf, DAY, dayStart, weekdayOf, wireTime } from '#shared/dates/calendar.js';
import { loginStreak } from './logins.js';

/** A quest's rule as the migration's CHECKs allow it (the schema says only text). */
export type QuestRule = { metric: QuestMetric; period: QuestPeriod; reward: QuestReward };
export type QuestRow = Omit<Selectable<DB['quests']>, keyof QuestRule> & QuestRule;

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
export async function progressOf(ctx: Ctx, memberId: number, metric: QuestMetric, window: QuestWindow, period: QuestPeriod, now: number): Promise<number> {
  const to = window.to ?? FOREVER;
  switch (metric) {
    case 'deposit_total': {
      const row = await ctx.db
        .selectFrom('deposits')
        .select(sql<number>`COALESCE(SUM(amount), 0)`.as('total'))
        .where('member_id', '=', memberId)
        .where('status', '=', 'paid')
        .where('paid_at', '>=', window.from)
        .where('paid_at', '<', to)
        .executeTakeFirstOrThrow();
      return row.total;
    }
    case 'lotto_turnover': {
      // A cancelled or refunded bill staked nothing in the end.
      const row = await ctx.db
        .selectFrom('lotto_bills')
        .select(sql<number>`COALESCE(SUM(total), 0)`.as('total'))
        .where('member_id', '=', memberId)
        .where('created_at', '>=', window.from)
        .where('created_at', '<', to)
        .where('status', 'not in', ['cancelled', 'refunded'])
        .executeTakeFirstOrThrow();
      return row.total;
    }
    case 'yeekee_shots': {
      const row = await ctx.db
        .selectFrom('yeekee_shots')
        .select((eb) => eb.fn.countAll<number>().as('shots'))
        .where('member_id', '=', memberId)
        .where('created_at', '>=', window.from)
        .where('created_at', '<', to)
        .executeTakeFirstOrThrow();
      return row.shots;
    }
    case 'login_streak':
      // A daily quest's streak reaches back before today (its window is one day);
      // a weekly or once quest counts only the days inside its window.
      return loginStreak(ctx.db, memberId, now, period === 'daily' ? null : window.from);
  }
}

export const isMoney = (metric: QuestMetric) => metric === 'deposit_total' || metric === 'lotto_turnover';
export const toWireMeasure = (metric: QuestMetric, value: number) => (isMoney(metric) ? satangToThb(value) : value);
export const toWireReward = async (ctx: Ctx, row: Pick<QuestRow, 'reward' | 'reward_value' | 'free_spin_offer_id'>) => ({
  type: row.reward,
  value: row.reward === 'credit' ? satangToThb(row.reward_value) : row.reward_value,
  free_spin_offer: await offerToWire(ctx, row.free_spin_offer_id),
});

async function claimsInPeriod(ctx: Ctx, questId: number, key: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('quest_claims')
    .select((eb) => eb.fn.countAll<number>().as('claims'))
    .where('quest_id', '=', questId)
    .where('period_key', '=', key)
    .executeTakeFirstOrThrow();
  return row.claims;
}

async function claimedBy(ctx: Ctx, questId: number, memberId: number, key: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('quest_claims')
    .select('id')
    .where('quest_id', '=', questId)
    .where('member_id', '=', memberId)
    .where('period_key', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}

/** The quests of the member's agent open now: switched on, started, not ended. */
function activeQuests(ctx: Ctx, memberId: number, now: number) {
  return ctx.db
    .selectFrom('quests as q')
    .innerJoin('members as m', 'm.agent_id', 'q.agent_id')
    .selectAll('q')
    .$narrowType<QuestRule>()
    .where('m.id', '=', memberId)
    .where('q.enabled', '=', 1)
    .where('q.starts_at', '<=', now)
    .where((eb) => eb.or([eb('q.ends_at', 'is', null), eb('q.ends_at', '>', now)]));
}

async function toWireQuest(ctx: Ctx, memberId: number, row: QuestRow, now: number): Promise<Quest> {
  const window = windowOf(row, now);
  const progress = await progressOf(ctx, memberId, row.metric, window, row.period, now);
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
    claimed: await claimedBy(ctx, row.id, memberId, window.key),
    reward: await toWireReward(ctx, row),
    quota: row.quota,
    quota_left: row.quota === null ? null : Math.max(0, row.quota - (await claimsInPeriod(ctx, row.id, window.key))),
    ends_at: window.to === null ? null : wireTime(window.to),
  };
}

/**
 * Every quest open now for the member's agent, everyday and event ones, with
 * the member's progress. Reads only, so no transaction: on SQLite one would
 * take the write lock (every transaction begins IMMEDIATE), on PostgreSQL
 * READ COMMITTED gives each statement its own snapshot anyway.
 */
export async function listQuests(ctx: Ctx, memberId: number): Promise<Quest[]> {
  const now = ctx.clock.now();
  const rows = await activeQuests(ctx, memberId, now).orderBy('q.sort').orderBy('q.id').execute();
  const quests: Quest[] = [];
  for (const row of rows) quests.push(await toWireQuest(ctx, memberId, row, now));
  return quests;
}

/**
 * On PostgreSQL, the quest's row lock until the claim commits: a quota is a
 * count of other members' claims, which no UNIQUE key and no conditional
 * UPDATE can re-check (READ COMMITTED would re-check a WHERE on the locked
 * row, never re-run its count). Claims of one quest with a quota therefore
 * count one after another, each seeing the claims committed before it, as
 * SQLite's one writer runs them. Taken after the member's own lock (the
 * idempotency wrapper's), always in that order, so two claims never wait on
 * each other in a circle.
 */
async function lockQuest(db: Db, questId: number): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`SELECT id FROM quests WHERE id = ${questId} FOR UPDATE`.execute(db);
}

/**
 * Redeems a completed quest once per period. `eventId` null: an everyday
 * quest (POST /api/quest/redeem); a number: a quest of that event (POST
 * /api/event/quest). Self-exclusion refuses; a time-out or a daily limit does
 * not, since the reward pays for activity already done (docs/decisions/0032).
 */
export async function redeemQuest(ctx: Ctx, memberId: number, questId: number, eventId: number | null): Promise<QuestClaim> {
  const now = ctx.clock.now();
  const limits = await effectiveLimits(ctx, memberId, now);
  if (limits.selfExcludedUntil !== null) throw new AppError(ErrorCode.SELF_EXCLUDED, undefined, { until: wireTime(limits.selfExcludedUntil) });
  const quest = await activeQuests(ctx, memberId, now).where('q.id', '=', questId).executeTakeFirst();
  if (!quest || quest.event_id !== eventId) throw new AppError(ErrorCode.QUEST_NOT_FOUND);
  const window = windowOf(quest, now);
  if ((await progressOf(ctx, memberId, quest.metric, window, quest.period, now)) < quest.target) throw new AppError(ErrorCode.QUEST_NOT_COMPLETE);
  if (await claimedBy(ctx, quest.id, memberId, window.key)) throw new AppError(ErrorCode.QUEST_ALREADY_CLAIMED);
  if (quest.quota !== null) {
    await lockQuest(ctx.db, quest.id);
    if ((await claimsInPeriod(ctx, quest.id, window.key)) >= quest.quota) throw new AppError(ErrorCode.QUEST_QUOTA_USED);
  }
  // The UNIQUE (quest, member, period) key is what pays once: a second claim racing this one inserts nothing.
  const claim = await ctx.db
    .insertInto('quest_claims')
    .values({ quest_id: quest.id, member_id: memberId, period_key: window.key, reward: quest.reward, reward_value: quest.reward_value, created_at: now })
    .onConflict((oc) => oc.columns(['quest_id', 'member_id', 'period_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!claim) throw new AppError(ErrorCode.QUEST_ALREADY_CLAIMED);
  const { id } = claim;
  await payReward(ctx, memberId, quest, `quest:${id}`, now);
  await grantFreeSpins(ctx, { memberId, offerId: quest.free_spin_offer_id, source: 'quest', sourceRef: id, title: quest.title, at: now });
  return { id, quest_id: quest.id, period_key: window.key, reward: await toWireReward(ctx, quest), created_at: wireTime(now) };
}

/** The quest's reward through the one posting model: bonus credit, points or free spins. */
async function payReward(ctx: Ctx, memberId: number, quest: QuestRow, ref: string, at: number): Promise<void> {
  const amount = quest.reward_value;
  if (quest.reward === 'credit') {
    const walletId = await walletIdOf(ctx.db, memberId, WalletType.BONUS);
    await post(ctx.db, { balance: 'money', walletId, amount, kind: 'quest', ref, note: quest.title, at });
  } else if (quest.reward === 'points') {
    await post(ctx.db, { balance: 'points', memberId, amount, kind: 'quest', ref, note: quest.title, at });
  } else {
    await post(ctx.db, { balance: 'free_spins', memberId, amount, kind: 'quest', ref, at });
  }
}
