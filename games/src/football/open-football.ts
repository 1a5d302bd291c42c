/**
 * Opening a session at virtual football with the launch token (open-session.ts
 * hands a football code here). Real money only: the matches are everyone's,
 * so there is no play-money football. The session's fairness is the next
 * match's commitment (each match has its own seed; the page shows them all).
 */
import { BUILT_IN_FOOTBALL_GAMES } from '#shared/games/football-api.js';
import type { LiveGameSession, SlotSessionRequest } from '#shared/games/slot-api.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb, thbToSatang } from '#shared/money.js';
import type { ProviderCtx } from '../provider/context.js';
import { openRealSession } from '../provider/launch.js';
import { openMatches } from './matches.js';

const NO_DEMO = 'ฟุตบอลเสมือนจริงไม่มีโหมดทดลองเล่น กรุณาเข้าสู่ระบบแล้วเปิดเกมจากหน้าเว็บ';

export async function openFootballSession(ctx: ProviderCtx, request: SlotSessionRequest): Promise<LiveGameSession> {
  // Before the token is spent: a link to a game we do not play must not use it up.
  const game = BUILT_IN_FOOTBALL_GAMES.find((entry) => entry.code === request.game);
  if (!game) throw new AppError(ErrorCode.GAME_NOT_FOUND);
  if ('demo' in request) throw new AppError(ErrorCode.GAME_DEMO_UNAVAILABLE, NO_DEMO);
  const { session, player } = await openRealSession(ctx, request.token, game.code);
  const next = (await openMatches(ctx.db, game.code, ctx.clock.now(), 1))[0];
  return {
    session,
    mode: 'real',
    display_name: player.display_name,
    balance: satangToThb(thbToSatang(player.balance)),
    currency: 'THB',
    game: { kind: 'football', code: game.code, name: game.name },
    fairness: { server_seed_hash: next?.commitment ?? '', client_seed: '', nonce: 0 },
    free_spin: null,
  };
}
