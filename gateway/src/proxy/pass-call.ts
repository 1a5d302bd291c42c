/**
 * One `/api` call passed to the upstream, with no web framework in it: the
 * Express pass-through (api-proxy.ts) and the lean front of the hot calls
 * (lean-api.ts) both run every request through here, so the two can only
 * differ in how they read the request and write the answer.
 */
import { IDEMPOTENCY_HEADER } from '#shared/api/paths.js';
import type { CallId, RegisteredCall } from '#shared/api/registry.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { processLogger } from '#server-kit/observability/logger.js';
import { parseOrThrow } from '#shared/validation.js';
import { bearerToken } from './bearer.js';
import { contractDifferences, type ContractCheckMode } from './contract-check.js';
import type { UpstreamClient, UpstreamResponse } from './upstream-client.js';

/**
 * The one hook after a call: the proxy parses an answer for it only when the
 * call is one it reacts to, and calls it only on success (error 0) with a token.
 */
export interface AfterCallHook {
  reactsTo(id: CallId): boolean;
  afterCall(token: string, call: { id: CallId; body: unknown; data: unknown; kept: boolean }): Promise<void>;
}

export interface ContractViolation {
  call: string;
  method: string;
  path: string;
  request_id: string;
  status: number;
  differences: string[];
}

export interface PassCallOptions {
  upstream: UpstreamClient;
  afterCall?: AfterCallHook;
  /** response checks against the registry; default `strict` */
  contractCheck?: ContractCheckMode;
  /** where `warn` and `strict` report a broken answer; default a `warn` line of the process logger */
  onContractViolation?: (violation: ContractViolation) => void;
}

/** A request as both fronts read it. */
export interface CallRequest {
  method: string;
  /** the path as resolved, under `/api/` */
  pathname: string;
  /** `?…` or empty */
  search: string;
  entry: RegisteredCall | undefined;
  headers: {
    authorization?: string;
    idempotencyKey?: string;
    userAgent?: string;
    acceptLanguage?: string;
  };
  /** the caller's address (Express's `req.ip` under the configured `trust proxy`) */
  ip: string | undefined;
  query: unknown;
  /** the parsed JSON body; undefined when none came */
  body: unknown;
  /** an upload call's file, as it came (docs/decisions/0081) */
  upload?: { type: string; bytes: Buffer };
  requestId: string;
}

/**
 * What to answer: the upstream's answer as it came, or an envelope of the
 * gateway's own; `after` runs once the answer is written (the live pushes).
 */
export type CallAnswer = ({ kind: 'upstream'; response: UpstreamResponse } | { kind: 'envelope'; status: number; envelope: object }) & { after?: () => void };

// Response headers a client may act on (rate limits); everything else stays behind.
export const PASSED_RESPONSE_HEADERS = ['retry-after', 'ratelimit', 'ratelimit-policy', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'];

/**
 * The call's body and query checked against the contract's schemas (as the
 * upstream will), the upstream asked, its answer checked against the call's
 * response schema, and the after-call hook told. The body goes on as it came:
 * the schemas turn THB into satang, the wire keeps THB.
 */
export function callPasser({ upstream, afterCall, contractCheck = 'strict', onContractViolation = logViolation }: PassCallOptions) {
  return async function passCall(request: CallRequest): Promise<CallAnswer> {
    const { entry, headers } = request;
    const token = bearerToken(headers.authorization);
    try {
      if (entry) refuseOffContract(entry, request, token);
      const response = await upstream.send({
        method: request.method,
        path: request.pathname + request.search,
        headers: {
          authorization: headers.authorization,
          [IDEMPOTENCY_HEADER]: headers.idempotencyKey,
          // The upstream limits logins by IP + username and trusts this header only from loopback proxies.
          'x-forwarded-for': request.ip,
          'user-agent': headers.userAgent,
          'accept-language': headers.acceptLanguage,
        },
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body,
        rawBody: request.upload?.bytes,
        rawType: request.upload?.type,
        requestId: request.requestId,
        // Counted by call in /agent/stats and /metrics; an unknown path under one bounded name.
        countAs: entry?.id ?? 'api:unknown',
      });
      const broken = entry && contractCheck !== 'off' ? brokenAnswer(request, entry, response) : undefined;
      // Even an answer that broke the contract moved what it moved: the hook is told, and trusts its data only when kept.
      const after =
        token && entry && response.status === 200 && afterCall?.reactsTo(entry.id as CallId) ? () => tell(afterCall, token, entry, request.body, response, !broken) : undefined;
      if (broken && contractCheck === 'strict') return { ...envelopeOf(new AppError(ErrorCode.UPSTREAM_CONTRACT)), after };
      return { kind: 'upstream', response, after };
    } catch (error) {
      return envelopeOf(error instanceof AppError ? error : new AppError(ErrorCode.INTERNAL));
    }
  };

  /** The answer's differences from the contract, reported; undefined when it holds. */
  function brokenAnswer(request: CallRequest, entry: RegisteredCall, response: UpstreamResponse): string[] | undefined {
    const differences = contractDifferences(entry, response.status, response.json());
    if (differences.length === 0) return undefined;
    onContractViolation({
      call: entry.id,
      method: request.method,
      path: entry.call.path,
      request_id: request.requestId,
      status: response.status,
      differences,
    });
    return differences;
  }
}

/**
 * Throws the VALIDATION AppError the upstream would answer. A member call without a
 * token is left to the upstream, which answers 401 before it reads the body.
 */
function refuseOffContract(entry: RegisteredCall, request: CallRequest, token: string | undefined): void {
  const { call } = entry;
  if (call.access === 'member' && !token) return;
  if (call.query) parseOrThrow(call.query, request.query);
  if (call.body) parseOrThrow(call.body, request.body ?? {});
}

function tell(hook: AfterCallHook, token: string, entry: RegisteredCall, body: unknown, response: UpstreamResponse, kept: boolean): void {
  const envelope = response.json() as { error?: unknown; data?: unknown } | undefined;
  if (envelope?.error !== ErrorCode.OK) return;
  hook.afterCall(token, { id: entry.id as CallId, body, data: envelope.data, kept }).catch((error: unknown) => {
    processLogger('gateway').warn({ err: error, call: entry.id }, 'a live push after a call failed');
  });
}

const envelopeOf = (error: AppError): CallAnswer => ({ kind: 'envelope', status: error.status, envelope: error.toEnvelope() });

function logViolation(violation: ContractViolation): void {
  processLogger('gateway').warn(violation, 'upstream answer breaks the contract');
}
