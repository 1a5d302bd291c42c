/**
 * The agent's side of quests (docs/decisions/0033): every quest of the agent,
 * switched off or not, with its redeems; a new quest; an edit. A quest's rule
 * (metric, period, target, reward) is fixed once it exists, so an edit only
 * touches the words, the quota, the end, the order and `enabled`. Members
 * read quests fresh on every list, so a change shows at once.
 */
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { OperatorQuest, ZQuestEdit, ZQuestInput } from '#shared/api/quest-operator.js';
import type { QuestMetric, QuestReward } from '#shared/api/quest.js';
import { DEFAULT_AGENT_CODE } from '#shared/constants.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { thbToSatang } from '#shared/money.js';
import { requireSite } from '../site/sites.js';
import type { Ctx } from '../context.js';
import type { DB } from '../db/schema.js';
import { bangkokToday } from '../limits/service.js';
import { wireTime } from '#shared/dates/calendar.js';
import { isMoney, toWireMeasure, toWireReward, type QuestRow, type QuestRule } from './service.js';

type OperatorQuestRow = QuestRow & { claims: number };

const toOperatorQuest = async (ctx: Ctx, row: OperatorQuestRow): Promise<OperatorQuest> => ({
  id: row.id,
  event_id: row.event_id,
  title: row.title,
  description: row.description,
  metric: row.metric,
  period: row.period,
  target: toWireMeasure(row.metric, row.target),
  reward: await toWireReward(ctx, row),
  quota: row.quota,
  starts_at: wireTime(row.starts_at),
  ends_at: row.ends_at === null ? null : wireTime(row.ends_at),
  enabled: row.enabled === 1,
  sort: row.sort,
  claims: row.claims,
});

/** The agent's quests, each with its redeems over every period. */
function questsOfAgent(ctx: Ctx, agentId: number) {
  return ctx.db
    .selectFrom('quests as q')
    .selectAll('q')
    .select((eb) => eb.selectFrom('quest_claims as c').select(eb.fn.countAll<number>().as('n')).whereRef('c.quest_id', '=', 'q.id').as('claims'))
    .$narrowType<QuestRule & { claims: number }>()
    .where('q.agent_id', '=', agentId);
}

async function questById(ctx: Ctx, id: number): Promise<OperatorQuestRow | undefined> {
  const agent = await requireSite(ctx.db, DEFAULT_AGENT_CODE);
  return questsOfAgent(ctx, agent.id).where('q.id', '=', id).executeTakeFirst();
}

/** Every quest of the agent, in the members' order. */
export async function operatorQuests(ctx: Ctx): Promise<OperatorQuest[]> {
  const agent = await requireSite(ctx.db, DEFAULT_AGENT_CODE);
  const rows = await questsOfAgent(ctx, agent.id).orderBy('q.sort').orderBy('q.id').execute();
  return Promise.all(rows.map((row) => toOperatorQuest(ctx, row)));
}
const refuse = (field: string, message: string) => new AppError(ErrorCode.VALIDATION, message, { fields: { [field]: message } });

/** The target as stored: satang for money measures, a whole count otherwise. */
function storedTarget(metric: QuestMetric, target: number): number {
  if (isMoney(metric)) return thbToSatang(target);
  if (!Number.isSafeInteger(target)) throw refuse('target', metric === 'login_streak' ? 'จำนวนวันต้องเป็นจำนวนเต็ม' : 'จำนวนครั้งต้องเป็นจำนวนเต็ม');
  return target;
}

/** The reward as stored: satang for credit, whole points or spins otherwise. */
function storedReward(reward: QuestReward, value: number): number {
  if (reward === 'credit') return thbToSatang(value);
  if (!Number.isSafeInteger(value)) throw refuse('reward.value', reward === 'points' ? 'จำนวนแต้มต้องเป็นจำนวนเต็ม' : 'จำนวนสิทธิ์หมุนฟรีต้องเป็นจำนวนเต็ม');
  return value;
}

const endsAfterStart = (startsAt: number, endsAt: number | null) => {
  if (endsAt !== null && endsAt <= startsAt) throw refuse('ends_at', 'วันสิ้นสุดต้องอยู่หลังวันเริ่ม');
};

/**
 * A new quest of the agent. Without `starts_at` it starts at the beginning of
 * today (Bangkok): "deposit 300 THB today" added at noon counts the morning's
 * deposits, and a login streak counts today's login, as a member reads it.
 */
export async function addQuest(ctx: Ctx, input: z.output<typeof ZQuestInput>): Promise<OperatorQuest> {
  const agent = await requireSite(ctx.db, DEFAULT_AGENT_CODE);
  const target = storedTarget(input.metric, input.target);
  const reward = storedReward(input.reward.type, input.reward.value);
  if (input.event_id !== null) {
    const event = await ctx.db.selectFrom('events').select('id').where('id', '=', input.event_id).where('agent_id', '=', agent.id).executeTakeFirst();
    if (!event) throw refuse('event_id', 'ไม่พบกิจกรรมนี้');
  }
  const startsAt = input.starts_at === undefined ? bangkokToday(ctx.clock.now())[0] : Date.parse(input.starts_at);
  const endsAt = input.ends_at === null ? null : Date.parse(input.ends_at);
  endsAfterStart(startsAt, endsAt);
  const { id } = await ctx.db
    .insertInto('quests')
    .values({
      agent_id: agent.id,
      event_id: input.event_id,
      title: input.title,
      description: input.description || null,
      metric: input.metric,
      period: input.period,
      target,
      reward: input.reward.type,
      reward_value: reward,
      quota: input.quota,
      starts_at: startsAt,
      ends_at: endsAt,
      enabled: input.enabled ? 1 : 0,
      sort: input.sort,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toOperatorQuest(ctx, (await questById(ctx, id))!);
}

/**
 * Only the fields given change; the rule stays (the contract's edit has no
 * field for it). Only those fields are written, so an edit never puts back
 * what another edit changed meanwhile.
 */
export async function editQuest(ctx: Ctx, id: number, edit: z.output<typeof ZQuestEdit>): Promise<OperatorQuest> {
  const row = await questById(ctx, id);
  if (!row) throw new AppError(ErrorCode.QUEST_NOT_FOUND);
  const endsAt = edit.ends_at === undefined ? undefined : edit.ends_at === null ? null : Date.parse(edit.ends_at);
  endsAfterStart(row.starts_at, endsAt === undefined ? row.ends_at : endsAt);
  const change: Updateable<DB['quests']> = {};
  if (edit.title !== undefined) change.title = edit.title;
  if (edit.description !== undefined) change.description = edit.description || null;
  if (edit.quota !== undefined) change.quota = edit.quota;
  if (endsAt !== undefined) change.ends_at = endsAt;
  if (edit.enabled !== undefined) change.enabled = edit.enabled ? 1 : 0;
  if (edit.sort !== undefined) change.sort = edit.sort;
  if (Object.keys(change).length > 0) await ctx.db.updateTable('quests').set(change).where('id', '=', id).execute();
  return toOperatorQuest(ctx, (await questById(ctx, id))!);
}
