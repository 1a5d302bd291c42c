/**
 * Settles polls at their close, on the injected clock: one timer set for the
 * next unsettled close (at most an hour away, so a long sleep never drifts),
 * so a FakeClock advanced in a test runs what real time would. On start it
 * settles every poll whose close passed while the process was down. A new
 * poll or an early close pokes it to re-arm. settlePoll is once-only by
 * itself, so two processes running this on one file pay nobody twice.
 */
import type { TimerHandle } from '@shared/clock.js';
import { processLogger } from '@shared/observability/logger.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { HOUR } from '../lotto/time.js';
import { duePolls, settlePoll } from './settle.js';

export interface PollScheduler {
  /** Catches up and arms the timer (idempotent). */
  start(): void;
  stop(): void;
  /** Settles what is due now and re-arms for the next close (a poll was added or closed). */
  poke(): void;
}

const MAX_DELAY_MS = HOUR;
const RETRY_DELAY_MS = 5_000;

export function createPollScheduler(ctx: Ctx, log: (error: unknown) => void = defaultLog): PollScheduler {
  let timer: TimerHandle | undefined;
  let running = false;

  function runDue(): void {
    for (const id of duePolls(ctx, ctx.clock.now())) settlePoll(ctx, id);
  }

  function nextClose(): number {
    const at = stmt<[], number | null>(ctx.db, 'SELECT MIN(closes_at) FROM polls WHERE settled_at IS NULL').pluck().get();
    return at ?? Number.POSITIVE_INFINITY;
  }

  function arm(delay: number): void {
    if (!running) return;
    if (timer) ctx.clock.clearTimeout(timer);
    timer = ctx.clock.setTimeout(tick, Math.max(0, Math.min(delay, MAX_DELAY_MS)));
  }

  function tick(): void {
    timer = undefined;
    if (!running) return;
    // The database was closed under us (a test that never stopped the app).
    if (!ctx.db.open) {
      running = false;
      return;
    }
    try {
      runDue();
      arm(nextClose() - ctx.clock.now());
    } catch (error) {
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
    poke() {
      if (running) tick();
      else runDue();
    },
  };
}

function defaultLog(error: unknown): void {
  processLogger('upstream').error({ err: error }, 'poll scheduler');
}
