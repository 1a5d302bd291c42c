/**
 * The lean front of the hot calls: the member's wallets, a bill's check and
 * creation, a yeekee shot and the round reads, the lotto lobby, the game
 * wallets, and the provider wallet protocol. These take most of the gateway's
 * traffic and pay most for Express's router and request objects, so they are
 * served by one function before Express sees them, making every check the
 * Express stack makes (the edge's answer headers, drain, request id, the log
 * line, metrics, the JSON body rules, the contract's schemas both ways, the
 * after-call pushes) through the same code (pass-call.ts, raw-post-proxy.ts)
 * and nothing else. It takes only the plain case (an exact registry path and
 * method, a plain JSON body or none: lean-body.ts); everything else, and every
 * other path, goes to Express before its body is read.
 * `gateway/src/proxy/lean-api.test.ts` holds the two fronts' answers byte for byte.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, RequestHandler } from 'express';
import proxyaddr from 'proxy-addr';
import { IDEMPOTENCY_HEADER, REQUEST_ID_HEADER } from '#shared/api/paths.js';
import { CALL_LIST, CALLS, type RegisteredCall } from '#shared/api/registry.js';
import { ErrorCode } from '#shared/errors.js';
import { fail } from '#shared/envelope.js';
import { plainBody, readPlainBody } from '../http/lean-body.js';
import { requestIdFor } from '../http/request-id.js';
import { passAnswer } from './api-proxy.js';
import type { CallAnswer, CallRequest } from './pass-call.js';
import type { RawPost } from './raw-post-proxy.js';
import { writeAnswer } from './write-answer.js';

/** The calls the lean front serves: the gateway's hot paths (bench/README.md, gateway-overhead). */
export const LEAN_CALLS: readonly RegisteredCall['call'][] = [
  CALLS.member.wallets,
  CALLS.lotto.billValidate,
  CALLS.lotto.billCreate,
  CALLS.lotto.yeekeeShoot,
  CALLS.lotto.yeekeeList,
  CALLS.lotto.yeekeeLists,
  CALLS.lotto.lobby,
  CALLS.lotto.rounds,
  CALLS.lotto.round,
  CALLS.lotto.limit,
  CALLS.game.wallets,
  ...Object.values(CALLS.providerWallet),
];

export interface LeanApiOptions {
  /** the Express app the rest goes to; its compiled settings read the request as Express would */
  app: Express;
  /** what the Express stack runs before any route, in its order, but the request id (drain, log line, metrics, security headers) */
  edge: readonly RequestHandler[];
  passCall(request: CallRequest): Promise<CallAnswer>;
  passRaw(post: RawPost): Promise<{ status: number; contentType: string | null; text: string } | { status: number; envelope: object }>;
  /** a request was taken here (metrics) */
  onServed?(): void;
}

type LeanRequest = IncomingMessage & { originalUrl?: string; baseUrl?: string; route?: { path: string } };
type LeanResponse = ServerResponse & { locals?: { requestId: string } };

/** The request handler of the gateway's HTTP server: the lean front, else the Express app. */
export function leanApi({ app, edge, passCall, passRaw, onServed }: LeanApiOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const lean = new Map<string, RegisteredCall>();
  for (const entry of CALL_LIST.filter((registered) => LEAN_CALLS.includes(registered.call))) lean.set(`${entry.call.method} ${entry.call.path}`, entry);
  // Express's own compiled settings: the same address, query and ETag as its request and response objects make.
  const trust = app.get('trust proxy fn') as Parameters<typeof proxyaddr>[1];
  const parseQuery = app.get('query parser fn') as (query: string) => unknown;
  const etagOf = app.get('etag fn') as (body: string, encoding: string) => string | undefined;

  /** An envelope as Express's `res.status(s).json(envelope)` writes it. */
  function sendEnvelope(res: ServerResponse, status: number, envelope: object): void {
    const body = JSON.stringify(envelope);
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    const etag = etagOf(body, 'utf8');
    if (etag) res.setHeader('ETag', etag);
    res.end(body);
  }

  async function serve(req: LeanRequest, res: LeanResponse, entry: RegisteredCall, search: string, rawQuery: string): Promise<void> {
    const read = req.method === 'GET' ? { ok: true as const, raw: Buffer.alloc(0), value: undefined } : await readPlainBody(req);
    if (!read) return;
    if (!read.ok) return sendEnvelope(res, read.status, read.envelope);
    const requestId = res.locals!.requestId;
    const ip = proxyaddr(req, trust);
    if (entry.call.access === 'provider') {
      const answer = await passRaw({ path: entry.call.path + search, facts: { get: (name) => headerOf(req, name), ip }, rawBody: read.raw, requestId });
      if ('envelope' in answer) sendEnvelope(res, answer.status, answer.envelope);
      else writeAnswer(res, answer.status, answer.contentType, answer.text);
      return;
    }
    const body = read.value;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) return sendEnvelope(res, 400, fail(ErrorCode.BAD_REQUEST));
    const answer = await passCall({
      method: entry.call.method,
      pathname: entry.call.path,
      search,
      entry,
      headers: {
        authorization: req.headers.authorization,
        idempotencyKey: headerOf(req, IDEMPOTENCY_HEADER),
        userAgent: req.headers['user-agent'],
        acceptLanguage: req.headers['accept-language'],
      },
      ip,
      query: parseQuery(rawQuery),
      body,
      requestId,
    });
    if (answer.kind === 'envelope') sendEnvelope(res, answer.status, answer.envelope);
    else passAnswer(res, answer);
    answer.after?.();
  }

  /** Runs the edge's handlers in turn as Express would, then `last`. */
  function throughEdge(req: LeanRequest, res: LeanResponse, last: () => void): void {
    let at = 0;
    const next = (): void => {
      const handler = edge[at++];
      if (handler) void handler(req as never, res as never, next);
      else last();
    };
    next();
  }

  return function handle(req: LeanRequest, res: LeanResponse): void {
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const entry = lean.get(`${req.method} ${query < 0 ? url : url.slice(0, query)}`);
    if (!entry || !plainBody(req.method ?? '', req.headers)) {
      app(req, res);
      return;
    }
    onServed?.();
    // As the URL parser resolves it for the Express front: the same query string goes on; Express parses the raw one.
    const search = new URL(url, 'http://gateway.invalid').search;
    const rawQuery = query < 0 ? '' : url.slice(query + 1);
    // What Express's request would carry for the edge's handlers: the request id, and the route the metrics name.
    const requestId = requestIdFor(headerOf(req, REQUEST_ID_HEADER));
    res.locals = { requestId };
    res.setHeader(REQUEST_ID_HEADER, requestId);
    req.originalUrl = url;
    req.baseUrl = entry.call.access === 'provider' ? '/provider' : '';
    if (entry.call.access === 'provider') req.route = { path: '/{*splat}' };
    throughEdge(req, res, () => {
      if (entry.call.access !== 'provider') res.setHeader('Cache-Control', 'no-store');
      serve(req, res, entry, search, rawQuery).catch(() => {
        if (!res.headersSent) sendEnvelope(res, 500, fail(ErrorCode.INTERNAL));
      });
    });
  };
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}
