/**
 * `/games/api/*` pass-through to the built-in provider (games/, docs/decisions/0038):
 * the /play page's calls (shared/src/games/slot-api.ts) go on as they came
 * (raw-post-proxy.ts), with the browser session's `Authorization`, the request
 * id and the member's address; the provider judges the rest. `/games/art/*` is
 * the client's static files, never passed here. A bet a table took is told to
 * /live, so the table's watchers see the new stakes without waiting for a poll.
 * One GET is passed too: a slot's strip file (docs/decisions/0076), public,
 * answered with the provider's `Content-Disposition` so the browser saves it.
 */
import { Router } from 'express';
import { BACCARAT_API } from '#shared/games/baccarat-api.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { SLOT_STRIPS_FILE_ROUTE, slotStripsFileUrl } from '#shared/games/slot-strips-paths.js';
import { rawPostProxy } from './raw-post-proxy.js';
import { writeAnswer } from './write-answer.js';
import type { UpstreamClient } from './upstream-client.js';

export interface GamesProxyOptions {
  games: UpstreamClient;
  /** a bet at this table was taken (the provider answered it with error 0) */
  onTableBet?: (tableCode: string) => void;
}

const MOUNT = '/games/api';

export function gamesProxy({ games, onTableBet }: GamesProxyOptions): Router {
  const router = Router();
  router.get(SLOT_STRIPS_FILE_ROUTE.slice(MOUNT.length), (req, res) => {
    const code = String(req.params.code);
    games
      .send({ method: 'GET', path: slotStripsFileUrl(code), headers: { 'x-forwarded-for': req.ip }, countAs: 'games:api' })
      .then((answer) => {
        const disposition = answer.header('content-disposition');
        if (disposition) res.setHeader('Content-Disposition', disposition);
        writeAnswer(res, answer.status, answer.contentType, answer.text);
      })
      .catch((error: unknown) => {
        const refusal = error instanceof AppError ? error : new AppError(ErrorCode.INTERNAL);
        res.status(refusal.status).json(refusal.toEnvelope());
      });
  });
  router.use(rawPostProxy({
    target: games,
    prefix: '/games/api/',
    headersOf: (req) => ({ authorization: req.get('authorization'), 'x-forwarded-for': req.ip, 'user-agent': req.get('user-agent') }),
    countAs: () => 'games:api',
    onAnswered: (path, req, answer) => {
      if (path !== BACCARAT_API.bet || answer.status !== 200 || !onTableBet) return;
      const table = (req.body as { table?: unknown } | undefined)?.table;
      if (typeof table === 'string' && answer.text.startsWith('{"error":0')) onTableBet(table);
    },
  }));
  return router;
}
