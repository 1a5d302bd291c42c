import type { ServerResponse } from 'node:http';
import { type Request, type Response, Router } from 'express';
import { IDEMPOTENCY_HEADER } from '#shared/api/paths.js';
import { CALL_LIST, callAt } from '#shared/api/registry.js';
import { ErrorCode } from '#shared/errors.js';
import { jsonBody, methodGuard, uploadBodies } from '../http/edge.js';
import { sendError } from '../http/envelope.js';
import { requestIdOf } from '../http/request-id.js';
import { PASSED_RESPONSE_HEADERS, type CallAnswer, type CallRequest } from './pass-call.js';
import { writeAnswer } from './write-answer.js';


/**
 * `/api/*` pass-through. The gateway checks what it forwards (a JSON object, at
 * most 100 kB, and the call's body and query against the contract's schemas, as
 * the upstream will) and answers with the upstream's status and body unchanged
 * (pass-call.ts). The hot calls take the lean front instead (lean-api.ts), with
 * the same checks and the same answers.
 */
export function apiProxy(passCall: (request: CallRequest) => Promise<CallAnswer>): Router {
  const router = Router();
  // An upload call's file first, on its path only (docs/decisions/0081); the JSON reader then passes it.
  router.use(uploadBodies(CALL_LIST.map((entry) => entry.call)));
  // JSON only (415 otherwise), at most 100 kB, refused before parsing when too deep (../http/edge.ts).
  router.use(jsonBody());
  router.use((req, res, next) => {
    const body: unknown = req.body;
    if (body !== undefined && !Buffer.isBuffer(body) && (typeof body !== 'object' || body === null || Array.isArray(body))) {
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
    const answer = await passCall({
      method: req.method,
      pathname: target.pathname,
      search: target.search,
      entry: callAt(req.method, target.pathname),
      headers: {
        authorization: req.get('authorization'),
        idempotencyKey: req.get(IDEMPOTENCY_HEADER),
        userAgent: req.get('user-agent'),
        acceptLanguage: req.get('accept-language'),
      },
      ip: req.ip,
      query: req.query,
      ...(Buffer.isBuffer(req.body) ? { body: undefined, upload: { type: req.get('content-type') ?? '', bytes: req.body } } : { body: req.body }),
      requestId: requestIdOf(req),
    });
    if (answer.kind === 'envelope') res.status(answer.status).json(answer.envelope);
    else passAnswer(res, answer);
    answer.after?.();
  }

  return router;
}

/** The upstream's status, the headers a client may act on, and the body unchanged. */
export function passAnswer(res: ServerResponse, { response }: Extract<CallAnswer, { kind: 'upstream' }>): void {
  for (const name of PASSED_RESPONSE_HEADERS) {
    const value = response.header(name);
    if (value !== null) res.setHeader(name, value);
  }
  writeAnswer(res, response.status, response.contentType, response.text);
}
