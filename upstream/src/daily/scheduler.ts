/**
 * Runs the daily jobs at Bangkok midnight for the day just ended, on the
 * injected clock (a FakeClock advanced past midnight runs them in a test). On
 * start it catches up every day of the last CATCH_UP_DAYS whose runs are not
 * finished, oldest first, never before the first member joined. Two processes
 * on one database may both run a day: the jobs' UNIQUE keys pay each unit
 * once (daily/runner.ts).
 */
import type { TimerHandle } from '@shared/clock.js';
import { processLogger } from '@shared/observability/logger.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { addDays, bangkokDayOf, dayStart, HOUR } from '../lotto/time.js';
import { DAILY_JOB_LIST } from './jobs.js';
import { dayDone, runDay, type RunOutcome } from './runner.js';

export const CATCH_UP_DAYS = 7;
/** No timer waits longer than this, so a long sleep never drifts far from the clock. */
const MAX_DELAY_MS = HOUR;
const RETRY_DELAY_MS = 60_000;

export interface DailyScheduler {
  /** Catches up and arms the timer (idempotent). */
  start(): void;
  /** Clears the timer; nothing runs after it. */
  stop(): void;
  /** Runs every unfinished day of the catch-up window now. */
  runDue(): RunOutcome[];
}

/** The days before today that a run may still owe, oldest first. */
export function dueDays(ctx: Ctx, now: number): string[] {
  const today = bangkokDayOf(now);
  const firstJoined = stmt<[], number | null>(ctx.db, 'SELECT MIN(created_at) FROM members').pluck().get();
  if (firstJoined === null || firstJoined === undefined) return [];
  const first = bangkokDayOf(firstJoined);
  const days: string[] = [];
  for (let back = CATCH_UP_DAYS; back >= 1; back--) {
    const day = addDays(today, -back);
    if (day >= first) days.push(day);
  }
  return days;
}

export function createDailyScheduler(ctx: Ctx, log: (error: unknown) => void = defaultLog): DailyScheduler {
  let timer: TimerHandle | undefined;
  let running = false;

  function runDue(): RunOutcome[] {
    const outcomes: RunOutcome[] = [];
    for (const day of dueDays(ctx, ctx.clock.now())) {
      if (!dayDone(ctx, DAILY_JOB_LIST, day)) outcomes.push(...runDay(ctx, DAILY_JOB_LIST, day, log));
    }
    return outcomes;
  }

  function arm(delay: number): void {
    if (!running) return;
    timer = ctx.clock.setTimeout(tick, Math.max(0, Math.min(delay, MAX_DELAY_MS)));
  }

  function tick(): void {
    timer = undefined;
    if (!running) return;
    if (!ctx.db.open) {
      running = false;
      return;
    }
    try {
      runDue();
      const now = ctx.clock.now();
      arm(dayStart(addDays(bangkokDayOf(now), 1)) - now);
    } catch (error) {
      // A racing process holding the write lock past busy_timeout, most likely: try again soon.
      log(error);
      arm(RETRY_DELAY_MS);
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      tick();
    },
    stop() {
      running = false;
      if (timer) ctx.clock.clearTimeout(timer);
      timer = undefined;
    },
    runDue,
  };
}

function defaultLog(error: unknown): void {
  processLogger('upstream').error({ err: error }, 'daily scheduler');
}
