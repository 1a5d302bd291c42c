/**
 * The two ways a game's session begins, for every game of ours: real money
 * exchanges the link's launch token with the wallet (once: the wallet refuses
 * a second exchange) and must be for this game; a demo gets play money and a
 * player id of its own, and never reaches the wallet.
 */
import type { AuthenticateResponse } from '#shared/api/provider-wallet.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { ProviderCtx } from './context.js';
import { createSession, DEMO_DISPLAY_NAME, demoPlayerId, type NewSession } from './sessions.js';

const OTHER_GAME = 'ลิงก์นี้เปิดเกมอื่น กรุณาเปิดเกมใหม่จากหน้าเว็บ';

export async function openRealSession(
  ctx: ProviderCtx,
  token: string,
  gameCode: string,
  freeSpin: (player: AuthenticateResponse) => NewSession['freeSpin'] = () => null,
): Promise<{ session: string; player: AuthenticateResponse }> {
  const player = await ctx.wallet.authenticate(token);
  if (player.game_code !== gameCode) throw new AppError(ErrorCode.LAUNCH_TOKEN_INVALID, OTHER_GAME);
  const session = await createSession(ctx.db, ctx.clock, {
    mode: 'real',
    walletSession: player.session,
    playerId: player.player_id,
    displayName: player.display_name,
    game: gameCode,
    freeSpin: freeSpin(player),
  });
  return { session, player };
}

export async function openDemoSession(ctx: ProviderCtx, gameCode: string): Promise<{ session: string; playerId: string }> {
  const playerId = demoPlayerId();
  const session = await createSession(ctx.db, ctx.clock, { mode: 'demo', walletSession: null, playerId, displayName: DEMO_DISPLAY_NAME, game: gameCode, freeSpin: null });
  return { session, playerId };
}
