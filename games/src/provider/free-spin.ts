/**
 * The free-spin credit of a real session (docs/decisions/0039) as this
 * provider counts it. The wallet is the authority: it takes one spin with each
 * free-spin debit and refuses (FREE_SPIN_NOT_USABLE) when none is left or the
 * credit expired; this count only spares it calls and tells the page. A spin
 * is reserved here when its round is kept, before the debit is sent, and given
 * back when the debit is refused or rolled back (the wallet gives its spin
 * back then too), so a debit in flight or unsettled is never offered twice.
 */
import type { SlotFreeSpin } from '#shared/games/slot-api.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb, type Satang } from '#shared/money.js';
import type { GamesDb } from './db/transaction.js';

export interface SessionFreeSpin {
  /** the wallet's credit id */
  id: number;
  spinsLeft: number;
  bet: Satang;
}

export const DEMO_HAS_NO_FREE_SPINS = 'เกมทดลองเล่นไม่มีฟรีสปิน';

export async function freeSpinOf(db: GamesDb, sessionId: number): Promise<SessionFreeSpin | null> {
  const row = await db.selectFrom('sessions').select(['free_spin_id', 'free_spins_left', 'free_spin_bet']).where('id', '=', sessionId).executeTakeFirst();
  // The three are written together (sessions.ts): a credit has all of them.
  return row && row.free_spin_id !== null ? { id: row.free_spin_id, spinsLeft: row.free_spins_left!, bet: row.free_spin_bet! } : null;
}

export const freeSpinToWire = (credit: SessionFreeSpin | null): SlotFreeSpin | null =>
  credit ? { spins_left: credit.spinsLeft, bet: satangToThb(credit.bet) } : null;

/** Takes one spin for a round about to be debited; FREE_SPIN_NOT_USABLE when the session has none left (a conditional update). */
export async function reserveFreeSpin(db: GamesDb, sessionId: number): Promise<void> {
  const { numUpdatedRows } = await db
    .updateTable('sessions')
    .set((eb) => ({ free_spins_left: eb('free_spins_left', '-', 1) }))
    .where('id', '=', sessionId)
    .where('free_spins_left', '>', 0)
    .executeTakeFirstOrThrow();
  if (Number(numUpdatedRows) !== 1) throw new AppError(ErrorCode.FREE_SPIN_NOT_USABLE);
}

/** The round's debit was refused or rolled back: its spin is the member's again. */
export async function giveBackFreeSpin(db: GamesDb, sessionId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set((eb) => ({ free_spins_left: eb('free_spins_left', '+', 1) }))
    .where('id', '=', sessionId)
    .where('free_spins_left', 'is not', null)
    .execute();
}

/** The wallet said the credit has nothing left (used up elsewhere, or expired). */
export async function exhaustFreeSpins(db: GamesDb, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ free_spins_left: 0 }).where('id', '=', sessionId).where('free_spins_left', 'is not', null).execute();
}
