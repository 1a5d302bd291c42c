/**
 * The fishing game's calls (shared/src/games/fishing-api.ts), beside the
 * slots' in the provider's router: both name the browser session with
 * `Authorization: Bearer` and take the per-session rate limit; bodies are
 * parsed with the contract's schemas (a bad one is a VALIDATION error with
 * its Thai message).
 */
import { Router, type Request, type RequestHandler } from 'express';
import { FISHING_API, ZFishingShotRequest } from '@shared/games/fishing-api.js';
import { ZGameHistoryRequest } from '@shared/games/slot-api.js';
import { AppError, ok } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { parseOrThrow } from '@shared/validation.js';
import type { ProviderCtx } from '../provider/context.js';
import type { BrowserSession } from '../provider/sessions.js';
import { shotHistory } from '../provider/history.js';
import { fishingInfo } from './info.js';
import { fishingGame } from './open-fishing.js';
import { shoot } from './shot.js';

export interface GameRouteDeps {
  ctx: ProviderCtx;
  /** the browser session the request's bearer names (throws when none) */
  session(req: Request): Promise<BrowserSession>;
  /** the per-session rate limit every play call takes */
  perSession: RequestHandler;
}

const handle =
  (fn: (req: Request) => Promise<unknown>): RequestHandler =>
  (req, res, next) => {
    fn(req).then((data) => res.json(ok(data)), next);
  };

export function fishingRoutes({ ctx, session, perSession }: GameRouteDeps): Router {
  const router = Router();
  /** The session's fishing game; a slot's or a table's session is not one. */
  const fishingSession = async (req: Request) => {
    const player = await session(req);
    const game = fishingGame(player.game_code);
    if (!game) throw new AppError(ErrorCode.GAME_NOT_FOUND);
    return { player, game };
  };
  router.post(
    FISHING_API.info,
    perSession,
    handle(async (req) => fishingInfo((await fishingSession(req)).game)),
  );
  router.post(
    FISHING_API.shot,
    perSession,
    handle(async (req) => {
      const { player } = await fishingSession(req);
      return shoot(ctx, player, parseOrThrow(ZFishingShotRequest, req.body));
    }),
  );
  router.post(
    FISHING_API.shots,
    perSession,
    handle(async (req) => {
      const { player } = await fishingSession(req);
      const { page } = parseOrThrow(ZGameHistoryRequest, req.body);
      return shotHistory(ctx.db, player.player_id, player.game_code, page);
    }),
  );
  return router;
}
