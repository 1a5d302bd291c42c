/** Which table a browser session plays and where that table stands now. */
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { BrowserSession } from '../provider/sessions.js';
import type { TableState } from './dealer.js';
import type { LiveTables } from './live-tables.js';

/** The table's state for a real session opened for it; a session of another game or table is refused. */
export function tableOfSession(tables: LiveTables, session: BrowserSession, tableCode: string): TableState {
  if (session.mode !== 'real' || session.game_code !== tableCode) throw new AppError(ErrorCode.GAME_SESSION_INVALID, 'เซสชันนี้เป็นของโต๊ะอื่น กรุณาเปิดโต๊ะใหม่จากหน้าเว็บ');
  const state = tables.states().find((s) => s.table.code === tableCode);
  if (!state) throw new AppError(ErrorCode.GAME_NOT_FOUND);
  return state;
}

/** The hand shown: the one bet on while betting is open, else the one dealt. */
export const handInPlay = (state: TableState): number => (state.phase === 'betting' ? state.shoe.row.hands + 1 : state.shoe.row.hands);

/** The hand that takes bets now, or null between betting windows. */
export const handOpenForBets = (state: TableState): number | null => (state.phase === 'betting' ? state.shoe.row.hands + 1 : null);
