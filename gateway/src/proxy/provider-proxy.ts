/**
 * `/provider/*` pass-through: the provider wallet protocol (docs/decisions/0038).
 * A provider's signature covers the body's raw bytes, so unlike `/api` the
 * body is not parsed into a value and sent again: it goes on byte for byte,
 * with the three signing headers and the request id, and the upstream's answer
 * comes back unchanged. The gateway checks only what its edge checks of every
 * request (POST, JSON, at most 100 kB, not too deep); the signature and the
 * body are the upstream's to judge.
 */
import { type Request, type RequestHandler, type Response, Router } from 'express';
import { PROVIDER_ID_HEADER, PROVIDER_SIGNATURE_HEADER, PROVIDER_TIMESTAMP_HEADER } from '@shared/api/provider-wallet.js';
import { callAt } from '@shared/api/registry.js';
import { AppError, fail, ok } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { EDGE_MESSAGES } from '@shared/http-edge.js';
import { jsonBody, rawBodyOf } from '@shared/http-edge-body.js';
import { sendError } from '../http/envelope.js';
import { requestIdOf } from '../http/request-id.js';
import type { UpstreamClient } from './upstream-client.js';

const ALLOW = 'POST, OPTIONS';

/** Every protocol call is a POST: anything else is 405 (OPTIONS answers the methods, as everywhere). */
export const postOnly: RequestHandler = (req, res, next) => {
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

export function providerProxy({ upstream }: { upstream: UpstreamClient }): Router {
  const router = Router();
  router.use(postOnly);
  // JSON only (415), at most 100 kB (413), refused when too deep; the bytes are kept as they came.
  router.use(jsonBody({ keepRaw: true }));
  router.post('/{*splat}', (req, res) => {
    void forward(req, res);
  });

  async function forward(req: Request, res: Response): Promise<void> {
    // As for /api: whatever the URL parser makes of `..` must still be under /provider.
    const target = new URL(req.originalUrl, 'http://gateway.invalid');
    if (!target.pathname.startsWith('/provider/')) {
      sendError(res, ErrorCode.NOT_FOUND);
      return;
    }
    try {
      const answer = await upstream.send({
        method: 'POST',
        path: target.pathname + target.search,
        headers: {
          [PROVIDER_ID_HEADER]: req.get(PROVIDER_ID_HEADER),
          [PROVIDER_TIMESTAMP_HEADER]: req.get(PROVIDER_TIMESTAMP_HEADER),
          [PROVIDER_SIGNATURE_HEADER]: req.get(PROVIDER_SIGNATURE_HEADER),
          'user-agent': req.get('user-agent'),
        },
        rawBody: rawBodyOf(req),
        requestId: requestIdOf(req),
        countAs: callAt('POST', target.pathname)?.id ?? 'provider:unknown',
      });
      res.status(answer.status).type(answer.contentType ?? 'application/json').send(answer.text);
    } catch (error) {
      if (error instanceof AppError) res.status(error.status).json(error.toEnvelope());
      else sendError(res, ErrorCode.INTERNAL);
    }
  }

  return router;
}
