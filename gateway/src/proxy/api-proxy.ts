import express, { type Request, type Response, Router } from 'express';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import type { ShootResponse } from '@shared/api/lotto.js';
import { API, IDEMPOTENCY_HEADER, MONEY_MOVING_PATHS } from '@shared/api/paths.js';
import { requestSchemasOf } from '@shared/api/requests.js';
import { parseOrThrow } from '@shared/validation.js';
import { sendError } from '../http/envelope.js';
import { requestIdOf } from '../http/request-id.js';
import type { UpstreamClient } from './upstream-client.js';
import { bearerToken } from './bearer.js';

export interface ApiProxyOptions {
  upstream: UpstreamClient;
  /** Called after a money-moving call succeeded, with the caller's token (write-through). */
  onMoneyMoved?: (token: string, path: string) => void;
  /** Called after a yeekee shot was taken, with the shot as the upstream answered it (write-through). */
  onShot?: (roundId: number, shot: ShootResponse['shot']) => void;
}

const MONEY_MOVING = new Set(MONEY_MOVING_PATHS);
// Response headers a client may act on (rate limits); everything else stays behind.
const PASSED_RESPONSE_HEADERS = ['retry-after', 'ratelimit', 'ratelimit-policy', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'];

/**
 * `/api/*` pass-through. The gateway checks what it forwards (a JSON object, at
 * most 100 kB, and the call's body and query against the contract's schemas, as
 * the upstream will) and answers with the upstream's status and body unchanged.
 * The body goes on as it came: the schemas turn THB into satang, the wire keeps THB.
 */
export function apiProxy({ upstream, onMoneyMoved, onShot }: ApiProxyOptions): Router {
  const router = Router();
  // Every body is read as JSON whatever its content type: the API speaks nothing else.
  router.use(express.json({ limit: '100kb', strict: true, type: () => true }));
  router.use((req, res, next) => {
    const body: unknown = req.body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      sendError(res, ErrorCode.BAD_REQUEST);
      return;
    }
    next();
  });
  router.all('/{*splat}', (req, res) => {
    void forward(req, res);
  });

  async function forward(req: Request, res: Response): Promise<void> {
    // The URL parser resolves `..` and `%2e%2e`; whatever it makes must still be
    // under /api, so the public side can never reach /operator or anything else.
    const target = new URL(req.originalUrl, 'http://gateway.invalid');
    if (!target.pathname.startsWith('/api/')) {
      sendError(res, ErrorCode.NOT_FOUND);
      return;
    }
    const token = bearerToken(req.get('authorization'));
    try {
      refuseOffContract(req, target.pathname, token);
      const upstreamResponse = await upstream.send({
        method: req.method,
        path: target.pathname + target.search,
        headers: {
          authorization: req.get('authorization'),
          [IDEMPOTENCY_HEADER]: req.get(IDEMPOTENCY_HEADER),
          // The upstream limits logins by IP + username and trusts this header only from loopback proxies.
          'x-forwarded-for': req.ip,
          'user-agent': req.get('user-agent'),
          'accept-language': req.get('accept-language'),
        },
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : req.body,
        requestId: requestIdOf(req),
      });
      res.status(upstreamResponse.status);
      for (const name of PASSED_RESPONSE_HEADERS) {
        const value = upstreamResponse.header(name);
        if (value !== null) res.setHeader(name, value);
      }
      res.type(upstreamResponse.contentType ?? 'application/json');
      res.send(upstreamResponse.text);
      const path = target.pathname;
      const moneyMoved = MONEY_MOVING.has(path);
      const shot = path === API.lotto.yeekeeShoot;
      if (token && (moneyMoved || shot) && upstreamResponse.status === 200) {
        const envelope = upstreamResponse.json() as { error?: unknown; data?: unknown } | undefined;
        if (envelope?.error !== ErrorCode.OK) return;
        if (shot) passShot(req.body, envelope.data);
        if (moneyMoved) onMoneyMoved?.(token, path);
      }
    } catch (error) {
      if (error instanceof AppError) res.status(error.status).json(error.toEnvelope());
      else sendError(res, ErrorCode.INTERNAL);
    }
  }

  /**
   * Throws the VALIDATION AppError the upstream would answer. A member call without a
   * token is left to the upstream, which answers 401 before it reads the body.
   */
  function refuseOffContract(req: Request, path: string, token: string | undefined): void {
    const schemas = requestSchemasOf(req.method, path);
    if (!schemas || (schemas.member && !token)) return;
    if (schemas.query) parseOrThrow(schemas.query, req.query);
    if (schemas.body) parseOrThrow(schemas.body, req.body ?? {});
  }

  function passShot(body: unknown, data: unknown): void {
    const roundId = (body as { round_id?: unknown } | undefined)?.round_id;
    const shot = (data as Partial<ShootResponse> | undefined)?.shot;
    if (typeof roundId === 'number' && shot && typeof shot.seq === 'number') onShot?.(roundId, shot);
  }

  return router;
}
