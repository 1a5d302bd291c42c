import { Router } from 'express';
import { ZShootRequest, ZYeekeeListQuery, ZYeekeeShotsQuery } from '@shared/api/lotto.js';
import { API } from '@shared/api/paths.js';
import { parseOrThrow } from '@shared/validation.js';
import type { Ctx } from '../context.js';
import { memberOf, requireMember } from '../http/auth.js';
import { bodyOf, route } from '../http/route.js';
import { yeekeeList } from './rounds.js';
import { listShots, shoot } from './shots.js';

/** Yeekee lists are public; shooting needs a member. */
export function yeekeeRoutes(ctx: Ctx): Router {
  const router = Router();
  router.get(API.lotto.yeekeeList, route((req) => yeekeeList(ctx, parseOrThrow(ZYeekeeListQuery, req.query))));
  router.get(API.lotto.yeekeeLists, route((req) => listShots(ctx, parseOrThrow(ZYeekeeShotsQuery, req.query))));
  router.post(
    API.lotto.yeekeeShoot,
    requireMember(ctx),
    route((req, res) => {
      const input = parseOrThrow(ZShootRequest, bodyOf(req));
      return ctx.db.transaction(() => shoot(ctx, memberOf(res).memberId, input))();
    }),
  );
  return router;
}
