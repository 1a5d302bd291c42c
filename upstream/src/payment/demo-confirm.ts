/**
 * Demo mode (settings.demo): a pending deposit confirms itself
 * `payment.demoConfirmAfterMs` after it was made, unless it expires first.
 * One timer on the injected clock (the clock loop the schedulers share), set
 * for the next one due, and requests never rely on it: reads of a due deposit
 * confirm it themselves (`confirmDueDemoDeposits`). Several processes may run
 * it on one database without a lease: confirming is once-only by itself
 * (confirmDeposit's conditional UPDATE), the loser is refused and logged.
 */
import { processLogger } from '#server-kit/observability/logger.js';
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import { HOUR } from '#shared/dates/calendar.js';
import { createClockLoop } from '../scheduling/clock-loop.js';
import { confirmDeposit } from './deposits.js';

export interface DemoConfirmer {
  /** Catches up and arms the timer (nothing in non-demo mode). */
  start(): void;
  /** Clears the timer and waits for a confirmation in flight. */
  stop(): Promise<void>;
  /** Resolves once no tick is running. */
  idle(): Promise<void>;
  /** A deposit was just made: re-arm for the earliest one due. */
  poke(): void;
}

/** Anything still due after a tick failed to confirm: try again this much later, never in a tight loop. */
const MIN_REARM_MS = 1_000;
/** With nothing pending the timer still looks again this often (the clock loop's cap). */
const MAX_DELAY_MS = HOUR;

/**
 * With a slip verifier (the demo bank's, decision 0082) a bank transfer waits for its slip, as on a
 * real site, so the whole slip path can be walked; PromptPay and TrueMoney still confirm themselves.
 */
const waitsForSlip = (ctx: Ctx) => ctx.db.selectFrom('payment_channels').select('id').where('code', '=', 'bank');

/** Confirms the demo deposits due by now (one member's, or everyone's); answers how many. */
export async function confirmDueDemoDeposits(ctx: Ctx, memberId?: number, log: (error: unknown) => void = defaultLog): Promise<number> {
  if (!ctx.settings.demo) return 0;
  const now = ctx.clock.now();
  const delay = ctx.settings.payment.demoConfirmAfterMs;
  let query = ctx.db
    .selectFrom('deposits')
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '<=', now - delay)
    .where('expires_at', '>', (eb) => eb('created_at', '+', delay));
  if (memberId !== undefined) query = query.where('member_id', '=', memberId);
  if (ctx.settings.slipVerifier) query = query.where('channel_id', 'not in', waitsForSlip(ctx));
  const due = await query.orderBy('created_at').orderBy('id').execute();
  let confirmed = 0;
  for (const row of due) {
    try {
      // Paid at the instant it fell due, whoever noticed it first; a transaction of its own each.
      await inTransaction(ctx.db, () => confirmDeposit(ctx, row, row.created_at + delay));
      confirmed += 1;
    } catch (error) {
      log(error);
    }
  }
  return confirmed;
}

/** When the earliest pending deposit that can still confirm itself falls due; undefined when none. */
async function nextDue(ctx: Ctx): Promise<number | undefined> {
  const delay = ctx.settings.payment.demoConfirmAfterMs;
  let query = ctx.db
    .selectFrom('deposits')
    .select((eb) => eb.fn.min('created_at').as('first'))
    .where('status', '=', 'pending')
    .where('expires_at', '>', (eb) => eb('created_at', '+', delay))
    .where('expires_at', '>', ctx.clock.now());
  if (ctx.settings.slipVerifier) query = query.where('channel_id', 'not in', waitsForSlip(ctx));
  const row = await query.executeTakeFirst();
  return row?.first === null || row?.first === undefined ? undefined : Number(row.first) + delay;
}

export function createDemoConfirmer(ctx: Ctx, log: (error: unknown) => void = defaultLog): DemoConfirmer {
  const loop = createClockLoop({
    clock: ctx.clock,
    async runDue() {
      await confirmDueDemoDeposits(ctx, undefined, log);
      const due = await nextDue(ctx);
      if (due === undefined) return Number.POSITIVE_INFINITY;
      const wait = due - ctx.clock.now();
      return wait > 0 ? wait : MIN_REARM_MS;
    },
    retryDelayMs: MIN_REARM_MS,
    maxDelayMs: MAX_DELAY_MS,
    log,
  });

  return {
    start() {
      if (ctx.settings.demo) loop.start();
    },
    stop: () => loop.stop(),
    idle: () => loop.idle(),
    poke() {
      // Stopped (or not in demo mode): nothing to arm; a read confirms what falls due.
      loop.tickNow();
    },
  };
}

function defaultLog(error: unknown): void {
  processLogger('upstream').error({ err: error }, 'demo deposits');
}
