import { Router } from 'express';
import type { Clock } from '#shared/clock.js';
import { toWireDate } from '#shared/dates.js';
import { ErrorCode } from '#shared/errors.js';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { AgentEvent, Notification } from '#shared/api/agent.js';
import type { AgentBroadcastResponse, AgentStats, BroadcastRequest, BroadcastResponse } from '#shared/api/operator.js';
import { CALLS } from '#shared/api/registry.js';
import { jsonBody } from '../http/edge.js';
import { sendError, sendOk } from '../http/envelope.js';
import { requestIdOf } from '../http/request-id.js';
import type { Live } from '../live/live.js';
import type { UpstreamClient } from '../proxy/upstream-client.js';
import { agentKeyAuth } from './auth.js';
import { consoleMoneyRoutes } from './money-routes.js';
import { consoleResetRoutes } from './reset-routes.js';
import { consoleForwardedRoutes } from './forwarded-routes.js';
import { onConsoleCall } from './console-route.js';
import { callOperator, okData, relay } from './operator-call.js';

export interface ConsoleRoutesOptions {
  upstream: UpstreamClient;
  live: Live;
  clock: Clock;
  agentApiKey: string | undefined;
  startedAt: number;
  /** nodes sharing the adapter (1 without Redis) */
  countNodes: () => Promise<number>;
}

const NOT_STORED = 'ระบบหลังบ้านที่เชื่อมต่ออยู่ไม่รองรับการบันทึกประกาศ จึงส่งถึงสมาชิกที่ออนไลน์อยู่เท่านั้น';
const OPERATOR_CALLS = CALLS.operator;

/** /agent/* of docs/design.md §4 (consoleCalls): JSON envelopes behind the agent key. */
export function consoleRoutes(options: ConsoleRoutesOptions): Router {
  const { upstream, live, clock, agentApiKey } = options;
  const unsupported = new Set<string>();
  // Items the gateway pushes without the upstream storing them get ids of their own, below zero.
  let localId = 0;
  const router = Router();

  // The console page itself is the client's SPA (served after this router); every other path here is JSON.
  router.get('/', (_req, _res, next) => next('router'));
  router.use(agentKeyAuth(agentApiKey));
  // JSON only, at most 100 kB and 64 levels deep, as /api (../http/edge.ts, decision 0027).
  router.use(jsonBody());
  router.use((req, res, next) => {
    const body: unknown = req.body;
    // No body at all reads as `{}` (a cancel needs none); anything but an object cannot be read.
    if (req.method === 'POST' && body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      return sendError(res, ErrorCode.BAD_REQUEST);
    }
    next();
  });
  const key = agentApiKey ?? '';

  onConsoleCall(router, consoleCalls.broadcast, async ({ body: request, req, res }) => {
    const call = OPERATOR_CALLS.broadcast;
    const response = await callOperator(upstream, key, { call, body: request, requestId: requestIdOf(req) }, res, unsupported, {
      allowMissing: true,
    });
    if (!response) return;
    let answer: BroadcastResponse;
    const stored = response.status !== 404;
    if (stored) {
      const data = okData(response, call);
      if (!data) return relay(res, response);
      answer = data;
    } else {
      answer = unstoredBroadcast(request, --localId, toWireDate(clock.now()));
    }
    if (answer.kind === 'notification') live.pushNotification(answer.notification, answer.username ?? request.username ?? null);
    else live.pushAnnouncement(answer.event);
    const body: AgentBroadcastResponse = { ...answer, stored };
    sendOk(res, body, stored ? undefined : NOT_STORED);
  });

  onConsoleCall(router, consoleCalls.credit, async ({ body: input, req, res }) => {
    const call = OPERATOR_CALLS.credit;
    // The upstream parses THB itself: forward the amount as sent, not the satang it became here.
    const body = { username: input.username, amount: (req.body as { amount: number }).amount, reason: input.reason };
    const response = await callOperator(upstream, key, { call, body, requestId: requestIdOf(req) }, res, unsupported);
    if (!response) return;
    const credited = okData(response, call);
    if (credited) live.pushWallets(credited.username, credited.wallets);
    relay(res, response);
  });

  // A round's result or cancel: the upstream settles (or refunds) every bill; the gateway pushes
  // the result to the topics that show it and the new balances to the members it names.
  onConsoleCall(router, consoleCalls.lottoResult, async ({ params, body, req, res }) => {
    const call = OPERATOR_CALLS.lottoResult;
    const response = await callOperator(upstream, key, { call, params, body, requestId: requestIdOf(req) }, res, unsupported);
    if (!response) return;
    const settled = okData(response, call);
    if (settled) live.roundSettled(settled);
    relay(res, response);
  });

  onConsoleCall(router, consoleCalls.lottoCancel, async ({ params, req, res }) => {
    const call = OPERATOR_CALLS.lottoCancel;
    const response = await callOperator(upstream, key, { call, params, body: {}, requestId: requestIdOf(req) }, res, unsupported);
    if (!response) return;
    const settled = okData(response, call);
    if (settled) live.roundSettled(settled);
    relay(res, response);
  });

  router.use(consoleMoneyRoutes({ upstream, live, agentApiKey: key, unsupported }));
  router.use(consoleResetRoutes({ upstream, agentApiKey: key, unsupported }));
  router.use(consoleForwardedRoutes({ upstream, live, agentApiKey: key, unsupported }));

  onConsoleCall(router, consoleCalls.members, async ({ query, req, res }) => {
    const call = OPERATOR_CALLS.members;
    const response = await callOperator(upstream, key, { call, query: { q: query.q ?? '' }, requestId: requestIdOf(req) }, res, unsupported);
    if (response) relay(res, response);
  });

  onConsoleCall(router, consoleCalls.stats, async ({ res }) => {
    const live_ = live.stats();
    sendOk(res, {
      uptime_s: Math.floor((clock.now() - options.startedAt) / 1000),
      nodes: await options.countNodes(),
      sockets: live_.sockets,
      topics: live_.topics,
      upstream_calls_per_minute: live_.upstream_calls_per_minute,
      unsupported_calls: [...unsupported],
    } satisfies AgentStats);
  });

  router.use((_req, res) => sendError(res, ErrorCode.NOT_FOUND));
  return router;
}

/** What a broadcast looks like when the operator's upstream cannot store it: pushed live only. */
function unstoredBroadcast(request: BroadcastRequest, id: number, createdAt: string): BroadcastResponse {
  const item = { id, image: request.image ?? null, title: request.title, description: request.description ?? null, created_at: createdAt };
  if (request.kind === 'announcement') return { kind: 'announcement', username: null, event: item satisfies AgentEvent };
  const notification: Notification = { ...item, type: request.image ? 1 : 0 };
  return { kind: 'notification', username: request.username ?? null, notification };
}
