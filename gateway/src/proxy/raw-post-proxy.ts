/**
 * A POST-only pass-through that forwards the body's raw bytes, not a parsed
 * and re-serialised value: a provider's signature covers those bytes
 * (`/provider/*`), and our own games' calls (`/games/api/*`) are the
 * provider's to judge. The gateway checks only its edge (POST, JSON, at most
 * 100 kB, not too deep) and answers with the target's status and body,
 * unchanged unless its user rewrites it (`rewriteAnswer`).
 */
import { type Request, type RequestHandler, type Response, Router } from 'express';
import { AppError, fail, ok } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { EDGE_MESSAGES } from '#server-kit/http/edge.js';
import { jsonBody, rawBodyOf } from '#server-kit/http/edge-body.js';
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

/** What the passed-on headers are made from: the request's headers by name and the caller's address. */
export interface RawRequestFacts {
  get(name: string): string | undefined;
  ip: string | undefined;
}

export interface RawPostProxyOptions {
  target: UpstreamClient;
  /** what the resolved path must still start with (`..` and `%2e%2e` never leave it) */
  prefix: string;
  /** the request headers passed on */
  headersOf: (req: RawRequestFacts) => Record<string, string | undefined>;
  /** the bounded name the call is counted under in /agent/stats and /metrics */
  countAs: (path: string) => string;
  /** the body sent on in place of the target's (what the caller must not see taken out); default the target's own */
  rewriteAnswer?: (path: string, answer: { status: number; text: string }) => string;
  /** told of each answer after it was sent on (the request's parsed body is `req.body`) */
  onAnswered?: (path: string, req: Request, answer: { status: number; text: string }) => void;
}

/** A raw POST as both fronts read it (the lean one serves the provider protocol too: lean-api.ts). */
export interface RawPost {
  /** the path as resolved, with its query */
  path: string;
  facts: RawRequestFacts;
  rawBody: Buffer;
  requestId: string;
}

/** Sends the bytes on; the target's answer as it came, or the envelope of the gateway's own refusal. */
export function rawPasser({ target, headersOf, countAs, rewriteAnswer }: Pick<RawPostProxyOptions, 'target' | 'headersOf' | 'countAs' | 'rewriteAnswer'>) {
  return async function passRaw(post: RawPost): Promise<{ status: number; contentType: string | null; text: string } | { status: number; envelope: object }> {
    const pathname = post.path.split('?', 1)[0]!;
    try {
      const answer = await target.send({
        method: 'POST',
        path: post.path,
        headers: headersOf(post.facts),
        rawBody: post.rawBody,
        requestId: post.requestId,
        countAs: countAs(pathname),
      });
      const text = rewriteAnswer ? rewriteAnswer(pathname, answer) : answer.text;
      return { status: answer.status, contentType: answer.contentType, text };
    } catch (error) {
      const refusal = error instanceof AppError ? error : new AppError(ErrorCode.INTERNAL);
      return { status: refusal.status, envelope: refusal.toEnvelope() };
    }
  };
}

export function rawPostProxy({ target, prefix, headersOf, countAs, rewriteAnswer, onAnswered }: RawPostProxyOptions): Router {
  const passRaw = rawPasser({ target, headersOf, countAs, rewriteAnswer });
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
    const answer = await passRaw({ path: url.pathname + url.search, facts: { get: (name) => req.get(name), ip: req.ip }, rawBody: rawBodyOf(req), requestId: requestIdOf(req) });
    if ('envelope' in answer) {
      res.status(answer.status).json(answer.envelope);
      return;
    }
    writeAnswer(res, answer.status, answer.contentType, answer.text);
    onAnswered?.(url.pathname, req, answer);
  }

  return router;
}
