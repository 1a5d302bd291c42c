/**
 * Quests. Without `--writes` a redeem of a quest that does not exist is
 * refused. With it, the member redeems a quest they have completed and not
 * yet claimed this period (the demo member's first login completes one), or,
 * when none is left, the refusal of an unknown quest is checked instead. An
 * event quest is redeemed the same way through its event.
 *
 * The agent's side (docs/decisions/0033): without `--writes` a quest whose
 * shot count is a fraction and an edit of an unknown quest are refused; with
 * it the agent adds a switched-off quest (members never see it) once, and
 * edits its description.
 */
import { CALLS } from '#shared/api/registry.js';
import { ErrorCode } from '#shared/errors.js';
import type { QuestInput } from '#shared/api/quest-operator.js';
import { defineCase, requireAgentKey, requireSession, type CaseContext } from '../case.js';
import { UNKNOWN_ID } from '../world.js';

const KIT_QUEST = 'ทดสอบระบบ (conformance kit)';
const KIT_QUEST_INPUT: QuestInput = { title: KIT_QUEST, metric: 'login_streak', period: 'once', target: 1, reward: { type: 'points', value: 1 }, enabled: false };
/** A count is whole: a quest of 1.5 shots is refused by the upstream, not by the schema. */
const FRACTION_QUEST: QuestInput = { ...KIT_QUEST_INPUT, metric: 'yeekee_shots', period: 'daily', target: 1.5 };

async function kitQuestId(ctx: CaseContext): Promise<number> {
  const mine = (await ctx.data(CALLS.operator.quests, {})).find((quest) => quest.title === KIT_QUEST);
  if (mine) return mine.id;
  return (await ctx.data(CALLS.operator.questAdd, { body: KIT_QUEST_INPUT })).quest.id;
}

const TOLERATED = [ErrorCode.QUEST_ALREADY_CLAIMED, ErrorCode.QUEST_QUOTA_USED, ErrorCode.QUEST_NOT_COMPLETE, ErrorCode.SELF_EXCLUDED];

export const questCases = {
  list: defineCase(CALLS.quest.list, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: {} };
  }),
  redeem: defineCase(CALLS.quest.redeem, async (ctx) => {
    requireSession(ctx);
    const refusal = { kind: 'refusal', request: { body: { quest_id: UNKNOWN_ID } }, because: 'a quest that does not exist' } as const;
    if (!ctx.writes) return refusal;
    const ready = (await ctx.data(CALLS.quest.list, {})).find((q) => q.event_id === null && q.completed && !q.claimed);
    if (!ready) return refusal;
    return { kind: 'success', request: { body: { quest_id: ready.id } }, tolerate: TOLERATED, note: `"${ready.title}"` };
  }),
  eventQuest: defineCase(CALLS.quest.eventQuest, async (ctx) => {
    requireSession(ctx);
    const refusal = {
      kind: 'refusal',
      request: { body: { event_id: UNKNOWN_ID, quest_id: UNKNOWN_ID } },
      because: 'a quest of an event that does not exist',
    } as const;
    if (!ctx.writes) return refusal;
    const ready = (await ctx.data(CALLS.quest.list, {})).find((q) => q.event_id !== null && q.completed && !q.claimed);
    if (!ready || ready.event_id === null) return refusal;
    return { kind: 'success', request: { body: { event_id: ready.event_id, quest_id: ready.id } }, tolerate: TOLERATED, note: `"${ready.title}"` };
  }),
};

export const questOperatorCases = {
  quests: defineCase(CALLS.operator.quests, async (ctx) => {
    requireAgentKey(ctx);
    return { kind: 'success', request: {} };
  }),
  questAdd: defineCase(CALLS.operator.questAdd, async (ctx) => {
    requireAgentKey(ctx);
    const refusal = { kind: 'refusal', request: { body: FRACTION_QUEST }, because: 'a shot count of 1.5' } as const;
    if (!ctx.writes) return refusal;
    if ((await ctx.data(CALLS.operator.quests, {})).some((quest) => quest.title === KIT_QUEST)) return refusal;
    return { kind: 'success', request: { body: KIT_QUEST_INPUT }, note: 'switched off: members never see it' };
  }),
  questEdit: defineCase(CALLS.operator.questEdit, async (ctx) => {
    requireAgentKey(ctx);
    if (!ctx.writes) return { kind: 'refusal', request: { params: { id: UNKNOWN_ID }, body: { enabled: false } }, because: 'a quest that does not exist' };
    const id = await kitQuestId(ctx);
    return { kind: 'success', request: { params: { id }, body: { description: KIT_QUEST, enabled: false } }, note: `quest ${id} stays switched off` };
  }),
};
