import type { pollCalls, pollOperatorCalls } from '@shared/api/poll.js';
import type { Ctx } from '../context.js';
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

/** The agent's polls; a new poll or an early close re-arms the settle scheduler. */
export function pollOperatorHandlers(ctx: Ctx, scheduler: PollScheduler): Handlers<typeof pollOperatorCalls> {
  return {
    polls: () => operatorPolls(ctx),
    pollAdd: ({ body }) => {
      const poll = ctx.db.transaction(() => addPoll(ctx, body))();
      scheduler.poke();
      return { poll };
    },
    pollClose: ({ params }) => ({ poll: closePoll(ctx, params.id) }),
  };
}
