/** The live tables on a provider database of their own (the run's engine) and a FakeClock, reporting to a fake site that can go down. */
import { FakeClock } from '#shared/clock.js';
import { AppError } from '#shared/envelope.js';
import type { ErrorCode } from '#shared/errors.js';
import { openGamesDatabase } from '../provider/db/database.js';
import type { GamesDb } from '../provider/db/transaction.js';
import { freshGamesLocation } from './provider.js';
import { SiteUnreachable } from '../provider/site-client.js';
import { startLiveTables, type LiveTables } from '../baccarat/live-tables.js';
import type { TableReport, TableReporter } from '../baccarat/reports.js';
import type { BaccaratTable } from '../baccarat/tables.js';

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
  db: GamesDb;
  clock: FakeClock;
  site: FakeSite;
  tables: LiveTables;
  /** moves the clock, waiting after each timer until the dealer writes and the outbox sends nothing */
  advance(ms: number): Promise<void>;
  /** stops the tables and starts them again on the same database (a restart) */
  restart(): Promise<void>;
  errors: string[];
  /** stops the tables and removes the database */
  close(): Promise<void>;
}

export const RETRY_MS = 10_000;

export async function tablesRig(tables: readonly BaccaratTable[] = ONE_TABLE): Promise<TablesRig> {
  const fresh = await freshGamesLocation();
  const store = await openGamesDatabase(fresh.location);
  const { db } = store;
  const clock = new FakeClock();
  const site = fakeSite();
  const errors: string[] = [];
  const start = () => startLiveTables({ db, clock, reporter: site, tables, retryMs: RETRY_MS, log: (message) => errors.push(message) });
  const rig: TablesRig = {
    db,
    clock,
    site,
    tables: await start(),
    errors,
    advance: (ms) => clock.advanceSettling(ms, () => rig.tables.idle()),
    async restart() {
      await rig.tables.stop();
      rig.tables = await start();
    },
    async close() {
      await rig.tables.stop();
      await store.close();
      await fresh.remove();
    },
  };
  return rig;
}
