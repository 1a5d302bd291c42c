import type { questOperatorCalls } from '#shared/api/quest-operator.js';
import type { questCalls } from '#shared/api/quest.js';
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import type { Handlers } from '../http/mount.js';
import { addQuest, editQuest, operatorQuests } from './operator.js';
import { listQuests, redeemQuest } from './service.js';

export function questHandlers(ctx: Ctx): Handlers<typeof questCalls> {
  return {
    list: ({ member }) => listQuests(ctx, member.memberId),
    redeem: ({ member, body }) => redeemQuest(ctx, member.memberId, body.quest_id, null),
    eventQuest: ({ member, body }) => redeemQuest(ctx, member.memberId, body.quest_id, body.event_id),
  };
}

/** The agent's side: every quest with its redeems, a new quest, an edit (never of the rule). */
export function questOperatorHandlers(ctx: Ctx): Handlers<typeof questOperatorCalls> {
  return {
    quests: () => operatorQuests(ctx),
    questAdd: async ({ body }) => ({ quest: await inTransaction(ctx.db, () => addQuest(ctx, body)) }),
    questEdit: async ({ params, body }) => ({ quest: await inTransaction(ctx.db, () => editQuest(ctx, params.id, body)) }),
  };
}
