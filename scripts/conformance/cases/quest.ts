/**
 * Quests. Without `--writes` a redeem of a quest that does not exist is
 * refused. With it, the member redeems a quest they have completed and not
 * yet claimed this period (the demo member's first login completes one), or,
 * when none is left, the refusal of an unknown quest is checked instead. An
 * event quest is redeemed the same way through its event.
 */
import { CALLS } from '@shared/api/registry.js';
import { ErrorCode } from '@shared/errors.js';
import { defineCase, requireSession } from '../case.js';
import { UNKNOWN_ID } from '../world.js';

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
