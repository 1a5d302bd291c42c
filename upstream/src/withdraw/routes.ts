import { Router } from 'express';
import { API } from '@shared/api/paths.js';
import { ZWithdrawListQuery, ZWithdrawRequest } from '@shared/api/withdraw.js';
import { parseOrThrow } from '@shared/validation.js';
import type { Ctx } from '../context.js';
import { memberOf, requireMember } from '../http/auth.js';
import { idempotencyKeyOf, idempotent } from '../http/idempotency.js';
import { bodyOf, route } from '../http/route.js';
import { listWithdrawals, requestWithdraw } from './service.js';

/** Withdrawing is allowed in time-out and self-exclusion (DOMAIN.md): no play guard here. */
export function withdrawRoutes(ctx: Ctx): Router {
  const router = Router();
  const member = requireMember(ctx);
  router.post(
    API.member.withdraw,
    member,
    route((req, res) => {
      const input = parseOrThrow(ZWithdrawRequest, bodyOf(req));
      const { memberId } = memberOf(res);
      return idempotent(
        ctx.db,
        { scope: `member:${memberId}`, key: idempotencyKeyOf(req), path: API.member.withdraw, body: req.body, now: ctx.clock.now() },
        () => requestWithdraw(ctx, memberId, input.amount),
      );
    }),
  );
  router.get(
    API.member.withdrawList,
    member,
    route((req, res) => {
      const query = parseOrThrow(ZWithdrawListQuery, req.query);
      return ctx.db.transaction(() => listWithdrawals(ctx, memberOf(res).memberId, query))();
    }),
  );
  return router;
}
