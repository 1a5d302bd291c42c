import { pollCalls, type pollOperatorCalls } from '@shared/api/poll.js';
import type { Ctx } from '../context.js';
import { idempotencyKeyOf, idempotent } from '../http/idempotency.js';
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
    // A repeat of the same key answers the first vote (or its refusal) and spends nothing.
    submit: ({ member, body, req }) =>
      idempotent(
        ctx.db,
        { scope: `member:${member.memberId}`, key: idempotencyKeyOf(req), path: pollCalls.submit.path, body, now: ctx.clock.now() },
        () => submitVote(ctx, member.memberId, body.poll_id, body.choice_id),
      ),
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
