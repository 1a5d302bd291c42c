/**
 * Reports wait in `table_reports` and go to the site one at a time, oldest
 * first: a hand never reaches the site before its shoe, nor a reveal before
 * the shoe's last hand. A report is written in the same transaction as what
 * it reports, so dealing never waits for the site and a crash loses none.
 * While the site does not answer (or answers as if it were not ready: an
 * unknown path, a signature or clock it does not accept yet), the head report
 * stays and the whole queue is tried again later on the clock. A refusal of
 * the report itself is kept with its error and the queue moves on: sending it
 * again would be refused again and hold every later hand back.
 */
import type { Clock, TimerHandle } from '#shared/clock.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { GamesDb } from '../provider/db/transaction.js';
import type { TableReport, TableReporter } from './reports.js';

/** Refusals of the report's content: final. */
const REFUSED_FOR_GOOD: ReadonlySet<number> = new Set([
  ErrorCode.VALIDATION,
  ErrorCode.BAD_REQUEST,
  ErrorCode.TABLE_SHOE_UNKNOWN,
  ErrorCode.TABLE_HAND_INVALID,
  ErrorCode.TABLE_SHOE_MISMATCH,
  ErrorCode.PROVIDER_TRANSACTION_CONFLICT,
]);

export async function enqueueReport(db: GamesDb, report: TableReport, now: number): Promise<void> {
  await db.insertInto('table_reports').values({ kind: report.kind, body: JSON.stringify(report.body), created_at: now }).execute();
}

interface Row {
  id: number;
  kind: string;
  body: string;
}

export interface OutboxOptions {
  db: GamesDb;
  clock: Clock;
  reporter: TableReporter;
  log: (message: string, error?: unknown) => void;
  /** how long the queue waits after the site did not answer; default 10 s */
  retryMs?: number;
}

export interface Outbox {
  /** sends what waits now (unless a retry is already scheduled) */
  kick(): void;
  /** resolves when nothing is being sent right now */
  idle(): Promise<void>;
  /** stops sending and waits for the send in flight (call it before closing the database) */
  stop(): Promise<void>;
}

/** A sent report is kept this long (what the site took, for a look back), then deleted. */
export const SENT_KEPT_MS = 24 * 60 * 60_000;
/** How often the sent reports are pruned, at the most: three tables send about 10,000 a day. */
const PRUNE_EVERY_MS = 60 * 60_000;

export function createOutbox(options: OutboxOptions): Outbox {
  const { db, clock, reporter, log } = options;
  const retryMs = options.retryMs ?? 10_000;
  const head = () =>
    db.selectFrom('table_reports').select(['id', 'kind', 'body']).where('sent_at', 'is', null).where('refused', 'is', null).orderBy('id').limit(1).executeTakeFirst();
  const tried = async (id: number) => {
    await db
      .updateTable('table_reports')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  };
  const sent = async (at: number, id: number) => {
    await db.updateTable('table_reports').set({ sent_at: at }).where('id', '=', id).execute();
  };
  const refused = async (code: number, id: number) => {
    await db.updateTable('table_reports').set({ refused: code }).where('id', '=', id).execute();
  };
  // Refused reports stay: they are what an operator looks into.
  const prune = async (before: number) => {
    await db.deleteFrom('table_reports').where('sent_at', 'is not', null).where('sent_at', '<', before).execute();
  };
  let prunedAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | undefined;
  let retry: TimerHandle | undefined;
  let again = false;
  let stopped = false;
  /** the site is known not to answer: said once per outage, not once per try */
  let down = false;

  /** Sends the head report; false when the queue must wait for a retry. */
  async function sendHead(row: Row): Promise<boolean> {
    await tried(row.id);
    try {
      await reporter.send({ kind: row.kind, body: JSON.parse(row.body) } as TableReport);
    } catch (error) {
      if (stopped) return false;
      if (error instanceof AppError && REFUSED_FOR_GOOD.has(error.code)) {
        log(`the site refused table report ${row.id} (${row.kind})`, error);
        await refused(error.code, row.id);
        return true;
      }
      if (!down) log(`the site did not take table report ${row.id} (${row.kind}); trying again every ${retryMs} ms`, error);
      down = true;
      return false;
    }
    if (stopped) return false;
    down = false;
    const now = clock.now();
    await sent(now, row.id);
    if (now - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = now;
      await prune(now - SENT_KEPT_MS);
    }
    return true;
  }

  async function drain(): Promise<void> {
    try {
      for (let row: Row | undefined = await head(); row && !stopped; row = await head()) {
        if (!(await sendHead(row))) {
          if (!stopped) retry = clock.setTimeout(() => ((retry = undefined), kick()), retryMs);
          return;
        }
      }
    } catch (error) {
      // The database went away under a send (closing): nothing to do but say so.
      if (!stopped) log('sending table reports failed', error);
    }
  }

  function kick(): void {
    if (stopped || retry) return;
    // A report written while a drain is finishing is picked up by one more drain.
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = drain().finally(() => {
      running = undefined;
      if (again) kick();
    });
  }

  const idle = async () => {
    while (running) await running;
  };
  return {
    kick,
    idle,
    async stop() {
      stopped = true;
      if (retry) clock.clearTimeout(retry);
      retry = undefined;
      await idle();
    },
  };
}
