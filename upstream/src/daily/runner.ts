/**
 * Runs the daily jobs for one Bangkok day (docs/decisions/0034). A job turns
 * the day's play into units (a member, or a referrer and level) and writes
 * each unit's row once: the row's UNIQUE key is the guard, so a second
 * process racing the same job, or a rerun after a crash, inserts nothing and
 * pays nothing. Units are written in chunks, each an immediate transaction,
 * so bills and shots wait for one chunk at a time, never the whole night's
 * run. Each (job, day) has a run row for the agent's report; it is finished
 * when a pass wrote every unit without a failure.
 */
import type { DailyJob } from '@shared/api/daily-operator.js';
import { processLogger } from '@shared/observability/logger.js';
import type { Satang } from '@shared/money.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { dayActivity, type MemberDay } from './activity.js';
import { ratesOn, type DailyRates } from './rates.js';

export interface DayInput {
  day: string;
  activity: MemberDay[];
  rates: DailyRates;
  now: number;
}

/** What writing one unit did: `written` false when its row was there already. */
export interface UnitOutcome {
  written: boolean;
  /** satang paid (or, for the loss refund, offered); 0 for none */
  amount: Satang;
}

export interface DailyJobDef<Unit> {
  name: DailyJob;
  units(ctx: Ctx, input: DayInput): Unit[];
  /** Inside the chunk's transaction: INSERT … ON CONFLICT DO NOTHING, money only when it inserted. */
  write(ctx: Ctx, input: DayInput, unit: Unit): UnitOutcome;
}

const CHUNK = 2_000;

export interface RunOutcome {
  job: DailyJob;
  day: string;
  skipped: boolean;
  written: number;
  paid: number;
  total: Satang;
  failures: number;
}

function isFinished(ctx: Ctx, job: DailyJob, day: string): boolean {
  const finished = stmt<[string, string], number | null>(ctx.db, 'SELECT finished_at FROM daily_runs WHERE job = ? AND day = ?').pluck().get(job, day);
  return finished !== undefined && finished !== null;
}

/** One job for one day; `input` is read once per day and shared by the day's jobs. */
export function runJob<Unit>(ctx: Ctx, job: DailyJobDef<Unit>, input: DayInput, log: (error: unknown) => void = defaultLog): RunOutcome {
  const { day } = input;
  const outcome: RunOutcome = { job: job.name, day, skipped: false, written: 0, paid: 0, total: 0, failures: 0 };
  stmt(ctx.db, 'INSERT INTO daily_runs (job, day, started_at) VALUES (?, ?, ?) ON CONFLICT (job, day) DO NOTHING').run(job.name, day, ctx.clock.now());
  if (isFinished(ctx, job.name, day)) return { ...outcome, skipped: true };
  const units = job.units(ctx, input);
  const writeOne = ctx.db.transaction((unit: Unit) => job.write(ctx, input, unit));
  const writeChunk = ctx.db.transaction((chunk: Unit[]) => {
    let written = 0;
    let paid = 0;
    let total = 0;
    for (const unit of chunk) {
      try {
        // A savepoint each: one unit's failure (a wallet gone) leaves the rest of the chunk written.
        const result = writeOne(unit);
        if (!result.written) continue;
        written += 1;
        if (result.amount > 0) paid += 1;
        total += result.amount;
      } catch (error) {
        outcome.failures += 1;
        log(error);
      }
    }
    // Counts add what this pass wrote: a racing process adds only what it wrote itself.
    stmt(ctx.db, 'UPDATE daily_runs SET members = members + ?, paid = paid + ?, total = total + ? WHERE job = ? AND day = ?').run(
      written,
      paid,
      total,
      job.name,
      day,
    );
    outcome.written += written;
    outcome.paid += paid;
    outcome.total += total;
  });
  for (let i = 0; i < units.length; i += CHUNK) writeChunk.immediate(units.slice(i, i + CHUNK));
  // With failures the run stays open: the next pass writes what is missing, and nothing twice.
  stmt(
    ctx.db,
    'UPDATE daily_runs SET failures = ?, finished_at = CASE WHEN ? = 0 THEN ? ELSE NULL END WHERE job = ? AND day = ? AND finished_at IS NULL',
  ).run(outcome.failures, outcome.failures, ctx.clock.now(), job.name, day);
  return outcome;
}

/** A job with its unit type put away, so jobs of different units share one list. */
export interface DailyJobRunner {
  name: DailyJob;
  run(ctx: Ctx, input: DayInput, log?: (error: unknown) => void): RunOutcome;
}

export function dailyJob<Unit>(def: DailyJobDef<Unit>): DailyJobRunner {
  return { name: def.name, run: (ctx, input, log) => runJob(ctx, def, input, log) };
}

/** Whether every job of the list has finished the day. */
export function dayDone(ctx: Ctx, jobs: readonly DailyJobRunner[], day: string): boolean {
  return jobs.every((job) => isFinished(ctx, job.name, day));
}

/** Every job for one day, in order; the day's play is read once, and only when a job still has work. */
export function runDay(ctx: Ctx, jobs: readonly DailyJobRunner[], day: string, log?: (error: unknown) => void): RunOutcome[] {
  const open = jobs.filter((job) => !isFinished(ctx, job.name, day));
  if (open.length === 0) return [];
  const input: DayInput = { day, activity: dayActivity(ctx, day), rates: ratesOn(ctx, day), now: ctx.clock.now() };
  return open.map((job) => job.run(ctx, input, log));
}

function defaultLog(error: unknown): void {
  processLogger('upstream').error({ err: error }, 'daily job unit failed');
}
