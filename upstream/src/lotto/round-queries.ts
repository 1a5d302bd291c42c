/** rounds, round, result and results: what anyone may read of rounds. */
import type { z } from 'zod';
import type { ResultResponse, ResultsResponse, RoundResponse, RoundsResponse, ZResultsQuery, ZRoundsQuery } from '@shared/api/lotto/rounds.js';
import { RESULTS_PAGE_SIZE } from '@shared/api/lotto/rounds.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { requireCategory, toWireCategory } from './categories.js';
import { requireRound, toWireRound, type RoundRow } from './rounds.js';
import { bangkokDayOf, wireTime } from './time.js';

type RoundsFilter = z.output<typeof ZRoundsQuery>;
type ResultsFilter = z.output<typeof ZResultsQuery>;

/** Enough for a day of every category; a fast yeekee grid is read through yeekee/list. */
export const ROUNDS_LIMIT = 500;

/**
 * Rounds of a day (`date`), or from today on when no day is given, by closing
 * time. Rounds that never opened and were dropped are left out.
 */
export function listRounds(ctx: Ctx, filter: RoundsFilter): RoundsResponse {
  const now = ctx.clock.now();
  if (filter.category_id !== undefined) requireCategory(ctx.db, filter.category_id);
  const where = [`(status != 'cancelled' OR opened_at IS NOT NULL)`];
  const params: (string | number)[] = [];
  if (filter.date) {
    where.push('draw_date = ?');
    params.push(filter.date);
  } else {
    where.push('draw_date >= ?');
    params.push(bangkokDayOf(now));
  }
  if (filter.category_id !== undefined) {
    where.push('category_id = ?');
    params.push(filter.category_id);
  }
  if (filter.status === 'open' || filter.status === 'upcoming') {
    // The clock closes a round even before the scheduler writes it.
    where.push('status = ? AND closes_at > ?');
    params.push(filter.status, now);
  } else if (filter.status === 'closed') {
    where.push(`(status = 'closed' OR (status IN ('open', 'upcoming') AND closes_at <= ?))`);
    params.push(now);
  } else if (filter.status) {
    where.push('status = ?');
    params.push(filter.status);
  }
  const rows = stmt(ctx.db, `SELECT * FROM lotto_rounds WHERE ${where.join(' AND ')} ORDER BY closes_at, id LIMIT ${ROUNDS_LIMIT}`).all(
    ...params,
  ) as RoundRow[];
  return { rounds: rows.map((row) => toWireRound(row, now)) };
}

export function roundDetail(ctx: Ctx, roundId: number): RoundResponse {
  const now = ctx.clock.now();
  const round = requireRound(ctx.db, roundId);
  return {
    round: toWireRound(round, now),
    category: toWireCategory(ctx, requireCategory(ctx.db, round.category_id)),
    server_time: wireTime(now),
  };
}

export function roundResult(ctx: Ctx, roundId: number): ResultResponse {
  return { round: toWireRound(requireRound(ctx.db, roundId), ctx.clock.now()) };
}

/** Resulted rounds, newest result first, by category and draw day. */
export function listResults(ctx: Ctx, filter: ResultsFilter): ResultsResponse {
  const now = ctx.clock.now();
  if (filter.category_id !== undefined) requireCategory(ctx.db, filter.category_id);
  const where = [`status = 'resulted'`];
  const params: (string | number)[] = [];
  if (filter.category_id !== undefined) {
    where.push('category_id = ?');
    params.push(filter.category_id);
  }
  if (filter.date) {
    where.push('draw_date = ?');
    params.push(filter.date);
  }
  const clause = where.join(' AND ');
  const total = stmt(ctx.db, `SELECT COUNT(*) FROM lotto_rounds WHERE ${clause}`).pluck().get(...params) as number;
  const rows = stmt(ctx.db, `SELECT * FROM lotto_rounds WHERE ${clause} ORDER BY result_at DESC, id DESC LIMIT ? OFFSET ?`).all(
    ...params,
    RESULTS_PAGE_SIZE,
    (filter.page - 1) * RESULTS_PAGE_SIZE,
  ) as RoundRow[];
  return { results: rows.map((row) => toWireRound(row, now)), page: filter.page, page_size: RESULTS_PAGE_SIZE, total };
}
