import { type Request, type Response, Router } from 'express';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { processLogger } from '@shared/observability/logger.js';
import { IDEMPOTENCY_HEADER } from '@shared/api/paths.js';
import { callAt, type CallId, type RegisteredCall } from '@shared/api/registry.js';
import { parseOrThrow } from '@shared/validation.js';
import { jsonBody, methodGuard } from '../http/edge.js';
import { sendError } from '../http/envelope.js';
import { requestIdOf } from '../http/request-id.js';
import { contractDifferences, type ContractCheckMode } from './contract-check.js';
import type { UpstreamClient, UpstreamResponse } from './upstream-client.js';
import { bearerToken } from './bearer.js';
import { writeAnswer } from './write-answer.js';

export interface ApiProxyOptions {
  upstream: UpstreamClient;
  /** what /live makes of a member's successful calls (Live: write-through, sessions ended) */
  afterCall?: AfterCallHook;
  /** response checks against the registry; default `strict` */
  contractCheck?: ContractCheckMode;
  /** where `warn` and `strict` report a broken answer; default a `warn` line of the process logger */
  onContractViolation?: (violation: ContractViolation) => void;
}

export interface ContractViolation {
  call: string;
  method: string;
  path: string;
  request_id: string;
  status: number;
  differences: string[];
}

/**
 * The one hook after a call: the proxy parses an answer for it only when the
 * call is one it reacts to, and calls it only on success (error 0) with a token.
 */
export interface AfterCallHook {
  reactsTo(id: CallId): boolean;
  afterCall(token: string, call: { id: CallId; body: unknown; data: unknown; kept: boolean }): Promise<void>;
}

// Response headers a client may act on (rate limits); everything else stays behind.
const PASSED_RESPONSE_HEADERS = ['retry-after', 'ratelimit', 'ratelimit-policy', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'];

/**
 * `/api/*` pass-through. The gateway checks what it forwards (a JSON object, at
 * most 100 kB, and the call's body and query against the contract's schemas, as
 * the upstream will) and answers with the upstream's status and body unchanged.
 * The body goes on as it came: the schemas turn THB into satang, the wire keeps THB.
 */
export function apiProxy({ upstream, afterCall, contractCheck = 'strict', onContractViolation = logViolation }: ApiProxyOptions): Router {
  const router = Router();
  // JSON only (415 otherwise), at most 100 kB, refused before parsing when too deep (../http/edge.ts).
  router.use(jsonBody());
  router.use((req, res, next) => {
    const body: unknown = req.body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      sendError(res, ErrorCode.BAD_REQUEST);
      return;
    }
    next();
  });
  router.use(methodGuard);
  // Every path and method: use() matches without a route pattern to run and its params to decode.
  router.use((req, res) => {
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
    const entry = callAt(req.method, target.pathname);
    try {
      if (entry) refuseOffContract(req, entry, token);
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
        // Counted by call in /agent/stats and /metrics; an unknown path under one bounded name.
        countAs: entry?.id ?? 'api:unknown',
      });
      const broken = entry && contractCheck !== 'off' ? brokenAnswer(req, entry, upstreamResponse) : undefined;
      if (broken && contractCheck === 'strict') sendError(res, ErrorCode.UPSTREAM_CONTRACT);
      else pass(res, upstreamResponse);
      // Even an answer that broke the contract moved what it moved: the hook is told, and trusts its data only when kept.
      if (token && entry && upstreamResponse.status === 200 && afterCall?.reactsTo(entry.id as CallId)) {
        const envelope = upstreamResponse.json() as { error?: unknown; data?: unknown } | undefined;
        if (envelope?.error === ErrorCode.OK) {
          afterCall.afterCall(token, { id: entry.id as CallId, body: req.body, data: envelope.data, kept: !broken }).catch((error: unknown) => {
            processLogger('gateway').warn({ err: error, call: entry.id }, 'a live push after a call failed');
          });
        }
      }
    } catch (error) {
      if (error instanceof AppError) res.status(error.status).json(error.toEnvelope());
      else sendError(res, ErrorCode.INTERNAL);
    }
  }

  /** The upstream's status, the headers a client may act on, and the body unchanged. */
  function pass(res: Response, upstreamResponse: UpstreamResponse): void {
    for (const name of PASSED_RESPONSE_HEADERS) {
      const value = upstreamResponse.header(name);
      if (value !== null) res.setHeader(name, value);
    }
    writeAnswer(res, upstreamResponse.status, upstreamResponse.contentType, upstreamResponse.text);
  }

  /** The answer's differences from the contract, reported; undefined when it holds. */
  function brokenAnswer(req: Request, entry: RegisteredCall, upstreamResponse: UpstreamResponse): string[] | undefined {
    const differences = contractDifferences(entry, upstreamResponse.status, upstreamResponse.json());
    if (differences.length === 0) return undefined;
    onContractViolation({
      call: entry.id,
      method: req.method,
      path: entry.call.path,
      request_id: requestIdOf(req),
      status: upstreamResponse.status,
      differences,
    });
    return differences;
  }

  /**
   * Throws the VALIDATION AppError the upstream would answer. A member call without a
   * token is left to the upstream, which answers 401 before it reads the body.
   */
  function refuseOffContract(req: Request, entry: RegisteredCall, token: string | undefined): void {
    const { call } = entry;
    if (call.access === 'member' && !token) return;
    if (call.query) parseOrThrow(call.query, req.query);
    if (call.body) parseOrThrow(call.body, req.body ?? {});
  }

  return router;
}

function logViolation(violation: ContractViolation): void {
  processLogger('gateway').warn(violation, 'upstream answer breaks the contract');
}
