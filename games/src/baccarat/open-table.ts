/**
 * Opening a browser session at one of our live tables with the launch token
 * (open-session.ts hands a table code here). Real money only: a table deals
 * for everyone on the wallet's money, so there is no play-money table. No
 * seed: the shoe's commitment is the table's fairness.
 */
import type { LiveGameSession, SlotSessionRequest } from '#shared/games/slot-api.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb, thbToSatang } from '#shared/money.js';
import type { ProviderCtx } from '../provider/context.js';
import { openRealSession } from '../provider/launch.js';
import type { LiveTables } from './live-tables.js';

const NO_DEMO = 'โต๊ะบาคาร่าสดไม่มีโหมดทดลองเล่น กรุณาเข้าสู่ระบบแล้วเปิดโต๊ะจากหน้าเว็บ';

export async function openTableSession(ctx: ProviderCtx, request: SlotSessionRequest, tables: LiveTables | undefined): Promise<LiveGameSession> {
  // Before the token is spent: a link to a table we do not deal must not use it up.
  const state = tables?.states().find((s) => s.table.code === request.game);
  if (!state) throw new AppError(ErrorCode.GAME_NOT_FOUND);
  if ('demo' in request) throw new AppError(ErrorCode.GAME_NOT_FOUND, NO_DEMO);
  const { session, player } = await openRealSession(ctx, request.token, state.table.code);
  return {
    session,
    mode: 'real',
    display_name: player.display_name,
    balance: satangToThb(thbToSatang(player.balance)),
    currency: 'THB',
    game: { kind: 'baccarat', code: state.table.code, name: state.table.name },
    fairness: { server_seed_hash: state.shoe.row.commitment, client_seed: '', nonce: state.shoe.row.hands },
    free_spin: null,
  };
}
