import { Router } from 'express';
import { ZLimitsRequest } from '@shared/api/limits.js';
import { API } from '@shared/api/paths.js';
import { parseOrThrow } from '@shared/validation.js';
import type { Ctx } from '../context.js';
import { memberOf, requireMember } from '../http/auth.js';
import { bodyOf, route } from '../http/route.js';
import { limitsOf, setLimits } from './service.js';

/** The member's own limits; reading and setting them is allowed in time-out too. */
export function limitsRoutes(ctx: Ctx): Router {
  const router = Router();
  const member = requireMember(ctx);
  router.get(API.member.limits, member, route((_req, res) => limitsOf(ctx, memberOf(res).memberId)));
  router.post(
    API.member.limits,
    member,
    route((req, res) => {
      const input = parseOrThrow(ZLimitsRequest, bodyOf(req));
      return ctx.db.transaction(() => setLimits(ctx, memberOf(res).memberId, input))();
    }),
  );
  return router;
}
