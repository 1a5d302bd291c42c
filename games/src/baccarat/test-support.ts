/** The live tables on an in-memory provider database and a FakeClock, reporting to a fake site that can go down. */
import type { Database } from 'better-sqlite3';
import { FakeClock } from '@shared/clock.js';
import { AppError } from '@shared/envelope.js';
import type { ErrorCode } from '@shared/errors.js';
import { openGamesDatabase } from '../provider/db/connection.js';
import { SiteUnreachable } from '../provider/site-client.js';
import { startLiveTables, type LiveTables } from './live-tables.js';
import type { TableReport, TableReporter } from './reports.js';
import type { BaccaratTable } from './tables.js';

export const ONE_TABLE: readonly BaccaratTable[] = [{ code: 'bac-t', name: 'บาคาร่า โต๊ะทดสอบ' }];

export interface FakeSite extends TableReporter {
  /** what the site took, in order */
  taken: TableReport[];
  /** 'up' takes everything; 'down' answers nothing; a code refuses hands with it */
  mode: 'up' | 'down' | ErrorCode;
}

export function fakeSite(): FakeSite {
  const site: FakeSite = {
    taken: [],
    mode: 'up',
    async send(report) {
      await Promise.resolve();
      if (site.mode === 'down') throw new SiteUnreachable('the site is down');
      if (site.mode !== 'up' && report.kind === 'hand') throw new AppError(site.mode);
      site.taken.push(report);
    },
  };
  return site;
}

export interface TablesRig {
  db: Database;
  clock: FakeClock;
  site: FakeSite;
  tables: LiveTables;
  /** moves the clock and waits until the outbox sends nothing */
  advance(ms: number): Promise<void>;
  /** stops the tables and starts them again on the same database (a restart) */
  restart(): void;
  errors: string[];
}

export const RETRY_MS = 10_000;

export function tablesRig(tables: readonly BaccaratTable[] = ONE_TABLE): TablesRig {
  const db = openGamesDatabase(':memory:');
  const clock = new FakeClock();
  const site = fakeSite();
  const errors: string[] = [];
  const start = () => startLiveTables({ db, clock, reporter: site, tables, retryMs: RETRY_MS, log: (message) => errors.push(message) });
  const rig: TablesRig = {
    db,
    clock,
    site,
    tables: start(),
    errors,
    async advance(ms) {
      clock.advance(ms);
      await rig.tables.outbox.idle();
    },
    restart() {
      rig.tables.stop();
      rig.tables = start();
    },
  };
  return rig;
}
