/**
 * Game free-spin credits (docs/decisions/0039). An offer rides on a
 * promotion, a quest or a wheel prize; taking that source grants a credit in
 * the same transaction, once per occasion (UNIQUE source, source_ref). A
 * launch may carry a credit: each free-spin debit of its rounds takes one
 * spin with a guarded update (never below zero, never after expiry), and a
 * rollback of that debit gives it back.
 */
import type { FreeSpinCredit } from '#shared/api/games.js';
import type { FreeSpinOffer, FreeSpinSource } from '#shared/api/free-spin-offer.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb, type Satang } from '#shared/money.js';
import type { Selectable } from 'kysely';
import type { Ctx } from '../context.js';
import type { DB } from '../db/schema.js';
import { wireTime } from '#shared/dates/calendar.js';
import { gameById, gameToWire, type GameRow } from './catalogue.js';

const HOUR_MS = 60 * 60 * 1000;

type CreditRow = Selectable<DB['game_free_spins']>;

async function offerRow(ctx: Ctx, offerId: number) {
  return ctx.db
    .selectFrom('free_spin_offers as o')
    .leftJoin('games as g', 'g.id', 'o.game_id')
    .select(['o.id', 'o.spins', 'o.bet', 'o.valid_hours', 'o.game_id', 'g.name as game_name'])
    .where('o.id', '=', offerId)
    .executeTakeFirst();
}

/** The offer a promotion, quest or prize carries, as members see it; null when none. */
export async function offerToWire(ctx: Ctx, offerId: number | null): Promise<FreeSpinOffer | null> {
  const row = offerId === null ? undefined : await offerRow(ctx, offerId);
  return row ? { ...row, bet: satangToThb(row.bet) } : null;
}

export interface NewOffer {
  spins: number;
  bet: Satang;
  validHours: number;
  gameId: number | null;
}

export async function createOffer(ctx: Ctx, offer: NewOffer): Promise<number> {
  if (offer.gameId !== null && (await gameById(ctx, offer.gameId))?.has_free_spins !== 1) {
    throw new AppError(ErrorCode.FREE_SPIN_NOT_USABLE, 'เกมนี้ไม่มีฟรีสปิน');
  }
  const { id } = await ctx.db
    .insertInto('free_spin_offers')
    .values({ spins: offer.spins, bet: offer.bet, valid_hours: offer.validHours, game_id: offer.gameId, created_at: ctx.clock.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
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
export async function grantFreeSpins(ctx: Ctx, grant: Grant): Promise<void> {
  const offer = grant.offerId === null ? undefined : await offerRow(ctx, grant.offerId);
  if (!offer) return;
  // Once per occasion on both engines: the UNIQUE (source, source_ref) makes a second grant do nothing.
  await ctx.db
    .insertInto('game_free_spins')
    .values({
      member_id: grant.memberId,
      offer_id: offer.id,
      source: grant.source,
      source_ref: grant.sourceRef,
      title: grant.title,
      spins_total: offer.spins,
      spins_left: offer.spins,
      bet: offer.bet,
      game_id: offer.game_id,
      granted_at: grant.at,
      expires_at: grant.at + offer.valid_hours * HOUR_MS,
    })
    .onConflict((oc) => oc.columns(['source', 'source_ref']).doNothing())
    .execute();
}

async function creditToWire(ctx: Ctx, row: CreditRow): Promise<FreeSpinCredit> {
  const game = row.game_id === null ? undefined : await gameById(ctx, row.game_id);
  return {
    id: row.id,
    source: row.source as FreeSpinSource,
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
export async function freeSpinCredits(ctx: Ctx, memberId: number): Promise<{ credits: FreeSpinCredit[] }> {
  const rows = await ctx.db
    .selectFrom('game_free_spins')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('spins_left', '>', 0)
    .where('expires_at', '>', ctx.clock.now())
    .orderBy('expires_at')
    .orderBy('id')
    .execute();
  const credits: FreeSpinCredit[] = [];
  for (const row of rows) credits.push(await creditToWire(ctx, row));
  return { credits };
}

/** The credit a launch of `game` may carry: the member's, with spins and time left, for this game. */
export async function assertCreditPlays(ctx: Ctx, memberId: number, creditId: number, game: GameRow, now: number): Promise<void> {
  const credit = await ctx.db.selectFrom('game_free_spins').selectAll().where('id', '=', creditId).where('member_id', '=', memberId).executeTakeFirst();
  const usable =
    credit !== undefined &&
    credit.spins_left > 0 &&
    credit.expires_at > now &&
    game.has_free_spins === 1 &&
    (credit.game_id === null || credit.game_id === game.id);
  if (!usable) throw new AppError(ErrorCode.FREE_SPIN_NOT_USABLE);
}

/** What a launch's credit has left for the provider: spins (0 once expired) and the bet. */
export async function creditForProvider(ctx: Ctx, creditId: number | null): Promise<{ id: number; spins_left: number; bet: number } | null> {
  if (creditId === null) return null;
  const credit = await ctx.db.selectFrom('game_free_spins').select(['id', 'spins_left', 'bet', 'expires_at']).where('id', '=', creditId).executeTakeFirstOrThrow();
  return { id: credit.id, spins_left: credit.expires_at > ctx.clock.now() ? credit.spins_left : 0, bet: satangToThb(credit.bet) };
}

/** Takes one spin of the credit, or refuses: none left, or expired (a guarded update: atomic on both engines). */
export async function useFreeSpin(ctx: Ctx, creditId: number | null, now: number): Promise<void> {
  if (creditId === null) throw new AppError(ErrorCode.FREE_SPIN_NOT_USABLE);
  const taken = await ctx.db
    .updateTable('game_free_spins')
    .set((eb) => ({ spins_left: eb('spins_left', '-', 1) }))
    .where('id', '=', creditId)
    .where('spins_left', '>', 0)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw new AppError(ErrorCode.FREE_SPIN_NOT_USABLE);
}

/** A rolled back free-spin debit gives its spin back (even past expiry: the member lost nothing). */
export async function returnFreeSpin(ctx: Ctx, creditId: number): Promise<void> {
  await ctx.db
    .updateTable('game_free_spins')
    .set((eb) => ({ spins_left: eb('spins_left', '+', 1) }))
    .where('id', '=', creditId)
    .whereRef('spins_left', '<', 'spins_total')
    .execute();
}
