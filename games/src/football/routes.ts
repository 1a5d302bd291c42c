/**
 * Virtual football's calls (shared/src/games/football-api.ts), POST as every
 * `/games/api/*` call. The matches are public (the site's `football` topic
 * reads them without a session, under the public-read limit per address); a
 * bet and my-bets name the member's session.
 */
import { Router, type Request, type RequestHandler } from 'express';
import { FOOTBALL_API, ZFootballBetRequest } from '@shared/games/football-api.js';
import { ok } from '@shared/envelope.js';
import { parseOrThrow } from '@shared/validation.js';
import type { GameRouteDeps } from '../fishing/routes.js';
import { rateLimit, type RateLimit } from '../provider/rate-limit.js';
import { myFootballBets, placeFootballBet } from './bets.js';
import { matchesView } from './views.js';

export interface FootballRouteDeps extends GameRouteDeps {
  /** reads anyone may make, per address */
  publicReads: RateLimit;
}

/** The game the matches call shows when the body names none (the site's topic asks for vfb-1 this way). */
const DEFAULT_GAME = 'vfb-1';

const handle =
  (fn: (req: Request) => Promise<unknown>): RequestHandler =>
  (req, res, next) => {
    fn(req).then((data) => res.json(ok(data)), next);
  };

export function footballRoutes({ ctx, session, perSession, publicReads }: FootballRouteDeps): Router {
  const router = Router();
  router.post(
    FOOTBALL_API.matches,
    rateLimit(ctx.clock, publicReads, (req) => `football:${req.ip}`),
    handle(() => matchesView(ctx.db, DEFAULT_GAME, ctx.clock.now())),
  );
  router.post(
    FOOTBALL_API.bet,
    perSession,
    handle(async (req) => placeFootballBet(ctx, await session(req), parseOrThrow(ZFootballBetRequest, req.body))),
  );
  router.post(
    FOOTBALL_API.my_bets,
    perSession,
    handle(async (req) => myFootballBets(ctx, await session(req))),
  );
  return router;
}
