/**
 * Opening a session at our fishing game (open-session.ts hands a `fish-*` code
 * here), the slots' way: real money exchanges the launch token with the wallet
 * (once) for a session bound to the wallet's game session; a demo gets play
 * money here and never reaches the wallet. `fairness` is the member's seed pair
 * for this game, rotated with SLOT_API.rotate as a slot's is.
 */
import { BUILT_IN_FISHING_GAMES } from '#shared/games/fishing-api.js';
import type { LiveGameSession, SlotSessionRequest } from '#shared/games/slot-api.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb, thbToSatang } from '#shared/money.js';
import { playKey, type ProviderCtx } from '../provider/context.js';
import { activeSeed, fairnessOf } from '../provider/seeds.js';
import { DEMO_BALANCE, DEMO_DISPLAY_NAME } from '../provider/sessions.js';
import { openDemoSession, openRealSession } from '../provider/launch.js';

export const fishingGame = (code: string) => BUILT_IN_FISHING_GAMES.find((game) => game.code === code);

export async function openFishingSession(ctx: ProviderCtx, request: SlotSessionRequest): Promise<LiveGameSession> {
  // Before the token is spent: a link to a game we do not have must not use it up.
  const game = fishingGame(request.game);
  if (!game) throw new AppError(ErrorCode.GAME_NOT_FOUND);
  const info = { kind: 'fishing' as const, code: game.code, name: game.name };
  if ('demo' in request) {
    const { session, playerId } = await openDemoSession(ctx, game.code);
    const seed = await activeSeed(ctx.db, ctx.clock, playerId, game.code);
    return {
      session,
      mode: 'demo',
      display_name: DEMO_DISPLAY_NAME,
      balance: satangToThb(DEMO_BALANCE),
      currency: 'THB',
      game: info,
      fairness: fairnessOf(seed),
      free_spin: null,
    };
  }
  // A shot has no free-spin credit to stake.
  const { session, player } = await openRealSession(ctx, request.token, game.code);
  // Under the player's game queue: a shot of another tab may be on the seed.
  const seed = await ctx.queue.run(playKey(player.player_id, game.code), () => activeSeed(ctx.db, ctx.clock, player.player_id, game.code));
  return {
    session,
    mode: 'real',
    display_name: player.display_name,
    balance: satangToThb(thbToSatang(player.balance)),
    currency: 'THB',
    game: info,
    fairness: fairnessOf(seed),
    free_spin: null,
  };
}
