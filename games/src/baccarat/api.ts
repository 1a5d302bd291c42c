/**
 * The tables' API for the table page in the launcher frame
 * (shared/src/games/baccarat-api.ts), POST as every `/games/api/*` call (the
 * gateway passes only POSTs through): every table for anyone, one table for
 * the member at it with their stakes, their last settled hand and their
 * balance. Bets are placed in bet.ts.
 */
import { BACCARAT_LIMITS, type BaccaratTableResponse, type BaccaratTablesResponse } from '#shared/games/baccarat-api.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb } from '#shared/money.js';
import type { ProviderCtx } from '../provider/context.js';
import type { GamesDb } from '../provider/db/transaction.js';
import type { BrowserSession } from '../provider/sessions.js';
import { WalletUnreachable } from '../provider/wallet-client.js';
import { lastSettled, roundOf } from './bet-store.js';
import type { TableState } from './dealer.js';
import type { LiveTables } from './live-tables.js';
import { handInPlay, tableOfSession } from './table-session.js';
import { myBets, tableView, TIMING } from './views.js';

export async function tablesView(db: GamesDb, states: readonly TableState[], now: number): Promise<BaccaratTablesResponse> {
  const tables = [];
  for (const state of states) tables.push(await tableView(db, state));
  return { server_time: new Date(now).toISOString(), timing: TIMING, tables };
}

const BALANCE_UNKNOWN = 'ระบบกระเป๋าเงินไม่ตอบสนอง กรุณาลองใหม่อีกครั้ง';

/**
 * The member's table. The balance is the wallet's `balance` answer, asked
 * each time: settlement credits it with no call of the page, and other games
 * move it too, so a remembered one would be wrong.
 */
export async function memberTableView(ctx: ProviderCtx, tables: LiveTables, session: BrowserSession, tableCode: string): Promise<BaccaratTableResponse> {
  const state = tableOfSession(tables, session, tableCode);
  const now = ctx.clock.now();
  const handNo = handInPlay(state);
  const round = await roundOf(ctx.db, state.shoe.row.id, handNo, session.player_id);
  const last = await lastSettled(ctx.db, session.player_id, tableCode);
  let balance;
  try {
    balance = await ctx.wallet.balance(session.wallet_session!);
  } catch (error) {
    if (error instanceof WalletUnreachable) throw new AppError(ErrorCode.UPSTREAM_DOWN, BALANCE_UNKNOWN);
    throw error;
  }
  return {
    server_time: new Date(now).toISOString(),
    timing: TIMING,
    table: await tableView(ctx.db, state),
    limits: { min: BACCARAT_LIMITS.min, max: BACCARAT_LIMITS.max, tie_max: BACCARAT_LIMITS.tie_max, pair_max: BACCARAT_LIMITS.pair_max },
    my_bets: await myBets(ctx.db, handNo, round?.id),
    my_last: last ? { hand_no: last.round.hand_no, staked: satangToThb(last.staked), returned: satangToThb(last.round.returned ?? 0) } : null,
    balance: satangToThb(balance),
  };
}
