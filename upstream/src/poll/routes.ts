import type { pollCalls, pollOperatorCalls } from '#shared/api/poll.js';
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import type { Handlers } from '../http/mount.js';
import { addPoll, closePoll, operatorPolls } from './operator.js';
import { quotaOf } from './quota.js';
import { pollConfig, pollStats, pollWinners } from './reads.js';
import type { PollScheduler } from './scheduler.js';
import { checkQuota, submitVote } from './vote.js';

export function pollHandlers(ctx: Ctx): Handlers<typeof pollCalls> {
  return {
    config: ({ query }) => pollConfig(ctx, query.poll_id, query.agent_id),
    stats: ({ query }) => pollStats(ctx, query.poll_id, query.agent_id),
    winners: ({ query }) => pollWinners(ctx, query.poll_id, query.agent_id),
    quotaGet: ({ member }) => quotaOf(ctx, member.memberId, ctx.clock.now()),
    quotaCheck: ({ member, query }) => checkQuota(ctx, member.memberId, query.poll_id, query.agent_id),
    // Once per Idempotency-Key (mountCalls): a repeat answers the first vote (or its refusal) and spends nothing.
    submit: ({ member, body }) => submitVote(ctx, member.memberId, body.poll_id, body.choice_id),
  };
}

/** The agent's polls; a new poll re-arms the settle scheduler (an early close settles at once). */
export function pollOperatorHandlers(ctx: Ctx, scheduler: PollScheduler): Handlers<typeof pollOperatorCalls> {
  return {
    polls: () => operatorPolls(ctx),
    pollAdd: {
      handle: async ({ body }) => ({ poll: await inTransaction(ctx.db, () => addPoll(ctx, body)) }),
      // After the commit: the tick it starts reads the new poll's close.
      after: async (data) => {
        await scheduler.poke();
        return data;
      },
    },
    pollClose: async ({ params }) => ({ poll: await closePoll(ctx, params.id) }),
  };
}
