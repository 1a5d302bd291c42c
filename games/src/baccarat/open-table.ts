/**
 * Opening a browser session at one of our live tables with the launch token
 * (open-session.ts hands a table code here). Real money only: a table deals
 * for everyone on the wallet's money, so there is no play-money table. No
 * seed: the shoe's commitment is the table's fairness.
 *
 * The session answer is still the slots' shape (ZSlotSession): `game` names
 * the table and carries no slot figures, `fairness` the open shoe's
 * commitment and hands dealt (a table variant of the session answer in shared/ is the cleaner contract: next step of issue 13).
 */
import type { SlotInfo, SlotSession, SlotSessionRequest } from '@shared/games/slot-api.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { satangToThb, thbToSatang } from '@shared/money.js';
import type { ProviderCtx } from '../provider/context.js';
import { createSession } from '../provider/sessions.js';
import type { LiveTables } from './live-tables.js';

const NO_DEMO = 'โต๊ะบาคาร่าสดไม่มีโหมดทดลองเล่น กรุณาเข้าสู่ระบบแล้วเปิดโต๊ะจากหน้าเว็บ';

/** A table's entry in the slots' info shape: its code and name, no reels. */
const tableInfo = (code: string, name: string): SlotInfo => ({
  code,
  name,
  volatility: 'low',
  rtp_percent: 0,
  rtp_fraction: '',
  hit_frequency: 0,
  free_spins_one_in: 0,
  max_win_x: 0,
  lines: 0,
  paylines: [],
  line_pays: {},
  scatter_pays: [0, 0, 0],
  free_spins: [0, 0, 0],
  free_spin_multiplier: 0,
  base_strips: [],
  free_strips: [],
  bets: [],
});

export async function openTableSession(ctx: ProviderCtx, request: SlotSessionRequest, tables: LiveTables | undefined): Promise<SlotSession> {
  // Before the token is spent: a link to a table we do not deal must not use it up.
  const state = tables?.states().find((s) => s.table.code === request.game);
  if (!state) throw new AppError(ErrorCode.GAME_NOT_FOUND);
  if ('demo' in request) throw new AppError(ErrorCode.GAME_NOT_FOUND, NO_DEMO);
  const player = await ctx.wallet.authenticate(request.token);
  if (player.game_code !== state.table.code) throw new AppError(ErrorCode.LAUNCH_TOKEN_INVALID, 'ลิงก์นี้เปิดเกมอื่น กรุณาเปิดเกมใหม่จากหน้าเว็บ');
  const session = createSession(ctx.db, ctx.clock, {
    mode: 'real',
    walletSession: player.session,
    playerId: player.player_id,
    displayName: player.display_name,
    game: state.table.code,
    freeSpin: null,
  });
  return {
    session,
    mode: 'real',
    display_name: player.display_name,
    balance: satangToThb(thbToSatang(player.balance)),
    currency: 'THB',
    game: tableInfo(state.table.code, state.table.name),
    fairness: { server_seed_hash: state.shoe.row.commitment, client_seed: '', nonce: state.shoe.row.hands },
    free_spin: null,
  };
}
