/**
 * Settles polls at their close, on the injected clock: one timer set for the
 * next unsettled close (at most an hour away, so a long sleep never drifts),
 * so a FakeClock advanced in a test runs what real time would. On start it
 * settles every poll whose close passed while the process was down. A new
 * poll pokes it to re-arm. settlePoll is once-only by itself, so two
 * processes running this on one database pay nobody twice; the lease of
 * POLL_JOB keeps the second from running it at all (docs/decisions/0066).
 */
import { processLogger } from '#server-kit/observability/logger.js';
import type { Ctx } from '../context.js';
import { outsideTransaction } from '../db/transaction.js';
import { HOUR } from '#shared/dates/calendar.js';
import { createClockLoop } from '../scheduling/clock-loop.js';
import { newLeaseHolder } from '../scheduling/lease.js';
import { duePolls, settlePoll } from './settle.js';

export interface PollScheduler {
  /** Catches up and arms the timer (idempotent). */
  start(): void;
  /** Clears the timer and waits for a tick in flight; nothing runs after it. */
  stop(): Promise<void>;
  /** Resolves once no tick is running (the work a moved clock started is done). */
  idle(): Promise<void>;
  /**
   * Settles what is due now and re-arms for the next close (a poll was
   * added). Call it once the poll has committed, outside any transaction:
   * a tick reads the polls on a connection of its own.
   */
  poke(): Promise<void>;
  /** Settles every poll whose close has passed; answers how many this call settled. */
  runDue(): Promise<number>;
}

/** The lease of this scheduler's ticks in job_leases (docs/decisions/0066). */
export const POLL_JOB = 'poll-settlement';
const MAX_DELAY_MS = HOUR;
const RETRY_DELAY_MS = 5_000;

/** `holder`: this app's lease holder id; the timer's ticks run only while it holds POLL_JOB's lease. */
export function createPollScheduler(ctx: Ctx, log: (error: unknown) => void = defaultLog, holder: string = newLeaseHolder()): PollScheduler {
  async function runDue(): Promise<number> {
    let settled = 0;
    for (const id of await duePolls(ctx, ctx.clock.now())) if (await settlePoll(ctx, id)) settled += 1;
    return settled;
  }

  async function nextClose(): Promise<number> {
    const row = await ctx.db
      .selectFrom('polls')
      .select((eb) => eb.fn.min('closes_at').as('at'))
      .where('settled_at', 'is', null)
      .executeTakeFirst();
    return row?.at ?? Number.POSITIVE_INFINITY;
  }

  const loop = createClockLoop({
    clock: ctx.clock,
    async runDue() {
      await runDue();
      return (await nextClose()) - ctx.clock.now();
    },
    retryDelayMs: RETRY_DELAY_MS,
    maxDelayMs: MAX_DELAY_MS,
    log,
    lease: { db: ctx.db, job: POLL_JOB, holder },
  });

  return {
    start: () => loop.start(),
    stop: () => loop.stop(),
    idle: () => loop.idle(),
    async poke() {
      // Running: tick now so the timer re-arms for the new next close. Stopped: just settle, arm nothing.
      // The tick is the loop's own work: never inside a transaction its caller may still be in.
      if (loop.running) outsideTransaction(() => loop.tickNow());
      else await runDue();
    },
    runDue,
  };
}

function defaultLog(error: unknown): void {
  processLogger('upstream').error({ err: error }, 'poll scheduler');
}
