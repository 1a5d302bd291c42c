/**
 * `/games/api/*` pass-through to the built-in provider (games/, docs/decisions/0038):
 * the /play page's calls (shared/src/games/slot-api.ts) go on as they came
 * (raw-post-proxy.ts), with the browser session's `Authorization`, the request
 * id and the member's address; the provider judges the rest. `/games/art/*` is
 * the client's static files, never passed here.
 */
import type { Router } from 'express';
import { rawPostProxy } from './raw-post-proxy.js';
import type { UpstreamClient } from './upstream-client.js';

export function gamesProxy({ games }: { games: UpstreamClient }): Router {
  return rawPostProxy({
    target: games,
    prefix: '/games/api/',
    headersOf: (req) => ({ authorization: req.get('authorization'), 'x-forwarded-for': req.ip, 'user-agent': req.get('user-agent') }),
    countAs: () => 'games:api',
  });
}
