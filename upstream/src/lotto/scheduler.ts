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
import { sql } from 'kysely';
import { processLogger } from '#server-kit/observability/logger.js';
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import { createClockLoop } from '../scheduling/clock-loop.js';
import { newLeaseHolder } from '../scheduling/lease.js';
import { drawSeededRound } from './draws.js';
import { generateRounds, generationIntervalMs } from './generate.js';
import { closeRound, markCancelled, openRound } from './round-state.js';
import { asRoundRow } from './rounds.js';
import { settleRound } from './settlement.js';
import { HOUR } from '#shared/dates/calendar.js';

export interface LottoScheduler {
  /** Catches up and arms the timer (idempotent). */
  start(): void;
  /** Clears the timer and waits for a tick in flight; nothing runs after it. */
  stop(): Promise<void>;
  /** Resolves once no tick is running (the work a moved clock started is done). */
  idle(): Promise<void>;
  /** Runs whatever is due now (start and the timer call it). */
  runDue(): Promise<void>;
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

  async function openDue(now: number): Promise<void> {
    const due = await ctx.db
      .selectFrom('lotto_rounds')
      .selectAll()
      .where('status', '=', 'upcoming')
      .where('opens_at', '<=', now)
      .orderBy('opens_at')
      .execute();
    for (const round of due.map(asRoundRow)) {
      // Never opened while it could take bets (the process was down): no seed was committed in time, so no result.
      if (round.closes_at <= now) await markCancelled(ctx, round.id, now);
      else await openRound(ctx, round, now);
    }
  }

  async function closeDue(now: number): Promise<void> {
    const due = await ctx.db
      .selectFrom('lotto_rounds')
      .select('id')
      .where('status', '=', 'open')
      .where('closes_at', '<=', now)
      .orderBy('closes_at')
      .execute();
    for (const { id } of due) await closeRound(ctx, id, now);
  }

  async function drawDue(now: number): Promise<void> {
    const due = await ctx.db
      .selectFrom('lotto_rounds')
      .select('id')
      .where('status', '=', 'closed')
      .where('seed', 'is not', null)
      .where('result_at', '<=', now)
      .orderBy('result_at')
      .execute();
    for (const { id } of due) await drawSeededRound(ctx, id, now);
  }

  async function settleLeftovers(): Promise<void> {
    // A result recorded before a crash and not yet settled (the partial index lotto_rounds_unsettled serves it).
    const due = await ctx.db
      .selectFrom('lotto_rounds')
      .select('id')
      .where('status', '=', 'resulted')
      .where('settled_at', 'is', null)
      .execute();
    for (const { id } of due) await settleRound(ctx, id);
  }

  async function runDue(): Promise<void> {
    const now = ctx.clock.now();
    if (now >= nextGeneration) {
      await generateRounds(ctx, now, !generated);
      generated = true;
      nextGeneration = now + generationIntervalMs(ctx);
    }
    await inTransaction(ctx.db, async () => {
      await openDue(now);
      await closeDue(now);
    });
    await drawDue(now);
    await settleLeftovers();
  }

  async function nextDue(): Promise<number> {
    const { rows } = await sql<{ at: number | null }>`
      SELECT MIN(at) AS at FROM (
        SELECT MIN(opens_at) AS at FROM lotto_rounds WHERE status = 'upcoming'
        UNION ALL SELECT MIN(closes_at) FROM lotto_rounds WHERE status = 'open'
        UNION ALL SELECT MIN(result_at) FROM lotto_rounds WHERE status = 'closed' AND seed IS NOT NULL) AS due`.execute(ctx.db);
    return Math.min(rows[0]?.at ?? Number.POSITIVE_INFINITY, nextGeneration);
  }

  /** One loop step: run what is due, then wait for the next thing due. */
  async function step(): Promise<number> {
    await runDue();
    const delay = (await nextDue()) - ctx.clock.now();
    immediateTicks = delay <= 0 ? immediateTicks + 1 : 0;
    // Thrown so the loop logs it and backs off to its retry delay instead of spinning.
    if (immediateTicks >= MAX_IMMEDIATE_TICKS) throw new Error('lotto rounds are due but do not move');
    return delay;
  }

  const loop = createClockLoop({
    clock: ctx.clock,
    runDue: step,
    retryDelayMs: RETRY_DELAY_MS,
    maxDelayMs: MAX_DELAY_MS,
    log,
    lease: { db: ctx.db, job: LOTTO_JOB, holder },
  });

  return {
    start: () => loop.start(),
    stop: () => loop.stop(),
    idle: () => loop.idle(),
    runDue,
  };
}

function defaultLog(error: unknown): void {
  processLogger('upstream').error({ err: error }, 'lotto scheduler');
}
