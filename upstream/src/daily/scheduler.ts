/**
 * Runs the daily jobs at Bangkok midnight for the day just ended, on the
 * injected clock (a FakeClock advanced past midnight runs them in a test). On
 * start it catches up every day of the last CATCH_UP_DAYS whose runs are not
 * finished, oldest first, never before the first member joined. Of several
 * processes on one database, the holder of DAILY_JOB's lease runs the timer's
 * ticks; should two still run a day (a holder stalled past its lease, or
 * runDue called by hand), the jobs' UNIQUE keys pay each unit once
 * (daily/runner.ts).
 */
import { processLogger } from '#server-kit/observability/logger.js';
import type { Ctx } from '../context.js';
import { addDays, bangkokDayOf, dayStart, HOUR } from '#shared/dates/calendar.js';
import { createClockLoop } from '../scheduling/clock-loop.js';
import { newLeaseHolder } from '../scheduling/lease.js';
import { DAILY_JOB_LIST } from './jobs.js';
import { dayDone, runDay, type RunOutcome } from './runner.js';

export const CATCH_UP_DAYS = 7;
/** The lease of this scheduler's ticks in job_leases (docs/decisions/0066). */
export const DAILY_JOB = 'daily-jobs';
/** No timer waits longer than this, so a long sleep never drifts far from the clock. */
const MAX_DELAY_MS = HOUR;
const RETRY_DELAY_MS = 60_000;

export interface DailyScheduler {
  /** Catches up and arms the timer (idempotent). */
  start(): void;
  /** Clears the timer and waits for a tick in flight; nothing runs after it. */
  stop(): Promise<void>;
  /** Resolves once no tick is running (the work a moved clock started is done). */
  idle(): Promise<void>;
  /** Runs every unfinished day of the catch-up window now. */
  runDue(): Promise<RunOutcome[]>;
}

/** The days before today that a run may still owe, oldest first. */
export async function dueDays(ctx: Ctx, now: number): Promise<string[]> {
  const today = bangkokDayOf(now);
  const row = await ctx.db.selectFrom('members').select((eb) => eb.fn.min('created_at').as('first')).executeTakeFirst();
  const firstJoined = row?.first ?? null;
  if (firstJoined === null) return [];
  const first = bangkokDayOf(firstJoined);
  const days: string[] = [];
  for (let back = CATCH_UP_DAYS; back >= 1; back--) {
    const day = addDays(today, -back);
    if (day >= first) days.push(day);
  }
  return days;
}

/** `holder`: this app's lease holder id; the timer's ticks run only while it holds DAILY_JOB's lease. */
export function createDailyScheduler(ctx: Ctx, log: (error: unknown) => void = defaultLog, holder: string = newLeaseHolder()): DailyScheduler {
  async function runDue(): Promise<RunOutcome[]> {
    const outcomes: RunOutcome[] = [];
    for (const day of await dueDays(ctx, ctx.clock.now())) {
      if (!(await dayDone(ctx, DAILY_JOB_LIST, day))) outcomes.push(...(await runDay(ctx, DAILY_JOB_LIST, day, log)));
    }
    return outcomes;
  }

  /** One loop step: run the owed days, then sleep until the next Bangkok midnight ends another. */
  async function step(): Promise<number> {
    await runDue();
    const now = ctx.clock.now();
    return dayStart(addDays(bangkokDayOf(now), 1)) - now;
  }

  const loop = createClockLoop({
    clock: ctx.clock,
    runDue: step,
    retryDelayMs: RETRY_DELAY_MS,
    maxDelayMs: MAX_DELAY_MS,
    log,
    lease: { db: ctx.db, job: DAILY_JOB, holder },
  });

  return {
    start: () => loop.start(),
    stop: () => loop.stop(),
    idle: () => loop.idle(),
    runDue,
  };
}

function defaultLog(error: unknown): void {
  processLogger('upstream').error({ err: error }, 'daily scheduler');
}
