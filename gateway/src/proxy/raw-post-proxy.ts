/**
 * A POST-only pass-through that forwards the body's raw bytes, not a parsed
 * and re-serialised value: a provider's signature covers those bytes
 * (`/provider/*`), and our own games' calls (`/games/api/*`) are the
 * provider's to judge. The gateway checks only its edge (POST, JSON, at most
 * 100 kB, not too deep) and answers with the target's status and body,
 * unchanged unless its user rewrites it (`rewriteAnswer`).
 */
import { type Request, type RequestHandler, type Response, Router } from 'express';
import { AppError, fail, ok } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { EDGE_MESSAGES } from '@shared/http-edge.js';
import { jsonBody, rawBodyOf } from '@shared/http-edge-body.js';
import { sendError } from '../http/envelope.js';
import { requestIdOf } from '../http/request-id.js';
import type { UpstreamClient } from './upstream-client.js';
import { writeAnswer } from './write-answer.js';

const ALLOW = 'POST, OPTIONS';

/** Anything but POST is 405 (OPTIONS answers the methods, as everywhere). */
const postOnly: RequestHandler = (req, res, next) => {
  if (req.method === 'POST') {
    next();
    return;
  }
  if (req.method === 'OPTIONS') {
    res.set('Allow', ALLOW).status(200).json(ok({ allow: ALLOW.split(', ') }));
    return;
  }
  res.set('Allow', ALLOW).status(405).json(fail(ErrorCode.BAD_REQUEST, EDGE_MESSAGES.methodNotAllowed));
};

export interface RawPostProxyOptions {
  target: UpstreamClient;
  /** what the resolved path must still start with (`..` and `%2e%2e` never leave it) */
  prefix: string;
  /** the request headers passed on */
  headersOf: (req: Request) => Record<string, string | undefined>;
  /** the bounded name the call is counted under in /agent/stats and /metrics */
  countAs: (path: string) => string;
  /** the body sent on in place of the target's (what the caller must not see taken out); default the target's own */
  rewriteAnswer?: (path: string, answer: { status: number; text: string }) => string;
  /** told of each answer after it was sent on (the request's parsed body is `req.body`) */
  onAnswered?: (path: string, req: Request, answer: { status: number; text: string }) => void;
}

export function rawPostProxy({ target, prefix, headersOf, countAs, rewriteAnswer, onAnswered }: RawPostProxyOptions): Router {
  const router = Router();
  router.use(postOnly);
  router.use(jsonBody({ keepRaw: true }));
  router.post('/{*splat}', (req, res) => {
    void forward(req, res);
  });

  async function forward(req: Request, res: Response): Promise<void> {
    const url = new URL(req.originalUrl, 'http://gateway.invalid');
    if (!url.pathname.startsWith(prefix)) {
      sendError(res, ErrorCode.NOT_FOUND);
      return;
    }
    try {
      const answer = await target.send({
        method: 'POST',
        path: url.pathname + url.search,
        headers: headersOf(req),
        rawBody: rawBodyOf(req),
        requestId: requestIdOf(req),
        countAs: countAs(url.pathname),
      });
      const text = rewriteAnswer ? rewriteAnswer(url.pathname, answer) : answer.text;
      writeAnswer(res, answer.status, answer.contentType, text);
      onAnswered?.(url.pathname, req, { status: answer.status, text });
    } catch (error) {
      if (error instanceof AppError) res.status(error.status).json(error.toEnvelope());
      else sendError(res, ErrorCode.INTERNAL);
    }
  }

  return router;
}
