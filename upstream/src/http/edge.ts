/**
 * What the upstream checks before any call runs (decision 0027): bodies are
 * JSON only, at most 100 kB and 64 levels deep; a path of the registry called
 * with another method answers 405 with `Allow`, and `OPTIONS` answers the
 * methods in an envelope (no CORS: only the gateway calls the upstream).
 */
import type { Server } from 'node:http';
import type { RequestHandler } from 'express';
import { methodsAt } from '#shared/api/registry.js';
import { fail, ok } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { allowHeader, answerClientError, EDGE_MESSAGES, methodAllowed } from '#server-kit/http/edge.js';

export { jsonBody, uploadBodies } from '#server-kit/http/edge-body.js';

const METHODS_CACHE_SIZE = 1_024;
const methodsCache = new Map<string, readonly string[]>();

/**
 * methodsAt tries every call's pattern (130 of them) on each request; a path's
 * answer never changes, so it is kept. Bounded: paths with ids are many, and
 * the whole cache is dropped when full rather than tracking use.
 */
function cachedMethodsAt(path: string): readonly string[] {
  let methods = methodsCache.get(path);
  if (!methods) {
    if (methodsCache.size >= METHODS_CACHE_SIZE) methodsCache.clear();
    methodsCache.set(path, (methods = methodsAt(path)));
  }
  return methods;
}

/** 405 with `Allow` for a known path and another method; `OPTIONS` on a known path answers its methods. Unknown paths go on to the 404. */
export const methodGuard: RequestHandler = (req, res, next) => {
  const methods = cachedMethodsAt(req.path);
  if (methods.length === 0) {
    next();
    return;
  }
  if (req.method === 'OPTIONS') {
    res.set('Allow', allowHeader(methods)).status(200).json(ok({ allow: allowHeader(methods).split(', ') }));
    return;
  }
  if (methodAllowed(req.method, methods)) {
    next();
    return;
  }
  res.set('Allow', allowHeader(methods)).status(405).json(fail(ErrorCode.BAD_REQUEST, EDGE_MESSAGES.methodNotAllowed));
};

/** Requests Node's parser refuses (headers over 16 kB: 431) get an envelope too. */
export function answerClientErrors(server: Server): Server {
  server.on('clientError', answerClientError);
  return server;
}
