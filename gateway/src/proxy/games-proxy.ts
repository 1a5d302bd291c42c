/**
 * `/games/api/*` pass-through to the built-in provider (games/, docs/decisions/0038):
 * the /play page's calls (shared/src/games/slot-api.ts) go on as they came
 * (raw-post-proxy.ts), with the browser session's `Authorization`, the request
 * id and the member's address; the provider judges the rest. `/games/art/*` is
 * the client's static files, never passed here. A bet a table took is told to
 * /live, so the table's watchers see the new stakes without waiting for a poll.
 */
import type { Router } from 'express';
import { BACCARAT_API } from '@shared/games/baccarat-api.js';
import { rawPostProxy } from './raw-post-proxy.js';
import type { UpstreamClient } from './upstream-client.js';

export interface GamesProxyOptions {
  games: UpstreamClient;
  /** a bet at this table was taken (the provider answered it with error 0) */
  onTableBet?: (tableCode: string) => void;
}

export function gamesProxy({ games, onTableBet }: GamesProxyOptions): Router {
  return rawPostProxy({
    target: games,
    prefix: '/games/api/',
    headersOf: (req) => ({ authorization: req.get('authorization'), 'x-forwarded-for': req.ip, 'user-agent': req.get('user-agent') }),
    countAs: () => 'games:api',
    onAnswered: (path, req, answer) => {
      if (path !== BACCARAT_API.bet || answer.status !== 200 || !onTableBet) return;
      const table = (req.body as { table?: unknown } | undefined)?.table;
      if (typeof table === 'string' && answer.text.startsWith('{"error":0')) onTableBet(table);
    },
  });
}
