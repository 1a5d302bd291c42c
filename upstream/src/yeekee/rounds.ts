/** yeekee/list: a day's yeekee rounds of every yeekee category (or one). */
import { sql } from 'kysely';
import type { z } from 'zod';
import type { YeekeeListResponse, YeekeeRound, ZYeekeeListQuery } from '#shared/api/lotto/yeekee.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { Ctx } from '../context.js';
import { allCategories, type Category } from '../lotto/categories.js';
import { asRoundRow, roundLogSeqs, toYeekeeRound, type RoundRow } from '../lotto/rounds.js';
import { bangkokDayOf, wireTime } from '#shared/dates/calendar.js';

type YeekeeListQuery = z.output<typeof ZYeekeeListQuery>;

/** A fast grid makes thousands of rounds a day: a list holds the ones nearest now. */
export const YEEKEE_LIST_LIMIT = 300;

/** The day whose rounds are running or next (a yeekee day runs past midnight, to 04:00). */
async function currentDay(ctx: Ctx, category: Category, now: number): Promise<string> {
  const next = await ctx.db
    .selectFrom('lotto_rounds')
    .select('draw_date')
    .where('category_id', '=', category.id)
    .where('closes_at', '>', now)
    .where('status', '!=', 'cancelled')
    .orderBy('closes_at')
    .limit(1)
    .executeTakeFirst();
  return next?.draw_date ?? bangkokDayOf(now);
}

/** The day's rounds of one category nearest `now`, in opening order; a cancelled one only if it had opened. */
async function roundsOfDay(ctx: Ctx, category: Category, day: string, now: number): Promise<RoundRow[]> {
  const rows = await ctx.db
    .selectFrom((db) =>
      db
        .selectFrom('lotto_rounds')
        .selectAll()
        .where('draw_date', '=', day)
        .where('category_id', '=', category.id)
        .where((eb) => eb.or([eb('status', '!=', 'cancelled'), eb('opened_at', 'is not', null)]))
        // opens_at breaks a tie of distance the same way on both engines
        .orderBy(sql`abs(opens_at - ${now})`)
        .orderBy('opens_at')
        .limit(YEEKEE_LIST_LIMIT)
        .as('nearest'),
    )
    .selectAll()
    .orderBy('opens_at')
    .execute();
  return rows.map(asRoundRow);
}

export async function yeekeeList(ctx: Ctx, query: YeekeeListQuery): Promise<YeekeeListResponse> {
  const now = ctx.clock.now();
  const categories = (await allCategories(ctx.db)).filter(
    (c) => c.kind === 'yeekee' && (query.category_id === undefined || c.id === query.category_id),
  );
  if (categories.length === 0) throw new AppError(ErrorCode.CATEGORY_NOT_FOUND);
  const rows: RoundRow[] = [];
  for (const category of categories) rows.push(...(await roundsOfDay(ctx, category, query.date ?? (await currentDay(ctx, category, now)), now)));
  const logSeqs = await roundLogSeqs(ctx.db, rows);
  const rounds: YeekeeRound[] = rows.map((row) => toYeekeeRound(row, now, logSeqs));
  return { rounds, server_time: wireTime(now) };
}
