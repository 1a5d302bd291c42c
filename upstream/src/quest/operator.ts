/**
 * The agent's side of quests (docs/decisions/0033): every quest of the agent,
 * switched off or not, with its redeems; a new quest; an edit. A quest's rule
 * (metric, period, target, reward) is fixed once it exists, so an edit only
 * touches the words, the quota, the end, the order and `enabled`. Members
 * read quests fresh on every list, so a change shows at once.
 */
import type { z } from 'zod';
import type { OperatorQuest, ZQuestEdit, ZQuestInput } from '@shared/api/quest-operator.js';
import type { QuestMetric, QuestReward } from '@shared/api/quest.js';
import { DEFAULT_AGENT_CODE } from '@shared/constants.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { thbToSatang } from '@shared/money.js';
import { requireAgent } from '../agent/agents.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { bangkokToday } from '../limits/service.js';
import { wireTime } from '../lotto/time.js';
import { isMoney, toWireMeasure, toWireReward, type QuestRow } from './service.js';

type OperatorQuestRow = QuestRow & { enabled: number; sort: number; claims: number };

const OPERATOR_SELECT = `SELECT q.*, (SELECT COUNT(*) FROM quest_claims c WHERE c.quest_id = q.id) AS claims FROM quests q`;

const toOperatorQuest = (ctx: Ctx, row: OperatorQuestRow): OperatorQuest => ({
  id: row.id,
  event_id: row.event_id,
  title: row.title,
  description: row.description,
  metric: row.metric,
  period: row.period,
  target: toWireMeasure(row.metric, row.target),
  reward: toWireReward(ctx, row),
  quota: row.quota,
  starts_at: wireTime(row.starts_at),
  ends_at: row.ends_at === null ? null : wireTime(row.ends_at),
  enabled: row.enabled === 1,
  sort: row.sort,
  claims: row.claims,
});

function questById(ctx: Ctx, id: number): OperatorQuestRow | undefined {
  const agent = requireAgent(ctx.db, DEFAULT_AGENT_CODE);
  return stmt<[number, number], OperatorQuestRow>(ctx.db, `${OPERATOR_SELECT} WHERE q.id = ? AND q.agent_id = ?`).get(id, agent.id);
}

/** Every quest of the agent, in the members' order. */
export function operatorQuests(ctx: Ctx): OperatorQuest[] {
  const agent = requireAgent(ctx.db, DEFAULT_AGENT_CODE);
  return stmt<[number], OperatorQuestRow>(ctx.db, `${OPERATOR_SELECT} WHERE q.agent_id = ? ORDER BY q.sort, q.id`).all(agent.id).map((row) => toOperatorQuest(ctx, row));
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
export function addQuest(ctx: Ctx, input: z.output<typeof ZQuestInput>): OperatorQuest {
  const agent = requireAgent(ctx.db, DEFAULT_AGENT_CODE);
  const target = storedTarget(input.metric, input.target);
  const reward = storedReward(input.reward.type, input.reward.value);
  if (input.event_id !== null && stmt(ctx.db, 'SELECT 1 FROM events WHERE id = ? AND agent_id = ?').get(input.event_id, agent.id) === undefined) {
    throw refuse('event_id', 'ไม่พบกิจกรรมนี้');
  }
  const startsAt = input.starts_at === undefined ? bangkokToday(ctx.clock.now())[0] : Date.parse(input.starts_at);
  const endsAt = input.ends_at === null ? null : Date.parse(input.ends_at);
  endsAfterStart(startsAt, endsAt);
  const id = Number(
    stmt(
      ctx.db,
      `INSERT INTO quests (agent_id, event_id, title, description, metric, period, target, reward, reward_value, quota, starts_at, ends_at, enabled, sort)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      agent.id,
      input.event_id,
      input.title,
      input.description || null,
      input.metric,
      input.period,
      target,
      input.reward.type,
      reward,
      input.quota,
      startsAt,
      endsAt,
      input.enabled ? 1 : 0,
      input.sort,
    ).lastInsertRowid,
  );
  return toOperatorQuest(ctx, questById(ctx, id) as OperatorQuestRow);
}

/** Only the fields given change; the rule stays (the contract's edit has no field for it). */
export function editQuest(ctx: Ctx, id: number, edit: z.output<typeof ZQuestEdit>): OperatorQuest {
  const row = questById(ctx, id);
  if (!row) throw new AppError(ErrorCode.QUEST_NOT_FOUND);
  const endsAt = edit.ends_at === undefined ? row.ends_at : edit.ends_at === null ? null : Date.parse(edit.ends_at);
  endsAfterStart(row.starts_at, endsAt);
  stmt(ctx.db, 'UPDATE quests SET title = ?, description = ?, quota = ?, ends_at = ?, enabled = ?, sort = ? WHERE id = ?').run(
    edit.title ?? row.title,
    edit.description === undefined ? row.description : edit.description || null,
    edit.quota === undefined ? row.quota : edit.quota,
    endsAt,
    edit.enabled === undefined ? row.enabled : edit.enabled ? 1 : 0,
    edit.sort ?? row.sort,
    id,
  );
  return toOperatorQuest(ctx, questById(ctx, id) as OperatorQuestRow);
}
