/**
 * The request logger both servers put first (decision 0025): the line
 * pino-http writes for each answered request, written by hand. pino-http makes
 * two child loggers (the request serialised into the second) and three
 * listeners for every request, at any level; on the hot paths that was a tenth
 * of the gateway's CPU per call at `warn` and more at `info` (bench/README.md,
 * provider-wallet and gateway-overhead). Here each answer is one line of the
 * same logger with the same fields in the same order (request_id, req, res,
 * duration_ms, and err on a failure), `req.log` is made only when something
 * logs through it, and nothing at all is worked out when the level leaves the
 * line out. The level is read on each answer, so a level set later (LOG_LEVEL,
 * a test's capture) applies. Server-only: the client never imports this file.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { httpLogger, isQuietPath } from '../observability/http-logger.js';
import { requestSerializer, responseSerializer } from '../observability/logger.js';

type LoggedRequest = IncomingMessage & { id?: unknown; log?: Logger; originalUrl?: string; [REQUEST_LOG]?: Logger };
type LoggedResponse = ServerResponse & { [STARTED_AT]?: number };

const REQUEST_LOG = Symbol('request log');
const STARTED_AT = Symbol('started at');

export function edgeLogger(logger: Logger, requestIdOf: (req: IncomingMessage, res: ServerResponse) => string): RequestHandler {
  // pino-http's own child of `logger`: its level is the one that decides, and req.log is its child.
  const base = httpLogger(logger, requestIdOf).logger;
  // pino-http wraps the req and res serializers in pino-std-serializers' full copies (every header,
  // the parsed query, the answer's headers) before ours pick four fields: the lines pick them straight.
  const lines = base.child({}, { serializers: { req: (req: LoggedRequest) => requestSerializer({ method: req.method, url: req.originalUrl ?? req.url, headers: req.headers }), res: responseSerializer } });
  // The error handlers log through req.log; most requests never do, so its child is made on first use.
  // One accessor pair and one listener for every request (the request's own state rides on it under
  // symbols): closures made per request cost their allocation and, under tsx, a __name call each.
  const requestLog = {
    configurable: true,
    enumerable: true,
    get(this: LoggedRequest): Logger {
      return (this[REQUEST_LOG] ??= base.child({ request_id: this.id }));
    },
    set(this: LoggedRequest, given: Logger) {
      this[REQUEST_LOG] = given;
    },
  };
  // 'close' follows 'finish' on every answer, and comes alone when the client went away.
  function done(this: LoggedResponse, error?: Error): void {
    this.off('close', done);
    this.off('error', done);
    const failed = error !== undefined || this.statusCode >= 500;
    if (!base.isLevelEnabled(failed ? 'error' : 'info')) return;
    const req = this.req as LoggedRequest;
    // pino-http's line field for field: its children's bindings (request_id, then req) come first.
    const duration_ms = Date.now() - this[STARTED_AT]!;
    if (failed) lines.error({ request_id: req.id, req, res: this, err: error ?? new Error(`failed with status code ${this.statusCode}`), duration_ms }, 'request failed');
    else lines.info({ request_id: req.id, req, res: this, duration_ms }, 'request answered');
  }
  return (req, res, next) => {
    (req as LoggedRequest).id = requestIdOf(req, res);
    Object.defineProperty(req, 'log', requestLog);
    // The probes pino-http leaves out: not even their failures are lines.
    if (isQuietPath(req.url)) {
      next();
      return;
    }
    (res as LoggedResponse)[STARTED_AT] = Date.now();
    res.on('close', done);
    res.on('error', done);
    next();
  };
}
