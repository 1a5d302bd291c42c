/**
 * The timer loop the lotto, daily and poll schedulers share: one timer on the
 * injected clock (so a FakeClock advanced in a test runs exactly what real
 * time would), capped at maxDelayMs so a long sleep never drifts far from the
 * clock, and a failed run retried after retryDelayMs instead of killing the
 * loop. What is due and when to wake next stay with each scheduler.
 */
import type { Clock, TimerHandle } from '@shared/clock.js';

export interface ClockLoopOptions {
  clock: Clock;
  /** Only `open` is read: a database closed under a running loop stops it. */
  db: { readonly open: boolean };
  /** Does whatever is due now and returns the ms until the next run; a throw is logged and retried. */
  runDue(): number;
  retryDelayMs: number;
  maxDelayMs: number;
  log(error: unknown): void;
}

export interface ClockLoop {
  /** Runs once now and arms the timer (idempotent). */
  start(): void;
  /** Clears the timer; nothing runs after it. */
  stop(): void;
  /** Runs now in place of the armed timer (something due changed); does nothing when stopped. */
  tickNow(): void;
  readonly running: boolean;
}

export function createClockLoop(options: ClockLoopOptions): ClockLoop {
  const { clock, db, retryDelayMs, maxDelayMs, log } = options;
  let timer: TimerHandle | undefined;
  let running = false;

  function clear(): void {
    if (timer) clock.clearTimeout(timer);
    timer = undefined;
  }

  function arm(delay: number): void {
    if (!running) return;
    // Replacing, never adding: a second live timer would start a second chain of ticks.
    clear();
    timer = clock.setTimeout(tick, Math.max(0, Math.min(delay, maxDelayMs)));
  }

  function tick(): void {
    clear();
    if (!running) return;
    // The database was closed under us (a test or a bench that never stopped the app).
    if (!db.open) {
      running = false;
      return;
    }
    try {
      arm(options.runDue());
    } catch (error) {
      // Most likely another process holding the write lock past busy_timeout: try again soon.
      log(error);
      arm(retryDelayMs);
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
      clear();
    },
    tickNow: tick,
    get running() {
      return running;
    },
  };
}
