/**
 * What the gateway checks before a request is forwarded or answered (decision
 * 0027), the same rules as the upstream's edge: bodies are JSON only (415), at
 * most 100 kB (413) and 64 levels deep (400, refused before parsing); a path of
 * the registry or of the gateway's own called with another method is 405 with
 * `Allow`; `OPTIONS` answers the methods in an envelope and opens no CORS (the
 * client is same-origin).
 */
import type { Server } from 'node:http';
import type { RequestHandler } from 'express';
import { consoleCalls } from '#shared/api/agent-console.js';
import { methodLookup } from '#shared/api/call.js';
import { methodsAt } from '#shared/api/registry.js';
import { fail, ok } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { allowHeader, answerClientError, EDGE_MESSAGES, methodAllowed } from '#server-kit/http/edge.js';

export { jsonBody, uploadBodies } from '#server-kit/http/edge-body.js';

/** 405 with `Allow` when `methods` (a known path's) lack the request's; `OPTIONS` answers them. */
function guardMethods(methods: readonly string[]): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'OPTIONS' && methodAllowed(req.method, methods)) {
      next();
      return;
    }
    const allow = allowHeader(methods);
    if (req.method === 'OPTIONS') {
      res.set('Allow', allow).status(200).json(ok({ allow: allow.split(', ') }));
      return;
    }
    res.set('Allow', allow).status(405).json(fail(ErrorCode.BAD_REQUEST, EDGE_MESSAGES.methodNotAllowed));
  };
}

/**
 * For the registry's paths (inside `/api`): a path it does not know goes on (the
 * upstream answers it 404, or an operator's upstream has calls beyond the registry).
 */
export const methodGuard: RequestHandler = (req, res, next) => {
  const methods = methodsAt(req.baseUrl + req.path);
  if (methods.length === 0) next();
  else guardMethods(methods)(req, res, next);
};

const consoleMethodsAt = methodLookup(Object.values(consoleCalls));
// Everything of the gateway's own outside /api and /agent is read-only: pages, files, /healthz, /readyz, /metrics.
const READ_ONLY = ['GET'] as const;

/**
 * The same for the gateway's own paths, before any router (a router that ends
 * would answer `OPTIONS` itself, in plain text): the console's calls under
 * `/agent`, GET for everything else. `/api` has its guard in the pass-through;
 * `/operator` and unknown `/agent` paths go on to their 404 or 401.
 */
export const ownMethodGuard: RequestHandler = (req, res, next) => {
  const path = req.path;
  if (/^\/(api|operator)(\/|$)/i.test(path)) {
    next();
    return;
  }
  const methods = /^\/agent\/./i.test(path) ? consoleMethodsAt(path) : READ_ONLY;
  if (methods.length === 0) next();
  else guardMethods(methods)(req, res, next);
};

/** Requests Node's parser refuses (headers over 16 kB: 431) get an envelope too. */
export function answerClientErrors(server: Server): Server {
  server.on('clientError', answerClientError);
  return server;
}
