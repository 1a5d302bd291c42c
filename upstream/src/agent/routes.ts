import { Router, type Request } from 'express';
import { ZAgentValidateQuery } from '@shared/api/agent.js';
import { ZAgentCodeQuery } from '@shared/api/common.js';
import { API } from '@shared/api/paths.js';
import { parseOrThrow } from '@shared/validation.js';
import type { Ctx } from '../context.js';
import { maybeMemberOf, optionalMember } from '../http/auth.js';
import { route } from '../http/route.js';
import { agentConfig, bankAccounts, banners, events, notifications, trueMoneyAccounts, validateAgent } from './service.js';

/** The agent code of a call: the body of a POST or the query string, both optional. */
function agentCodeOf(req: Request): string | undefined {
  const body: unknown = req.method === 'POST' ? req.body : undefined;
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  const source: unknown = body === undefined ? req.query : isObject ? { ...req.query, ...body } : body;
  return parseOrThrow(ZAgentCodeQuery, source).agent_code;
}

export function agentRoutes(ctx: Ctx): Router {
  const router = Router();
  router.post(API.agent.config, route((req) => agentConfig(ctx, agentCodeOf(req))));
  router.post(API.agent.bankAccounts, route((req) => bankAccounts(ctx, agentCodeOf(req))));
  router.post(API.agent.trueMoneyAccounts, route((req) => trueMoneyAccounts(ctx, agentCodeOf(req))));
  router.get(
    API.agent.notifications,
    optionalMember(ctx),
    route((req, res) => notifications(ctx, agentCodeOf(req), maybeMemberOf(res)?.memberId)),
  );
  router.get(API.agent.banner, route((req) => banners(ctx, agentCodeOf(req))));
  router.get(API.agent.eventList, route((req) => events(ctx, agentCodeOf(req))));
  router.get(API.agent.validate, route((req) => validateAgent(ctx, parseOrThrow(ZAgentValidateQuery, req.query).code)));
  return router;
}
