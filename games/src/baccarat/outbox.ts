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
import type { Database } from 'better-sqlite3';
import type { Clock, TimerHandle } from '@shared/clock.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
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

export function enqueueReport(db: Database, report: TableReport, now: number): void {
  db.prepare('INSERT INTO table_reports (kind, body, created_at) VALUES (?, ?, ?)').run(report.kind, JSON.stringify(report.body), now);
}

interface Row {
  id: number;
  kind: TableReport['kind'];
  body: string;
}

export interface OutboxOptions {
  db: Database;
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
  stop(): void;
}

/** A sent report is kept this long (what the site took, for a look back), then deleted. */
export const SENT_KEPT_MS = 24 * 60 * 60_000;
/** How often the sent reports are pruned, at the most: three tables send about 10,000 a day. */
const PRUNE_EVERY_MS = 60 * 60_000;

export function createOutbox(options: OutboxOptions): Outbox {
  const { db, clock, reporter, log } = options;
  const retryMs = options.retryMs ?? 10_000;
  const head = db.prepare('SELECT id, kind, body FROM table_reports WHERE sent_at IS NULL AND refused IS NULL ORDER BY id LIMIT 1');
  const tried = db.prepare('UPDATE table_reports SET attempts = attempts + 1 WHERE id = ?');
  const sent = db.prepare('UPDATE table_reports SET sent_at = ? WHERE id = ?');
  const refused = db.prepare('UPDATE table_reports SET refused = ? WHERE id = ?');
  // Refused reports stay: they are what an operator looks into.
  const prune = db.prepare('DELETE FROM table_reports WHERE sent_at IS NOT NULL AND sent_at < ?');
  let prunedAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | undefined;
  let retry: TimerHandle | undefined;
  let again = false;
  let stopped = false;
  /** the site is known not to answer: said once per outage, not once per try */
  let down = false;

  /** Sends the head report; false when the queue must wait for a retry. */
  async function sendHead(row: Row): Promise<boolean> {
    tried.run(row.id);
    try {
      await reporter.send({ kind: row.kind, body: JSON.parse(row.body) } as TableReport);
    } catch (error) {
      if (stopped) return false;
      if (error instanceof AppError && REFUSED_FOR_GOOD.has(error.code)) {
        log(`the site refused table report ${row.id} (${row.kind})`, error);
        refused.run(error.code, row.id);
        return true;
      }
      if (!down) log(`the site did not take table report ${row.id} (${row.kind}); trying again every ${retryMs} ms`, error);
      down = true;
      return false;
    }
    if (stopped) return false;
    down = false;
    const now = clock.now();
    sent.run(now, row.id);
    if (now - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = now;
      prune.run(now - SENT_KEPT_MS);
    }
    return true;
  }

  async function drain(): Promise<void> {
    try {
      for (let row = head.get() as Row | undefined; row && !stopped; row = head.get() as Row | undefined) {
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

  return {
    kick,
    idle: async () => {
      while (running) await running;
    },
    stop() {
      stopped = true;
      if (retry) clock.clearTimeout(retry);
      retry = undefined;
    },
  };
}
