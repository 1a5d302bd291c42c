/**
 * The JSON body reader both servers put in front of their calls (decision
 * 0027): a body of another content type is 415 (a cross-site form can send only
 * those, so no write is reachable from one), then the JSON parser, which scans
 * the raw bytes and refuses a too-deep body before parsing it. Server-only:
 * the client never imports this file.
 */
import express, { type RequestHandler } from 'express';
import { fail } from './envelope.js';
import { ErrorCode } from './errors.js';
import { EDGE_MESSAGES, JSON_BODY_LIMIT, JSON_TYPES, nestsDeeperThan } from './http-edge.js';

/** Passed on by body-parser with its status; the error handlers answer it as an unreadable body. */
class TooDeepError extends Error {
  readonly status = 400;
  readonly type = 'entity.too.deep';
  readonly expose = true;
  constructor() {
    super(EDGE_MESSAGES.tooDeep);
  }
}

const RAW = new WeakMap<object, Buffer>();
const NONE = Buffer.alloc(0);

/**
 * The body's bytes exactly as they came, for a reader made with `keepRaw`
 * (a signature covers them, not the parsed value); empty when none came.
 */
export function rawBodyOf(req: object): Buffer {
  return RAW.get(req) ?? NONE;
}

export function jsonBody({ keepRaw = false }: { keepRaw?: boolean } = {}): RequestHandler[] {
  const onlyJson: RequestHandler = (req, res, next) => {
    // A body a reader in front already took (the raw-keeping one of /provider) was judged there.
    if (req.readableEnded) {
      next();
      return;
    }
    // An empty body (a POST with `Content-Length: 0`) has no type to judge.
    if (req.get('content-length') !== '0' && req.is(JSON_TYPES) === false) {
      res.status(415).json(fail(ErrorCode.BAD_REQUEST, EDGE_MESSAGES.notJson));
      return;
    }
    next();
  };
  const parse = express.json({
    limit: JSON_BODY_LIMIT,
    strict: true,
    type: JSON_TYPES,
    verify: (req, _res, raw) => {
      if (nestsDeeperThan(raw)) throw new TooDeepError();
      if (keepRaw) RAW.set(req, raw);
    },
  });
  return [onlyJson, parse];
}
