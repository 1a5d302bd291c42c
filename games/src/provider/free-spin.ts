/**
 * The free-spin credit of a real session (docs/decisions/0039) as this
 * provider counts it. The wallet is the authority: it takes one spin with each
 * free-spin debit and refuses (FREE_SPIN_NOT_USABLE) when none is left or the
 * credit expired; this count only spares it calls and tells the page. A spin
 * is reserved here when its round is kept, before the debit is sent, and given
 * back when the debit is refused or rolled back (the wallet gives its spin
 * back then too), so a debit in flight or unsettled is never offered twice.
 */
import type { Database } from 'better-sqlite3';
import type { SlotFreeSpin } from '@shared/games/slot-api.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { satangToThb, type Satang } from '@shared/money.js';

export interface SessionFreeSpin {
  /** the wallet's credit id */
  id: number;
  spinsLeft: number;
  bet: Satang;
}

export const DEMO_HAS_NO_FREE_SPINS = 'เกมทดลองเล่นไม่มีฟรีสปิน';

export function freeSpinOf(db: Database, sessionId: number): SessionFreeSpin | null {
  const row = db.prepare('SELECT free_spin_id AS id, free_spins_left AS spinsLeft, free_spin_bet AS bet FROM sessions WHERE id = ?').get(sessionId) as
    | { id: number | null; spinsLeft: number; bet: Satang }
    | undefined;
  return row && row.id !== null ? { id: row.id, spinsLeft: row.spinsLeft, bet: row.bet } : null;
}

export const freeSpinToWire = (credit: SessionFreeSpin | null): SlotFreeSpin | null =>
  credit ? { spins_left: credit.spinsLeft, bet: satangToThb(credit.bet) } : null;

/** Takes one spin for a round about to be debited; FREE_SPIN_NOT_USABLE when the session has none left. */
export function reserveFreeSpin(db: Database, sessionId: number): void {
  const taken = db.prepare('UPDATE sessions SET free_spins_left = free_spins_left - 1 WHERE id = ? AND free_spins_left > 0').run(sessionId).changes === 1;
  if (!taken) throw new AppError(ErrorCode.FREE_SPIN_NOT_USABLE);
}

/** The round's debit was refused or rolled back: its spin is the member's again. */
export function giveBackFreeSpin(db: Database, sessionId: number): void {
  db.prepare('UPDATE sessions SET free_spins_left = free_spins_left + 1 WHERE id = ? AND free_spins_left IS NOT NULL').run(sessionId);
}

/** The wallet said the credit has nothing left (used up elsewhere, or expired). */
export function exhaustFreeSpins(db: Database, sessionId: number): void {
  db.prepare('UPDATE sessions SET free_spins_left = 0 WHERE id = ? AND free_spins_left IS NOT NULL').run(sessionId);
}
