/**
 * Drives rounds by the injected clock only: one timer, set for the next thing
 * due (a round to open, close or draw, or the next generation), so a FakeClock
 * advanced in a test runs exactly what real time would. On start it catches up
 * on whatever fell due while the process was down. Requests never rely on it:
 * bills and shots compare the clock with a round's times themselves. Of
 * several processes on one database, the holder of LOTTO_JOB's lease runs the
 * ticks; each round's moves stay conditional updates (round-state.ts), so a
 * stalled holder and its successor still move a round once (docs/decisions/0066).
 */
import { processLogger } from '@shared/observability/logger.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { createClockLoop } from '../scheduling/clock-loop.js';
import { newLeaseHolder } from '../scheduling/lease.js';
import { drawSeededRound } from './draws.js';
import { generateRounds, generationIntervalMs } from './generate.js';
import { closeRound, markCancelled, openRound } from './round-state.js';
import type { RoundRow } from './rounds.js';
import { settleRound } from './settlement.js';
import { HOUR } from './time.js';

export interface LottoScheduler {
  /** Catches up and arms the timer (idempotent). */
  start(): void;
  /** Clears the timer; nothing runs after it. */
  stop(): void;
  /** Runs whatever is due now (start and the timer call it). */
  runDue(): void;
}

/** The lease of this scheduler's ticks in job_leases (docs/decisions/0066). */
export const LOTTO_JOB = 'lotto-rounds';
/** No timer waits longer than this, so a long sleep never drifts far from the clock. */
const MAX_DELAY_MS = HOUR;
const RETRY_DELAY_MS = 5_000;
/** Back-to-back ticks with nothing left to wait for mean something due cannot move: back off and say so. */
const MAX_IMMEDIATE_TICKS = 3;

/** `holder`: this app's lease holder id; the timer's ticks run only while it holds LOTTO_JOB's lease. */
export function createScheduler(ctx: Ctx, log: (error: unknown) => void = defaultLog, holder: string = newLeaseHolder()): LottoScheduler {
  let nextGeneration = 0;
  let generated = false;
  let immediateTicks = 0;

  function openDue(now: number): void {
    const due = stmt<[number], RoundRow>(ctx.db, `SELECT * FROM lotto_rounds WHERE status = 'upcoming' AND opens_at <= ? ORDER BY opens_at`).all(now);
    for (const round of due) {
      // Never opened while it could take bets (the process was down): no seed was committed in time, so no result.
      if (round.closes_at <= now) markCancelled(ctx, round.id, now);
      else openRound(ctx, round, now);
    }
  }

  function closeDue(now: number): void {
    const due = stmt<[number], number>(ctx.db, `SELECT id FROM lotto_rounds WHERE status = 'open' AND closes_at <= ? ORDER BY closes_at`)
      .pluck()
      .all(now);
    for (const id of due) closeRound(ctx, id, now);
  }

  function drawDue(now: number): void {
    const due = stmt<[number], number>(
      ctx.db,
      `SELECT id FROM lotto_rounds WHERE status = 'closed' AND seed IS NOT NULL AND result_at <= ? ORDER BY result_at`,
    )
      .pluck()
      .all(now);
    for (const id of due) drawSeededRound(ctx, id, now);
  }

  function settleLeftovers(): void {
    // A result recorded before a crash and not yet settled.
    const due = stmt<[], number>(
      ctx.db,
      `SELECT id FROM lotto_rounds INDEXED BY lotto_rounds_unsettled WHERE status = 'resulted' AND settled_at IS NULL`,
    )
      .pluck()
      .all();
    for (const id of due) settleRound(ctx, id);
  }

  function runDue(): void {
    const now = ctx.clock.now();
    if (now >= nextGeneration) {
      generateRounds(ctx, now, !generated);
      generated = true;
      nextGeneration = now + generationIntervalMs(ctx);
    }
    ctx.db.transaction(() => {
      openDue(now);
      closeDue(now);
    })();
    drawDue(now);
    settleLeftovers();
  }

  function nextDue(): number {
    const next = stmt<[], { at: number | null }>(
      ctx.db,
      `SELECT MIN(at) AS at FROM (
         SELECT MIN(opens_at) AS at FROM lotto_rounds WHERE status = 'upcoming'
         UNION ALL SELECT MIN(closes_at) FROM lotto_rounds WHERE status = 'open'
         UNION ALL SELECT MIN(result_at) FROM lotto_rounds WHERE status = 'closed' AND seed IS NOT NULL)`,
    ).get()?.at;
    return Math.min(next ?? Number.POSITIVE_INFINITY, nextGeneration);
  }

  /** One loop step: run what is due, then wait for the next thing due. */
  function step(): number {
    runDue();
    const delay = nextDue() - ctx.clock.now();
    immediateTicks = delay <= 0 ? immediateTicks + 1 : 0;
    // Thrown so the loop logs it and backs off to its retry delay instead of spinning.
    if (immediateTicks >= MAX_IMMEDIATE_TICKS) throw new Error('lotto rounds are due but do not move');
    return delay;
  }

  const loop = createClockLoop({
    clock: ctx.clock,
    db: ctx.db,
    runDue: step,
    retryDelayMs: RETRY_DELAY_MS,
    maxDelayMs: MAX_DELAY_MS,
    log,
    lease: { db: ctx.db, job: LOTTO_JOB, holder },
  });

  return {
    start: () => loop.start(),
    stop: () => loop.stop(),
    runDue,
  };
}

function defaultLog(error: unknown): void {
  processLogger('upstream').error({ err: error }, 'lotto scheduler');
}
