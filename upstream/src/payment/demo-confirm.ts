/**
 * Demo mode (settings.demo): a pending deposit confirms itself
 * `payment.demoConfirmAfterMs` after it was made, unless it expires first.
 * One timer on the injected clock, set for the next one due (like the lotto
 * scheduler), and requests never rely on it: reads of a due deposit confirm it
 * themselves (`confirmDueDemoDeposits`).
 */
import type { TimerHandle } from '@shared/clock.js';
import { processLogger } from '@shared/observability/logger.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { confirmDeposit, type DepositRow } from './deposits.js';

export interface DemoConfirmer {
  /** Catches up and arms the timer (nothing in non-demo mode). */
  start(): void;
  stop(): void;
  /** A deposit was just made: re-arm for the earliest one due. */
  poke(): void;
}

const MIN_REARM_MS = 1_000;

/** Confirms the demo deposits due by now (one member's, or everyone's); answers how many. */
export function confirmDueDemoDeposits(ctx: Ctx, memberId?: number, log: (error: unknown) => void = defaultLog): number {
  if (!ctx.settings.demo) return 0;
  const now = ctx.clock.now();
  const delay = ctx.settings.payment.demoConfirmAfterMs;
  const due = stmt<[number, number, number, number, number], DepositRow>(
    ctx.db,
    `SELECT * FROM deposits WHERE status = 'pending' AND created_at + ? <= ? AND created_at + ? < expires_at
       AND (? = 0 OR member_id = ?) ORDER BY created_at, id`,
  ).all(delay, now, delay, memberId ?? 0, memberId ?? 0);
  let confirmed = 0;
  for (const row of due) {
    try {
      // Paid at the instant it fell due, whoever noticed it first (IMMEDIATE: see confirmDeposit).
      ctx.db.transaction(() => confirmDeposit(ctx, row, row.created_at + delay)).immediate();
      confirmed += 1;
    } catch (error) {
      log(error);
    }
  }
  return confirmed;
}

export function createDemoConfirmer(ctx: Ctx, log: (error: unknown) => void = defaultLog): DemoConfirmer {
  let timer: TimerHandle | undefined;
  let running = false;

  function nextDue(): number | undefined {
    const delay = ctx.settings.payment.demoConfirmAfterMs;
    const at = stmt<[number, number, number], number | null>(
      ctx.db,
      `SELECT MIN(created_at) + ? FROM deposits WHERE status = 'pending' AND created_at + ? < expires_at AND expires_at > ?`,
    )
      .pluck()
      .get(delay, delay, ctx.clock.now());
    return at ?? undefined;
  }

  function arm(minDelay: number): void {
    if (timer) ctx.clock.clearTimeout(timer);
    timer = undefined;
    if (!running || !ctx.db.open) return;
    const due = nextDue();
    if (due === undefined) return;
    const wait = due - ctx.clock.now();
    timer = ctx.clock.setTimeout(tick, wait > 0 ? wait : minDelay);
  }

  function tick(): void {
    timer = undefined;
    if (!running) return;
    if (!ctx.db.open) {
      running = false;
      return;
    }
    try {
      confirmDueDemoDeposits(ctx, undefined, log);
    } catch (error) {
      log(error);
    }
    // Anything still due now failed to confirm: try again later, never in a tight loop.
    arm(MIN_REARM_MS);
  }

  return {
    start() {
      if (running || !ctx.settings.demo) return;
      running = true;
      tick();
    },
    stop() {
      running = false;
      if (timer) ctx.clock.clearTimeout(timer);
      timer = undefined;
    },
    poke() {
      arm(0);
    },
  };
}

function defaultLog(error: unknown): void {
  processLogger('upstream').error({ err: error }, 'demo deposits');
}
