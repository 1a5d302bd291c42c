/** The agent's report of the daily jobs' runs, newest day first. */
import type { DailyJob, DailyRun } from '#shared/api/daily-operator.js';
import type { Paged } from '#shared/api/common.js';
import { satangToThb } from '#shared/money.js';
import type { Ctx } from '../context.js';
import { wireTime } from '#shared/dates/calendar.js';
import { DAILY_PAGE_SIZE } from './wire.js';

export async function dailyRuns(ctx: Ctx, page: number): Promise<Paged<DailyRun>> {
  const rows = await ctx.db
    .selectFrom('daily_runs')
    .selectAll()
    .$narrowType<{ job: DailyJob }>()
    .orderBy('day', 'desc')
    .orderBy('id', 'desc')
    .limit(DAILY_PAGE_SIZE)
    .offset((page - 1) * DAILY_PAGE_SIZE)
    .execute();
  const { total } = await ctx.db.selectFrom('daily_runs').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return {
    items: rows.map((row) => ({
      id: row.id,
      job: row.job,
      day: row.day,
      members: row.members,
      paid: row.paid,
      total: satangToThb(row.total),
      failures: row.failures,
      started_at: wireTime(row.started_at),
      finished_at: row.finished_at === null ? null : wireTime(row.finished_at),
    })),
    page,
    page_size: DAILY_PAGE_SIZE,
    total,
  };
}
