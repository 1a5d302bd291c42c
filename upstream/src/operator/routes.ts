import { Router } from 'express';
import { ZBroadcastRequest, ZCreditRequest, ZOperatorMembersQuery } from '@shared/api/operator.js';
import { OPERATOR } from '@shared/api/paths.js';
import { parseOrThrow } from '@shared/validation.js';
import type { Ctx } from '../context.js';
import { idempotencyKeyOf, idempotent } from '../http/idempotency.js';
import { requireOperator } from '../http/operator-auth.js';
import { bodyOf, route } from '../http/route.js';
import { broadcast, credit, searchMembers } from './service.js';

/** The operator (agent) side, reached only through the gateway with the agent key. */
export function operatorRoutes(ctx: Ctx): Router {
  const router = Router();
  router.use('/operator', requireOperator(ctx.settings));
  router.post(
    OPERATOR.credit,
    route((req) => {
      const input = parseOrThrow(ZCreditRequest, bodyOf(req));
      const key = idempotencyKeyOf(req);
      return idempotent(
        ctx.db,
        { scope: 'operator', key, path: OPERATOR.credit, body: req.body, now: ctx.clock.now() },
        () => credit(ctx, input, key ? `operator:${key}` : null),
      );
    }),
  );
  router.post(
    OPERATOR.broadcast,
    route((req) => {
      const input = parseOrThrow(ZBroadcastRequest, bodyOf(req));
      return ctx.db.transaction(() => broadcast(ctx, input))();
    }),
  );
  router.get(OPERATOR.members, route((req) => searchMembers(ctx, parseOrThrow(ZOperatorMembersQuery, req.query).q)));
  return router;
}
