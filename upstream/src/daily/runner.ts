/**
 * Runs the daily jobs for one Bangkok day (docs/decisions/0034). A job turns
 * the day's play into units (a member, or a referrer and level) and writes
 * each unit's row once: the row's UNIQUE key is the guard, so a second
 * process racing the same job, or a rerun after a crash, inserts nothing and
 * pays nothing (on PostgreSQL the second insert waits for the first to
 * commit, then does nothing). Units are written in chunks, each a
 * transaction of its own, so bills and shots wait for one chunk at a time,
 * never the whole night's run. Each (job, day) has a run row for the agent's report; it is finished
 * when a pass wrote every unit without a failure.
 */
import { sql } from 'kysely';
import type { DailyJob } from '#shared/api/daily-operator.js';
import { processLogger } from '#server-kit/observability/logger.js';
import type { Satang } from '#shared/money.js';
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
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
  units(ctx: Ctx, input: DayInput): Unit[] | Promise<Unit[]>;
  /** Inside the chunk's transaction: INSERT … ON CONFLICT DO NOTHING, money only when it inserted. */
  write(ctx: Ctx, input: DayInput, unit: Unit): Promise<UnitOutcome>;
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

async function isFinished(ctx: Ctx, job: DailyJob, day: string): Promise<boolean> {
  const run = await ctx.db.selectFrom('daily_runs').select('finished_at').where('job', '=', job).where('day', '=', day).executeTakeFirst();
  return run !== undefined && run.finished_at !== null;
}

/** What one chunk's transaction wrote, added to the run once it has committed. */
interface ChunkOutcome {
  written: number;
  paid: number;
  total: Satang;
  errors: unknown[];
}

/**
 * One chunk of units in one transaction, each unit in a savepoint of its own:
 * one unit's failure (a wallet gone) undoes that unit only, and the rest of
 * the chunk is written (PostgreSQL would otherwise refuse every statement
 * after the failed one until the transaction ends).
 */
async function writeChunk<Unit>(ctx: Ctx, job: DailyJobDef<Unit>, input: DayInput, chunk: Unit[]): Promise<ChunkOutcome> {
  return inTransaction(ctx.db, async (tx) => {
    const done: ChunkOutcome = { written: 0, paid: 0, total: 0, errors: [] };
    for (const unit of chunk) {
      await sql`SAVEPOINT daily_unit`.execute(tx);
      try {
        const result = await job.write(ctx, input, unit);
        await sql`RELEASE SAVEPOINT daily_unit`.execute(tx);
        if (!result.written) continue;
        done.written += 1;
        if (result.amount > 0) done.paid += 1;
        done.total += result.amount;
      } catch (error) {
        await sql`ROLLBACK TO SAVEPOINT daily_unit`.execute(tx);
        await sql`RELEASE SAVEPOINT daily_unit`.execute(tx);
        done.errors.push(error);
      }
    }
    // Counts add what this pass wrote: a racing process adds only what it wrote itself.
    await tx
      .updateTable('daily_runs')
      .set((eb) => ({ members: eb('members', '+', done.written), paid: eb('paid', '+', done.paid), total: eb('total', '+', done.total) }))
      .where('job', '=', job.name)
      .where('day', '=', input.day)
      .execute();
    return done;
  });
}

/** One job for one day; `input` is read once per day and shared by the day's jobs. */
export async function runJob<Unit>(ctx: Ctx, job: DailyJobDef<Unit>, input: DayInput, log: (error: unknown) => void = defaultLog): Promise<RunOutcome> {
  const { day } = input;
  const outcome: RunOutcome = { job: job.name, day, skipped: false, written: 0, paid: 0, total: 0, failures: 0 };
  await ctx.db
    .insertInto('daily_runs')
    .values({ job: job.name, day, started_at: ctx.clock.now() })
    .onConflict((oc) => oc.columns(['job', 'day']).doNothing())
    .execute();
  if (await isFinished(ctx, job.name, day)) return { ...outcome, skipped: true };
  const units = await job.units(ctx, input);
  for (let i = 0; i < units.length; i += CHUNK) {
    const done = await writeChunk(ctx, job, input, units.slice(i, i + CHUNK));
    // Logged once the chunk has committed: a chunk PostgreSQL runs again would log its failures twice.
    for (const error of done.errors) log(error);
    outcome.failures += done.errors.length;
    outcome.written += done.written;
    outcome.paid += done.paid;
    outcome.total += done.total;
  }
  // With failures the run stays open: the next pass writes what is missing, and nothing twice.
  await ctx.db
    .updateTable('daily_runs')
    .set({ failures: outcome.failures, finished_at: outcome.failures === 0 ? ctx.clock.now() : null })
    .where('job', '=', job.name)
    .where('day', '=', day)
    .where('finished_at', 'is', null)
    .execute();
  return outcome;
}

/** A job with its unit type put away, so jobs of different units share one list. */
export interface DailyJobRunner {
  name: DailyJob;
  run(ctx: Ctx, input: DayInput, log?: (error: unknown) => void): Promise<RunOutcome>;
}

export function dailyJob<Unit>(def: DailyJobDef<Unit>): DailyJobRunner {
  return { name: def.name, run: (ctx, input, log) => runJob(ctx, def, input, log) };
}

/** Whether every job of the list has finished the day. */
export async function dayDone(ctx: Ctx, jobs: readonly DailyJobRunner[], day: string): Promise<boolean> {
  for (const job of jobs) if (!(await isFinished(ctx, job.name, day))) return false;
  return true;
}

/** Every job for one day, in order; the day's play is read once, and only when a job still has work. */
export async function runDay(ctx: Ctx, jobs: readonly DailyJobRunner[], day: string, log?: (error: unknown) => void): Promise<RunOutcome[]> {
  const open: DailyJobRunner[] = [];
  for (const job of jobs) if (!(await isFinished(ctx, job.name, day))) open.push(job);
  if (open.length === 0) return [];
  const input: DayInput = { day, activity: await dayActivity(ctx, day), rates: await ratesOn(ctx, day), now: ctx.clock.now() };
  const outcomes: RunOutcome[] = [];
  for (const job of open) outcomes.push(await job.run(ctx, input, log));
  return outcomes;
}

function defaultLog(error: unknown): void {
  processLogger('upstream').error({ err: error }, 'daily job unit failed');
}
