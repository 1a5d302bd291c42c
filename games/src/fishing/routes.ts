/**
 * The fishing game's calls (shared/src/games/game-calls.ts), beside the
 * slots' in the provider's router: each names the browser session and takes
 * the per-session rate limit, and only a fishing game's session may make them.
 */
import type { RequestHandler } from 'express';
import { GAME_CALLS } from '#shared/games/game-calls.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { ProviderCtx } from '../provider/context.js';
import { shotHistory } from '../provider/history.js';
import { mountGameCall, type GameMount } from '../provider/mount.js';
import type { BrowserSession } from '../provider/sessions.js';
import { fishingInfo } from '#shared/games/fishing/info.js';
import { fishingGame } from './open-fishing.js';
import { shoot } from './shot.js';

export interface GameRouteDeps {
  ctx: ProviderCtx;
  mount: GameMount;
  /** the per-session rate limit every play call takes */
  perSession: RequestHandler;
}

/** The session's fishing game; a slot's or a table's session is not one. */
function fishingOf(player: BrowserSession) {
  const game = fishingGame(player.game_code);
  if (!game) throw new AppError(ErrorCode.GAME_NOT_FOUND);
  return game;
}

export function fishingRoutes({ ctx, mount, perSession }: GameRouteDeps): void {
  mountGameCall(mount, GAME_CALLS.fishingInfo, [perSession], ({ player }) => fishingInfo(fishingOf(player)));
  mountGameCall(mount, GAME_CALLS.fishingShot, [perSession], ({ player, body }) => {
    fishingOf(player);
    return shoot(ctx, player, body);
  });
  mountGameCall(mount, GAME_CALLS.fishingShots, [perSession], ({ player, body }) => {
    fishingOf(player);
    return shotHistory(ctx.db, player.player_id, player.game_code, body.page);
  });
}
