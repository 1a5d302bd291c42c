import type { lottoOperatorCalls } from '#shared/api/lotto/operator.js';
import type { Ctx } from '../context.js';
import type { Handlers } from '../http/mount.js';
import { cancelRound, enterResult } from './operator-rounds.js';
import { settlementFeed } from './settlement-feed.js';

/** The agent's lotto calls, behind the agent key like every /operator path. */
export function lottoOperatorHandlers(ctx: Ctx): Handlers<typeof lottoOperatorCalls> {
  return {
    lottoResult: ({ params, body }) => enterResult(ctx, params.round_id, body),
    lottoCancel: ({ params }) => cancelRound(ctx, params.round_id),
    lottoSettlements: ({ query }) => settlementFeed(ctx, query.after_id),
  };
}
