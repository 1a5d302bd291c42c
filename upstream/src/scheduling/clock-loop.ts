/**
 * The timer loop the lotto, daily and poll schedulers share: one timer on the
 * injected clock (so a FakeClock advanced in a test runs exactly what real
 * time would), capped at maxDelayMs so a long sleep never drifts far from the
 * clock, and a failed run retried after retryDelayMs instead of killing the
 * loop. What is due and when to wake next stay with each scheduler.
 *
 * With a lease, a tick runs only in the process holding the job's lease
 * (scheduling/lease.ts), which each tick renews; the others try again a
 * lease's length later, so one of them takes over soon after a holder dies.
 */
import type { Database } from 'better-sqlite3';
import type { Clock, TimerHandle } from '@shared/clock.js';
import { LEASE_TTL_MS, releaseLease, tryLease } from './lease.js';

export interface LoopLease {
  db: Database;
  /** The job's name in job_leases. */
  job: string;
  /** This app's holder id (newLeaseHolder). */
  holder: string;
  ttlMs?: number;
}

export interface ClockLoopOptions {
  clock: Clock;
  /** Only `open` is read: a database closed under a running loop stops it. */
  db: { readonly open: boolean };
  /** Does whatever is due now and returns the ms until the next run; a throw is logged and retried. */
  runDue(): number;
  retryDelayMs: number;
  maxDelayMs: number;
  log(error: unknown): void;
  /** Several processes on one database: run only while holding this job's lease. */
  lease?: LoopLease;
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
  const { clock, db, retryDelayMs, maxDelayMs, log, lease } = options;
  const leaseTtl = lease?.ttlMs ?? LEASE_TTL_MS;
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
      // Held elsewhere: that process does the work; look again when its lease would have run out.
      if (lease && !tryLease(lease.db, lease.job, lease.holder, clock.now(), leaseTtl)) arm(leaseTtl);
      else arm(options.runDue());
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
      // A clean stop hands the job over at once instead of after the lease runs out.
      if (lease && db.open) {
        try {
          releaseLease(lease.db, lease.job, lease.holder);
        } catch (error) {
          log(error);
        }
      }
    },
    tickNow: tick,
    get running() {
      return running;
    },
  };
}
