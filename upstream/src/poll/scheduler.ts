/**
 * Settles polls at their close, on the injected clock: one timer set for the
 * next unsettled close (at most an hour away, so a long sleep never drifts),
 * so a FakeClock advanced in a test runs what real time would. On start it
 * settles every poll whose close passed while the process was down. A new
 * poll or an early close pokes it to re-arm. settlePoll is once-only by
 * itself, so two processes running this on one file pay nobody twice; the
 * lease of POLL_JOB keeps the second from running it at all (docs/decisions/0066).
 */
import { processLogger } from '@shared/observability/logger.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { HOUR } from '../lotto/time.js';
import { createClockLoop } from '../scheduling/clock-loop.js';
import { newLeaseHolder } from '../scheduling/lease.js';
import { duePolls, settlePoll } from './settle.js';

export interface PollScheduler {
  /** Catches up and arms the timer (idempotent). */
  start(): void;
  stop(): void;
  /** Settles what is due now and re-arms for the next close (a poll was added or closed). */
  poke(): void;
}

/** The lease of this scheduler's ticks in job_leases (docs/decisions/0066). */
export const POLL_JOB = 'poll-settlement';
const MAX_DELAY_MS = HOUR;
const RETRY_DELAY_MS = 5_000;

/** `holder`: this app's lease holder id; the timer's ticks run only while it holds POLL_JOB's lease. */
export function createPollScheduler(ctx: Ctx, log: (error: unknown) => void = defaultLog, holder: string = newLeaseHolder()): PollScheduler {
  function runDue(): void {
    for (const id of duePolls(ctx, ctx.clock.now())) settlePoll(ctx, id);
  }

  function nextClose(): number {
    const at = stmt<[], number | null>(ctx.db, 'SELECT MIN(closes_at) FROM polls WHERE settled_at IS NULL').pluck().get();
    return at ?? Number.POSITIVE_INFINITY;
  }

  const loop = createClockLoop({
    clock: ctx.clock,
    db: ctx.db,
    runDue() {
      runDue();
      return nextClose() - ctx.clock.now();
    },
    retryDelayMs: RETRY_DELAY_MS,
    maxDelayMs: MAX_DELAY_MS,
    log,
    lease: { db: ctx.db, job: POLL_JOB, holder },
  });

  return {
    start: () => loop.start(),
    stop: () => loop.stop(),
    poke() {
      // Running: tick now so the timer re-arms for the new next close. Stopped: just settle, arm nothing.
      if (loop.running) loop.tickNow();
      else runDue();
    },
  };
}

function defaultLog(error: unknown): void {
  processLogger('upstream').error({ err: error }, 'poll scheduler');
}
