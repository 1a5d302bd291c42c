/**
 * POST /games/api/session: the /play page opens a game. Real money exchanges
 * the link's launch token with the wallet (once: the wallet refuses a second
 * exchange) for a browser session bound to the wallet's game session; a demo
 * gets play money here and never reaches the wallet. A launch may carry a
 * free-spin credit; the session keeps it (a demo never has one). A live
 * table's code opens a session at that table (baccarat/open-table.ts), the
 * fishing and football codes theirs.
 */
import type { GameSession, SlotSessionRequest } from '#shared/games/slot-api.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb, thbToSatang } from '#shared/money.js';
import { isBaccaratTableCode } from '#shared/games/baccarat-api.js';
import type { LiveTables } from '../baccarat/live-tables.js';
import { openTableSession } from '../baccarat/open-table.js';
import { isFishingGameCode } from '#shared/games/fishing-api.js';
import { isFootballGameCode } from '#shared/games/football-api.js';
import { openFishingSession } from '../fishing/open-fishing.js';
import { openFootballSession } from '../football/open-football.js';
import { slotTitle } from '#shared/games/slots/titles/index.js';
import { playKey, type ProviderCtx } from './context.js';
import { activeSeed, fairnessOf } from './seeds.js';
import { DEMO_BALANCE, DEMO_DISPLAY_NAME } from './sessions.js';
import { openDemoSession, openRealSession } from './launch.js';
import { slotInfo } from './slot-info.js';

/** `tables`: the live tables, when on (a table code opens a session at its table). */
export async function openSession(ctx: ProviderCtx, request: SlotSessionRequest, tables?: LiveTables): Promise<GameSession> {
  if (isBaccaratTableCode(request.game)) return openTableSession(ctx, request, tables);
  if (isFishingGameCode(request.game)) return openFishingSession(ctx, request);
  if (isFootballGameCode(request.game)) return openFootballSession(ctx, request);
  const title = slotTitle(request.game);
  // Before the token is spent: a link to a game we do not have must not use it up.
  if (!title) throw new AppError(ErrorCode.GAME_NOT_FOUND);
  if ('demo' in request) {
    const { session, playerId } = await openDemoSession(ctx, title.code);
    const seed = await activeSeed(ctx.db, ctx.clock, playerId, title.code);
    return {
      session,
      mode: 'demo',
      display_name: DEMO_DISPLAY_NAME,
      balance: satangToThb(DEMO_BALANCE),
      currency: 'THB',
      game: slotInfo(title),
      fairness: fairnessOf(seed),
      free_spin: null,
    };
  }
  // The credit is kept with its count: the page is told what is left, and an empty credit is refused without a wallet call.
  const { session, player } = await openRealSession(
    ctx,
    request.token,
    title.code,
    (launched) => launched.free_spin && { id: launched.free_spin.id, spinsLeft: launched.free_spin.spins_left, bet: thbToSatang(launched.free_spin.bet) },
  );
  // The seed is created under the player's game queue: a spin of another tab may be on it.
  const seed = await ctx.queue.run(playKey(player.player_id, title.code), () => activeSeed(ctx.db, ctx.clock, player.player_id, title.code));
  return {
    session,
    mode: 'real',
    display_name: player.display_name,
    balance: satangToThb(thbToSatang(player.balance)),
    currency: 'THB',
    game: slotInfo(title),
    fairness: fairnessOf(seed),
    free_spin: player.free_spin && { spins_left: player.free_spin.spins_left, bet: player.free_spin.bet },
  };
}
