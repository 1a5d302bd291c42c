/**
 * POST /games/api/session: the /play page opens a game. Real money exchanges
 * the link's launch token with the wallet (once: the wallet refuses a second
 * exchange) for a browser session bound to the wallet's game session; a demo
 * gets play money here and never reaches the wallet. A launch may carry a
 * free-spin credit; the session keeps it (a demo never has one). A live
 * table's code opens a session at that table (baccarat/open-table.ts).
 */
import type { SlotSession, SlotSessionRequest } from '@shared/games/slot-api.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { satangToThb, thbToSatang } from '@shared/money.js';
import { isBaccaratTableCode } from '@shared/games/baccarat-api.js';
import type { LiveTables } from '../baccarat/live-tables.js';
import { openTableSession } from '../baccarat/open-table.js';
import { slotTitle } from '../slots/titles/index.js';
import { playKey, type ProviderCtx } from './context.js';
import { activeSeed, fairnessOf } from './seeds.js';
import { createSession, DEMO_BALANCE, DEMO_DISPLAY_NAME, demoPlayerId } from './sessions.js';
import { slotInfo } from './slot-info.js';

/** `tables`: the live tables, when on (a table code opens a session at its table). */
export async function openSession(ctx: ProviderCtx, request: SlotSessionRequest, tables?: LiveTables): Promise<SlotSession> {
  if (isBaccaratTableCode(request.game)) return openTableSession(ctx, request, tables);
  const title = slotTitle(request.game);
  // Before the token is spent: a link to a game we do not have must not use it up.
  if (!title) throw new AppError(ErrorCode.GAME_NOT_FOUND);
  if ('demo' in request) {
    const playerId = demoPlayerId();
    const session = createSession(ctx.db, ctx.clock, { mode: 'demo', walletSession: null, playerId, displayName: DEMO_DISPLAY_NAME, game: title.code, freeSpin: null });
    const seed = activeSeed(ctx.db, ctx.clock, playerId, title.code);
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
  const player = await ctx.wallet.authenticate(request.token);
  if (player.game_code !== title.code) throw new AppError(ErrorCode.LAUNCH_TOKEN_INVALID, 'ลิงก์นี้เปิดเกมอื่น กรุณาเปิดเกมใหม่จากหน้าเว็บ');
  const session = createSession(ctx.db, ctx.clock, {
    mode: 'real',
    walletSession: player.session,
    playerId: player.player_id,
    displayName: player.display_name,
    game: title.code,
    // Kept with its count: the page is told what is left, and an empty credit is refused without a wallet call.
    freeSpin: player.free_spin && { id: player.free_spin.id, spinsLeft: player.free_spin.spins_left, bet: thbToSatang(player.free_spin.bet) },
  });
  // The seed is created under the player's game queue: a spin of another tab may be on it.
  const seed = await ctx.queue.run(playKey(player.player_id, title.code), async () => activeSeed(ctx.db, ctx.clock, player.player_id, title.code));
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
