/**
 * Game free-spin credits (docs/decisions/0039). An offer rides on a
 * promotion, a quest or a wheel prize; taking that source grants a credit in
 * the same transaction, once per occasion (UNIQUE source, source_ref). A
 * launch may carry a credit: each free-spin debit of its rounds takes one
 * spin with a guarded update (never below zero, never after expiry), and a
 * rollback of that debit gives it back.
 */
import type { FreeSpinCredit } from '@shared/api/games.js';
import type { FreeSpinOffer, FreeSpinSource } from '@shared/api/free-spin-offer.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { satangToThb, type Satang } from '@shared/money.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { wireTime } from '../lotto/time.js';
import { gameById, gameToWire, type GameRow } from './catalogue.js';

const HOUR_MS = 60 * 60 * 1000;

interface OfferRow {
  id: number;
  spins: number;
  bet: number;
  valid_hours: number;
  game_id: number | null;
  game_name: string | null;
}

interface CreditRow {
  id: number;
  member_id: number;
  source: FreeSpinSource;
  title: string;
  spins_total: number;
  spins_left: number;
  bet: number;
  game_id: number | null;
  granted_at: number;
  expires_at: number;
}

function offerRow(ctx: Ctx, offerId: number): OfferRow | undefined {
  return stmt<[number], OfferRow>(
    ctx.db,
    'SELECT o.id, o.spins, o.bet, o.valid_hours, o.game_id, g.name AS game_name FROM free_spin_offers o LEFT JOIN games g ON g.id = o.game_id WHERE o.id = ?',
  ).get(offerId);
}

/** The offer a promotion, quest or prize carries, as members see it; null when none. */
export function offerToWire(ctx: Ctx, offerId: number | null): FreeSpinOffer | null {
  const row = offerId === null ? undefined : offerRow(ctx, offerId);
  return row ? { ...row, bet: satangToThb(row.bet) } : null;
}

export interface NewOffer {
  spins: number;
  bet: Satang;
  validHours: number;
  gameId: number | null;
}

export function createOffer(ctx: Ctx, offer: NewOffer): number {
  if (offer.gameId !== null && gameById(ctx, offer.gameId)?.has_free_spins !== 1) throw new AppError(ErrorCode.FREE_SPIN_NOT_USABLE, 'เกมนี้ไม่มีฟรีสปิน');
  return Number(
    stmt(ctx.db, 'INSERT INTO free_spin_offers (spins, bet, valid_hours, game_id, created_at) VALUES (?, ?, ?, ?, ?)').run(
      offer.spins,
      offer.bet,
      offer.validHours,
      offer.gameId,
      ctx.clock.now(),
    ).lastInsertRowid,
  );
}

export interface Grant {
  memberId: number;
  offerId: number | null;
  source: FreeSpinSource;
  /** the member promotion, quest claim or wheel spin that earned it */
  sourceRef: number;
  title: string;
  at: number;
}

/** Grants the offer's credit; runs inside the source's transaction. Nothing when there is no offer or it was granted already. */
export function grantFreeSpins(ctx: Ctx, grant: Grant): void {
  const offer = grant.offerId === null ? undefined : offerRow(ctx, grant.offerId);
  if (!offer) return;
  stmt(
    ctx.db,
    `INSERT INTO game_free_spins (member_id, offer_id, source, source_ref, title, spins_total, spins_left, bet, game_id, granted_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (source, source_ref) DO NOTHING`,
  ).run(grant.memberId, offer.id, grant.source, grant.sourceRef, grant.title, offer.spins, offer.spins, offer.bet, offer.game_id, grant.at, grant.at + offer.valid_hours * HOUR_MS);
}

function creditToWire(ctx: Ctx, row: CreditRow): FreeSpinCredit {
  const game = row.game_id === null ? undefined : gameById(ctx, row.game_id);
  return {
    id: row.id,
    source: row.source,
    title: row.title,
    spins_total: row.spins_total,
    spins_left: row.spins_left,
    bet: satangToThb(row.bet),
    granted_at: wireTime(row.granted_at),
    expires_at: wireTime(row.expires_at),
    game: game ? gameToWire(game) : null,
  };
}

/** The member's credits with spins left and time left, the soonest to expire first. */
export function freeSpinCredits(ctx: Ctx, memberId: number): { credits: FreeSpinCredit[] } {
  const rows = stmt<[number, number], CreditRow>(
    ctx.db,
    'SELECT * FROM game_free_spins WHERE member_id = ? AND spins_left > 0 AND expires_at > ? ORDER BY expires_at, id',
  ).all(memberId, ctx.clock.now());
  return { credits: rows.map((row) => creditToWire(ctx, row)) };
}

/** The credit a launch of `game` may carry: the member's, with spins and time left, for this game. */
export function assertCreditPlays(ctx: Ctx, memberId: number, creditId: number, game: GameRow, now: number): void {
  const credit = stmt<[number, number], CreditRow>(ctx.db, 'SELECT * FROM game_free_spins WHERE id = ? AND member_id = ?').get(creditId, memberId);
  const usable =
    credit !== undefined &&
    credit.spins_left > 0 &&
    credit.expires_at > now &&
    game.has_free_spins === 1 &&
    (credit.game_id === null || credit.game_id === game.id);
  if (!usable) throw new AppError(ErrorCode.FREE_SPIN_NOT_USABLE);
}

/** What a launch's credit has left for the provider: spins (0 once expired) and the bet. */
export function creditForProvider(ctx: Ctx, creditId: number | null): { id: number; spins_left: number; bet: number } | null {
  if (creditId === null) return null;
  const credit = stmt<[number], CreditRow>(ctx.db, 'SELECT * FROM game_free_spins WHERE id = ?').get(creditId)!;
  return { id: credit.id, spins_left: credit.expires_at > ctx.clock.now() ? credit.spins_left : 0, bet: satangToThb(credit.bet) };
}

/** Takes one spin of the credit, or refuses: none left, or expired. */
export function useFreeSpin(ctx: Ctx, creditId: number | null, now: number): void {
  const taken =
    creditId !== null &&
    stmt(ctx.db, 'UPDATE game_free_spins SET spins_left = spins_left - 1 WHERE id = ? AND spins_left > 0 AND expires_at > ?').run(creditId, now).changes === 1;
  if (!taken) throw new AppError(ErrorCode.FREE_SPIN_NOT_USABLE);
}

/** A rolled back free-spin debit gives its spin back (even past expiry: the member lost nothing). */
export function returnFreeSpin(ctx: Ctx, creditId: number): void {
  stmt(ctx.db, 'UPDATE game_free_spins SET spins_left = spins_left + 1 WHERE id = ? AND spins_left < spins_total').run(creditId);
}
