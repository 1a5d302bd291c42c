/**
 * The request logger both servers put first (decision 0024), cheap when the
 * level leaves out request lines. pino-http makes two child loggers and three
 * listeners for every request even at `warn`, where all it can still write is
 * a failed request's line: about a tenth of the server's CPU on the provider
 * wallet path (bench/README.md, provider-wallet). Above `info` this writes that
 * same line itself and makes `req.log` only when something asks for it; at
 * `info` and below pino-http does everything, as before. The level is read on
 * each request, so a level set later (LOG_LEVEL, a test's capture) applies.
 * Server-only: the client never imports this file.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { httpLogger, isQuietPath } from './observability/http-logger.js';


type LoggedRequest = IncomingMessage & { id?: unknown; log?: Logger };

export function edgeLogger(logger: Logger, requestIdOf: (req: IncomingMessage, res: ServerResponse) => string): RequestHandler {
  const full = httpLogger(logger, requestIdOf);
  // pino-http's own child: its serializers shape the line, and its level is the one that decides.
  const base = full.logger;
  return (req, res, next) => {
    if (base.isLevelEnabled('info')) {
      full(req, res, next);
      return;
    }
    const request = req as LoggedRequest;
    const id = requestIdOf(req, res);
    request.id = id;
    let log: Logger | undefined;
    const requestLog = () => (log ??= base.child({ request_id: id }));
    // The error handlers log through req.log; most requests never do, so its child is made on first use.
    Object.defineProperty(request, 'log', {
      configurable: true,
      enumerable: true,
      get: requestLog,
      set: (given: Logger) => (log = given),
    });
    // The probes pino-http leaves out: not even their failures are lines.
    if (isQuietPath(req.url)) {
      next();
      return;
    }
    const startedAt = Date.now();
    // 'close' follows 'finish' on every answer, and comes alone when the client went away.
    const done = (error?: Error) => {
      res.off('close', done);
      res.off('error', done);
      if (!error && res.statusCode < 500) return;
      // The line pino-http writes for a failed request, field for field.
      requestLog()
        .child({ req })
        .error({ res, err: error ?? new Error(`failed with status code ${res.statusCode}`), duration_ms: Date.now() - startedAt }, 'request failed');
    };
    res.on('close', done);
    res.on('error', done);
    next();
  };
}
