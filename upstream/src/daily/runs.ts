/** The agent's report of the daily jobs' runs, newest day first. */
import type { DailyJob, DailyRun } from '@shared/api/daily-operator.js';
import type { Paged } from '@shared/api/common.js';
import { satangToThb } from '@shared/money.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { wireTime } from '../lotto/time.js';
import { DAILY_PAGE_SIZE } from './wire.js';

interface RunRow {
  id: number;
  job: DailyJob;
  day: string;
  members: number;
  paid: number;
  total: number;
  failures: number;
  started_at: number;
  finished_at: number | null;
}

export function dailyRuns(ctx: Ctx, page: number): Paged<DailyRun> {
  const rows = stmt<[number, number], RunRow>(ctx.db, 'SELECT * FROM daily_runs ORDER BY day DESC, id DESC LIMIT ? OFFSET ?').all(
    DAILY_PAGE_SIZE,
    (page - 1) * DAILY_PAGE_SIZE,
  );
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
    total: stmt<[], number>(ctx.db, 'SELECT COUNT(*) FROM daily_runs').pluck().get()!,
  };
}
