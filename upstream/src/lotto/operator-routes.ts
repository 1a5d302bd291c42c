import { Router } from 'express';
import { ZRoundIdQuery, ZRoundResultRequest, ZSettlementFeedQuery } from '@shared/api/lotto.js';
import { OPERATOR } from '@shared/api/paths.js';
import { parseOrThrow } from '@shared/validation.js';
import type { Ctx } from '../context.js';
import { requireOperator } from '../http/operator-auth.js';
import { bodyOf, route } from '../http/route.js';
import { cancelRound, enterResult } from './operator-rounds.js';
import { settlementFeed } from './settlement-feed.js';

/** The agent's lotto calls, behind the agent key like every /operator path. */
export function lottoOperatorRoutes(ctx: Ctx): Router {
  const router = Router();
  const operator = requireOperator(ctx.settings);
  const roundId = (params: unknown) => parseOrThrow(ZRoundIdQuery, params).round_id;
  router.post(
    `${OPERATOR.lottoRounds}/:round_id/result`,
    operator,
    route((req) => {
      const id = roundId(req.params);
      return enterResult(ctx, id, parseOrThrow(ZRoundResultRequest, bodyOf(req)));
    }),
  );
  router.post(
    `${OPERATOR.lottoRounds}/:round_id/cancel`,
    operator,
    route((req) => cancelRound(ctx, roundId(req.params))),
  );
  router.get(
    OPERATOR.lottoSettlements,
    operator,
    route((req) => settlementFeed(ctx, parseOrThrow(ZSettlementFeedQuery, req.query).after_id)),
  );
  return router;
}
