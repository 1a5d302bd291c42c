/** rounds, round, result and results: what anyone may read of rounds. */
import { sql } from 'kysely';
import type { z } from 'zod';
import type { ResultResponse, ResultsResponse, RoundResponse, RoundsResponse, ZResultsQuery, ZRoundsQuery } from '#shared/api/lotto/rounds.js';
import { RESULTS_PAGE_SIZE } from '#shared/api/lotto/rounds.js';
import type { Ctx } from '../context.js';
import { requireCategory, toWireCategory } from './categories.js';
import { asRoundRow, requireRound, roundLogSeqs, toWireRound } from './rounds.js';
import { bangkokDayOf, wireTime } from '#shared/dates/calendar.js';

type RoundsFilter = z.output<typeof ZRoundsQuery>;
type ResultsFilter = z.output<typeof ZResultsQuery>;

/** Enough for a day of every category; a fast yeekee grid is read through yeekee/list. */
export const ROUNDS_LIMIT = 500;

/**
 * Rounds of a day (`date`), or from today on when no day is given, by closing
 * time. Rounds that never opened and were dropped are left out.
 */
export async function listRounds(ctx: Ctx, filter: RoundsFilter): Promise<RoundsResponse> {
  const now = ctx.clock.now();
  if (filter.category_id !== undefined) await requireCategory(ctx.db, filter.category_id);
  let query = ctx.db
    .selectFrom('lotto_rounds')
    .selectAll()
    .where((eb) => eb.or([eb('status', '!=', 'cancelled'), eb('opened_at', 'is not', null)]));
  query = filter.date ? query.where('draw_date', '=', filter.date) : query.where('draw_date', '>=', bangkokDayOf(now));
  if (filter.category_id !== undefined) query = query.where('category_id', '=', filter.category_id);
  if (filter.status === 'open' || filter.status === 'upcoming') {
    // The clock closes a round even before the scheduler writes it.
    query = query.where('status', '=', filter.status).where('closes_at', '>', now);
  } else if (filter.status === 'closed') {
    query = query.where((eb) =>
      eb.or([eb('status', '=', 'closed'), eb.and([eb('status', 'in', ['open', 'upcoming']), eb('closes_at', '<=', now)])]),
    );
  } else if (filter.status) {
    query = query.where('status', '=', filter.status);
  }
  const rows = (await query.orderBy('closes_at').orderBy('id').limit(ROUNDS_LIMIT).execute()).map(asRoundRow);
  const logSeqs = await roundLogSeqs(ctx.db, rows);
  return { rounds: rows.map((row) => toWireRound(row, now, logSeqs)) };
}

export async function roundDetail(ctx: Ctx, roundId: number): Promise<RoundResponse> {
  const now = ctx.clock.now();
  const round = await requireRound(ctx.db, roundId);
  return {
    round: toWireRound(round, now, await roundLogSeqs(ctx.db, [round])),
    category: toWireCategory(ctx, await requireCategory(ctx.db, round.category_id)),
    server_time: wireTime(now),
  };
}

export async function roundResult(ctx: Ctx, roundId: number): Promise<ResultResponse> {
  const round = await requireRound(ctx.db, roundId);
  return { round: toWireRound(round, ctx.clock.now(), await roundLogSeqs(ctx.db, [round])) };
}

/** Resulted rounds, newest result first, by category and draw day. */
export async function listResults(ctx: Ctx, filter: ResultsFilter): Promise<ResultsResponse> {
  const now = ctx.clock.now();
  if (filter.category_id !== undefined) await requireCategory(ctx.db, filter.category_id);
  let resulted = ctx.db.selectFrom('lotto_rounds').where('status', '=', 'resulted');
  if (filter.category_id !== undefined) resulted = resulted.where('category_id', '=', filter.category_id);
  if (filter.date) resulted = resulted.where('draw_date', '=', filter.date);
  const { total } = await resulted.select(sql<number>`COUNT(*)`.as('total')).executeTakeFirstOrThrow();
  const rows = (
    await resulted
      .selectAll()
      .orderBy('result_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RESULTS_PAGE_SIZE)
      .offset((filter.page - 1) * RESULTS_PAGE_SIZE)
      .execute()
  ).map(asRoundRow);
  const logSeqs = await roundLogSeqs(ctx.db, rows);
  return { results: rows.map((row) => toWireRound(row, now, logSeqs)), page: filter.page, page_size: RESULTS_PAGE_SIZE, total };
}
