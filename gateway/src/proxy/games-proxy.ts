/**
 * `/games/api/*` pass-through to the built-in provider (games/, docs/decisions/0038):
 * the /play page's calls (shared/src/games/slot-api.ts) go on as they came, with
 * the browser session's `Authorization`, the request id and the member's
 * address, and the provider's answer comes back unchanged. The gateway checks
 * only its edge (POST, JSON, at most 100 kB, not too deep); the provider judges
 * the rest. `/games/art/*` is the client's static files, never passed here.
 */
import { type Request, type Response, Router } from 'express';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { jsonBody, rawBodyOf } from '@shared/http-edge-body.js';
import { sendError } from '../http/envelope.js';
import { requestIdOf } from '../http/request-id.js';
import { postOnly } from './provider-proxy.js';
import type { UpstreamClient } from './upstream-client.js';

export function gamesProxy({ games }: { games: UpstreamClient }): Router {
  const router = Router();
  router.use(postOnly);
  router.use(jsonBody({ keepRaw: true }));
  router.post('/{*splat}', (req, res) => {
    void forward(req, res);
  });

  async function forward(req: Request, res: Response): Promise<void> {
    // Whatever the URL parser makes of `..` must still be under /games/api.
    const target = new URL(req.originalUrl, 'http://gateway.invalid');
    if (!target.pathname.startsWith('/games/api/')) {
      sendError(res, ErrorCode.NOT_FOUND);
      return;
    }
    try {
      const answer = await games.send({
        method: 'POST',
        path: target.pathname + target.search,
        headers: { authorization: req.get('authorization'), 'x-forwarded-for': req.ip, 'user-agent': req.get('user-agent') },
        rawBody: rawBodyOf(req),
        requestId: requestIdOf(req),
        countAs: 'games:api',
      });
      res.status(answer.status).type(answer.contentType ?? 'application/json').send(answer.text);
    } catch (error) {
      if (error instanceof AppError) res.status(error.status).json(error.toEnvelope());
      else sendError(res, ErrorCode.INTERNAL);
    }
  }

  return router;
}
