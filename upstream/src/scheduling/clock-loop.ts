/**
 * The timer loop the lotto, daily and poll schedulers share: one timer on the
 * injected clock (so a FakeClock advanced in a test runs exactly what real
 * time would), capped at maxDelayMs so a long sleep never drifts far from the
 * clock, and a failed run retried after retryDelayMs instead of killing the
 * loop. What is due and when to wake next stay with each scheduler.
 *
 * A tick is asynchronous (the database answers in its own time): one runs at
 * a time, and a tick asked for while one runs follows it. `idle()` resolves
 * once no tick is running, for whoever must see a tick's work done (a test
 * that moved its clock, a stop before the database closes).
 *
 * With a lease, a tick runs only in the process holding the job's lease
 * (scheduling/lease.ts), which each tick renews, and renews again while it
 * runs; the others try again a lease's length later, so one of them takes
 * over soon after a holder dies.
 */
import type { Clock, TimerHandle } from '#shared/clock.js';
import type { Db } from '../db/transaction.js';
import { LEASE_TTL_MS, releaseLease, tryLease } from './lease.js';

export interface LoopLease {
  db: Db;
  /** The job's name in job_leases. */
  job: string;
  /** This app's holder id (newLeaseHolder). */
  holder: string;
  ttlMs?: number;
}

export interface ClockLoopOptions {
  clock: Clock;
  /** Does whatever is due now and answers the ms until the next run; a throw is logged and retried. */
  runDue(): Promise<number>;
  retryDelayMs: number;
  maxDelayMs: number;
  log(error: unknown): void;
  /** Several processes on one database: run only while holding this job's lease. */
  lease?: LoopLease;
}

export interface ClockLoop {
  /** Runs once now and arms the timer (idempotent). */
  start(): void;
  /** Clears the timer, waits for a running tick, and hands the lease over; nothing runs after it. */
  stop(): Promise<void>;
  /** Runs now in place of the armed timer (something due changed); does nothing when stopped. */
  tickNow(): void;
  /** Resolves once no tick is running or waiting to follow. */
  idle(): Promise<void>;
  readonly running: boolean;
}

export function createClockLoop(options: ClockLoopOptions): ClockLoop {
  const { clock, retryDelayMs, maxDelayMs, log, lease } = options;
  const leaseTtl = lease?.ttlMs ?? LEASE_TTL_MS;
  let timer: TimerHandle | undefined;
  let running = false;
  /** the tick in flight, if any, and whether another was asked for meanwhile */
  let inFlight: Promise<void> | undefined;
  let again = false;

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

  /**
   * Renews the lease every third of its length while a tick runs: a long tick (a big draw's
   * settlement) keeps the job, so the other processes do not start the same work beside it.
   * `stop` waits for a renewal under way, so none lands after a release.
   */
  function keepLease(held: LoopLease): { stop(): Promise<void> } {
    let renewal: Promise<unknown> = Promise.resolve();
    let beat: TimerHandle | undefined;
    let kept = true;
    const schedule = () => {
      // Whole milliseconds: the clock's times are stored as integers.
      if (kept) beat = clock.setTimeout(renew, Math.ceil(leaseTtl / 3));
    };
    const renew = () => {
      renewal = tryLease(held.db, held.job, held.holder, clock.now(), leaseTtl).catch(log).finally(schedule);
    };
    schedule();
    return {
      async stop() {
        kept = false;
        if (beat) clock.clearTimeout(beat);
        await renewal;
      },
    };
  }

  async function runOnce(): Promise<void> {
    try {
      // Held elsewhere: that process does the work; look again when its lease would have run out.
      if (lease && !(await tryLease(lease.db, lease.job, lease.holder, clock.now(), leaseTtl))) {
        arm(leaseTtl);
        return;
      }
      const kept = lease && keepLease(lease);
      try {
        arm(await options.runDue());
      } finally {
        await kept?.stop();
      }
    } catch (error) {
      // Most likely the database away for a moment (a restart, a lock held past its wait): try again soon.
      log(error);
      arm(retryDelayMs);
    }
  }

  function tick(): void {
    clear();
    if (!running) return;
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = runOnce().finally(() => {
      inFlight = undefined;
      if (again && running) {
        again = false;
        tick();
      }
    });
  }

  async function idle(): Promise<void> {
    while (inFlight) await inFlight;
  }

  return {
    start() {
      if (running) return;
      running = true;
      tick();
    },
    async stop() {
      running = false;
      again = false;
      clear();
      await idle();
      // A clean stop hands the job over at once instead of after the lease runs out.
      if (lease) await releaseLease(lease.db, lease.job, lease.holder).catch(log);
    },
    tickNow: tick,
    idle,
    get running() {
      return running;
    },
  };
}
