/**
 * The JSON body reader both servers put in front of their calls (decision
 * 0027): a body of another content type is 415 (a cross-site form can send only
 * those, so no write is reachable from one), then the JSON parser, which scans
 * the raw bytes and refuses a too-deep body before parsing it. Server-only:
 * the client never imports this file.
 */
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { Call, Upload } from '#shared/api/call.js';
import { AppError, fail } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { EDGE_MESSAGES, JSON_BODY_LIMIT, JSON_TYPES, nestsDeeperThan } from './edge.js';

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

/**
 * The file bodies of the upload calls (docs/decisions/0081), read before the
 * JSON reader on exactly their paths: a body of another type, or none, is
 * the call's `wrongType`, one over its size is its `tooLarge`, each with its
 * Thai message, before a byte more is read. The bytes are `req.body` (a
 * Buffer) and the type `req.get('content-type')`; the JSON reader after this
 * passes a body already read.
 */
export function uploadBodies(calls: readonly Call[]): RequestHandler {
  const byPath = new Map<string, { upload: Upload; read: RequestHandler }>();
  for (const call of calls) {
    if (!call.upload || call.method !== 'POST') continue;
    const { upload } = call;
    const read = express.raw({ type: () => true, limit: upload.maxBytes });
    byPath.set(call.path.toLowerCase(), { upload, read });
  }
  return (req, res, next) => {
    const found = req.method === 'POST' ? byPath.get(pathOf(req)) : undefined;
    if (!found) {
      next();
      return;
    }
    const { upload, read } = found;
    const type = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!upload.types.includes(type) || req.get('content-length') === '0') {
      refuse(res, upload.wrongType);
      return;
    }
    read(req, res, (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type === 'entity.too.large') refuse(res, upload.tooLarge);
      else if (error) next(error);
      else if (!Buffer.isBuffer(req.body) || req.body.length === 0) refuse(res, upload.wrongType);
      else next();
    });
  };
}

/** The request's path under its mount, without a trailing slash, lower-cased as Express matches it. */
function pathOf(req: Request): string {
  const path = (req.baseUrl + req.path).toLowerCase();
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function refuse(res: Response, code: Upload['wrongType']): void {
  // The rest of the body is not read: the connection closes after the answer rather than draining megabytes.
  res.set('Connection', 'close');
  const error = new AppError(code);
  res.status(error.status).json(error.toEnvelope());
}
