/** yeekee/list: a day's yeekee rounds of every yeekee category (or one). */
import type { z } from 'zod';
import type { YeekeeListResponse, YeekeeRound, ZYeekeeListQuery } from '@shared/api/lotto/yeekee.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { allCategories, type Category } from '../lotto/categories.js';
import { toYeekeeRound, type RoundRow } from '../lotto/rounds.js';
import { bangkokDayOf, wireTime } from '../lotto/time.js';

type YeekeeListQuery = z.output<typeof ZYeekeeListQuery>;

/** A fast grid makes thousands of rounds a day: a list holds the ones nearest now. */
export const YEEKEE_LIST_LIMIT = 300;

/** The day whose rounds are running or next (a yeekee day runs past midnight, to 04:00). */
function currentDay(ctx: Ctx, category: Category, now: number): string {
  const day = stmt<[number, number], string>(
    ctx.db,
    `SELECT draw_date FROM lotto_rounds WHERE category_id = ? AND closes_at > ? AND status != 'cancelled' ORDER BY closes_at LIMIT 1`,
  )
    .pluck()
    .get(category.id, now);
  return day ?? bangkokDayOf(now);
}

export function yeekeeList(ctx: Ctx, query: YeekeeListQuery): YeekeeListResponse {
  const now = ctx.clock.now();
  const categories = allCategories(ctx.db).filter(
    (c) => c.kind === 'yeekee' && (query.category_id === undefined || c.id === query.category_id),
  );
  if (categories.length === 0) throw new AppError(ErrorCode.CATEGORY_NOT_FOUND);
  const rounds: YeekeeRound[] = [];
  for (const category of categories) {
    const rows = stmt<[string, number, number], RoundRow>(
      ctx.db,
      `SELECT * FROM (
         SELECT * FROM lotto_rounds WHERE draw_date = ? AND category_id = ? AND (status != 'cancelled' OR opened_at IS NOT NULL)
         ORDER BY abs(opens_at - ?) LIMIT ${YEEKEE_LIST_LIMIT}
       ) ORDER BY opens_at`,
    ).all(query.date ?? currentDay(ctx, category, now), category.id, now);
    for (const row of rows) rounds.push(toYeekeeRound(row, now));
  }
  return { rounds, server_time: wireTime(now) };
}
