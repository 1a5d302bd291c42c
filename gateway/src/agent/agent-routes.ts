import express, { type Request, type Response, Router } from 'express';
import type { Clock } from '@shared/clock.js';
import { toWireDate } from '@shared/dates.js';
import { ErrorCode } from '@shared/errors.js';
import { AGENT, OPERATOR } from '@shared/api/paths.js';
import type { AgentEvent, Notification } from '@shared/api/agent.js';
import { ZRoundIdQuery, ZRoundResultRequest, type RoundSettlementResponse } from '@shared/api/lotto.js';
import {
  ZBroadcastRequest,
  ZCreditRequest,
  type AgentBroadcastResponse,
  type AgentStats,
  type BroadcastResponse,
  type CreditResponse,
} from '@shared/api/operator.js';
import { sendError, sendOk } from '../http/envelope.js';
import { requestIdOf } from '../http/request-id.js';
import type { Live } from '../live/live.js';
import type { UpstreamClient } from '../proxy/upstream-client.js';
import { agentAuth } from './agent-auth.js';
import { agentMoneyRoutes } from './agent-money-routes.js';
import { callOperator, okEnvelope, relay, sendValidation } from './operator-call.js';

export interface AgentRoutesOptions {
  upstream: UpstreamClient;
  live: Live;
  clock: Clock;
  agentApiKey: string | undefined;
  startedAt: number;
  /** nodes sharing the adapter (1 without Redis) */
  countNodes: () => Promise<number>;
}

const NOT_STORED = 'ระบบหลังบ้านที่เชื่อมต่ออยู่ไม่รองรับการบันทึกประกาศ จึงส่งถึงสมาชิกที่ออนไลน์อยู่เท่านั้น';
const base = (path: string) => path.replace(/^\/agent/, '');

/** /agent/* of DESIGN §4: JSON envelopes behind the agent key. */
export function agentRoutes(options: AgentRoutesOptions): Router {
  const { upstream, live, clock, agentApiKey } = options;
  const unsupported = new Set<string>();
  // Items the gateway pushes without the upstream storing them get ids of their own, below zero.
  let localId = 0;
  const router = Router();

  // The console page itself is the client's SPA (served after this router); every other path here is JSON.
  router.get('/', (_req, _res, next) => next('router'));
  router.use(agentAuth(agentApiKey));
  router.use(express.json({ limit: '100kb', strict: true, type: () => true }));
  router.use((req, res, next) => {
    const body: unknown = req.body;
    // No body at all reads as `{}` (a cancel needs none); anything but an object cannot be read.
    if (req.method === 'POST' && body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      return sendError(res, ErrorCode.BAD_REQUEST);
    }
    next();
  });
  const key = agentApiKey ?? '';

  router.post(base(AGENT.broadcast), async (req: Request, res: Response) => {
    const parsed = ZBroadcastRequest.safeParse(req.body);
    if (!parsed.success) return sendValidation(res, parsed.error);
    const request = parsed.data;
    const response = await callOperator(
      upstream,
      key,
      { method: 'POST', path: OPERATOR.broadcast, body: request, requestId: requestIdOf(req) },
      res,
      unsupported,
      { allowMissing: true },
    );
    if (!response) return;
    let answer: BroadcastResponse;
    const stored = response.status !== 404;
    if (stored) {
      const envelope = okEnvelope<BroadcastResponse>(response);
      if (!envelope?.data) return relay(res, response);
      answer = envelope.data;
    } else {
      answer = unstoredBroadcast(request, --localId, toWireDate(clock.now()));
    }
    if (answer.kind === 'notification') live.pushNotification(answer.notification, answer.username ?? request.username ?? null);
    else live.pushAnnouncement(answer.event);
    const body: AgentBroadcastResponse = { ...answer, stored };
    sendOk(res, body, stored ? undefined : NOT_STORED);
  });

  router.post(base(AGENT.credit), async (req: Request, res: Response) => {
    const parsed = ZCreditRequest.safeParse(req.body);
    if (!parsed.success) return sendValidation(res, parsed.error);
    // The upstream parses THB itself: forward the amount as sent, not the satang it became here.
    const body = { username: parsed.data.username, amount: (req.body as { amount: number }).amount, reason: parsed.data.reason };
    const response = await callOperator(upstream, key, { method: 'POST', path: OPERATOR.credit, body, requestId: requestIdOf(req) }, res, unsupported);
    if (!response) return;
    const credited = okEnvelope<CreditResponse>(response)?.data;
    if (credited?.wallets) live.pushWallets(credited.username ?? body.username, credited.wallets);
    relay(res, response);
  });

  // A round's result or cancel: the upstream settles (or refunds) every bill; the gateway pushes
  // the result to the topics that show it and the new balances to the members it names.
  async function settleRound(req: Request, res: Response, roundId: number, action: 'result' | 'cancel', body: unknown): Promise<void> {
    const call = {
      method: 'POST' as const,
      path: `${OPERATOR.lottoRounds}/${roundId}/${action}`,
      name: `POST ${OPERATOR.lottoRounds}/:round_id/${action}`,
      body,
      requestId: requestIdOf(req),
    };
    const response = await callOperator(upstream, key, call, res, unsupported);
    if (!response) return;
    const settled = okEnvelope<RoundSettlementResponse>(response)?.data;
    if (settled) live.roundSettled(settled);
    relay(res, response);
  }

  router.post(`${base(AGENT.lottoRounds)}/:round_id/result`, async (req: Request, res: Response) => {
    const roundId = ZRoundIdQuery.safeParse(req.params);
    if (!roundId.success) return sendValidation(res, roundId.error);
    const parsed = ZRoundResultRequest.safeParse(req.body);
    if (!parsed.success) return sendValidation(res, parsed.error);
    await settleRound(req, res, roundId.data.round_id, 'result', parsed.data);
  });

  router.post(`${base(AGENT.lottoRounds)}/:round_id/cancel`, async (req: Request, res: Response) => {
    const roundId = ZRoundIdQuery.safeParse(req.params);
    if (!roundId.success) return sendValidation(res, roundId.error);
    await settleRound(req, res, roundId.data.round_id, 'cancel', {});
  });

  router.use(agentMoneyRoutes({ upstream, live, agentApiKey: key, unsupported }));

  router.get(base(AGENT.members), async (req: Request, res: Response) => {
    const q = typeof req.query.q === 'string' ? req.query.q.slice(0, 64) : '';
    const path = `${OPERATOR.members}?${new URLSearchParams({ q }).toString()}`;
    const response = await callOperator(upstream, key, { method: 'GET', path, requestId: requestIdOf(req) }, res, unsupported);
    if (response) relay(res, response);
  });

  router.get(base(AGENT.stats), async (_req: Request, res: Response) => {
    const live_ = live.stats();
    const stats: AgentStats = {
      uptime_s: Math.floor((clock.now() - options.startedAt) / 1000),
      nodes: await options.countNodes(),
      sockets: live_.sockets,
      topics: live_.topics,
      upstream_calls_per_minute: live_.upstream_calls_per_minute,
      unsupported_calls: [...unsupported],
    };
    sendOk(res, stats);
  });

  router.use((_req, res) => sendError(res, ErrorCode.NOT_FOUND));
  return router;
}

/** What a broadcast looks like when the operator's upstream cannot store it: pushed live only. */
function unstoredBroadcast(
  request: { kind: 'notification' | 'announcement'; title: string; description?: string; image?: string; username?: string },
  id: number,
  createdAt: string,
): BroadcastResponse {
  const item = { id, image: request.image ?? null, title: request.title, description: request.description ?? null, created_at: createdAt };
  if (request.kind === 'announcement') return { kind: 'announcement', username: null, event: item satisfies AgentEvent };
  const notification: Notification = { ...item, type: request.image ? 1 : 0 };
  return { kind: 'notification', username: request.username ?? null, notification };
}
