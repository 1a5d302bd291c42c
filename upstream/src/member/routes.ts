import { Router } from 'express';
import { ZStatementQuery } from '@shared/api/member.js';
import { API } from '@shared/api/paths.js';
import { parseOrThrow } from '@shared/validation.js';
import type { Ctx } from '../context.js';
import { memberOf, requireMember } from '../http/auth.js';
import { route } from '../http/route.js';
import { points, statement, wallets } from './service.js';

/** Every call here reads the token's member only: no request names whose data it wants. */
export function memberRoutes(ctx: Ctx): Router {
  const router = Router();
  const member = requireMember(ctx);
  router.post(API.member.wallets, member, route((_req, res) => wallets(ctx, memberOf(res).memberId)));
  router.post(API.member.points, member, route((_req, res) => points(ctx, memberOf(res).memberId)));
  router.get(
    API.member.statement,
    member,
    route((req, res) => statement(ctx, memberOf(res).memberId, parseOrThrow(ZStatementQuery, req.query))),
  );
  return router;
}
