/** The live tables as one piece the provider starts and stops: the outbox to the site and the dealer that fills it. */
import type { Database } from 'better-sqlite3';
import type { Clock } from '@shared/clock.js';
import { startDealer, type TableState } from './dealer.js';
import { createOutbox, type Outbox } from './outbox.js';
import type { TableReporter } from './reports.js';
import type { HandRow } from './shoes.js';
import { BACCARAT_TABLES, type BaccaratTable } from './tables.js';

export interface LiveTablesSettings {
  /** default the three published tables */
  tables?: readonly BaccaratTable[];
  /** how long unsent reports wait after the site did not answer; default 10 s */
  retryMs?: number;
  /** default the site's signed calls; tests pass their own */
  reporter?: TableReporter;
}

export interface LiveTables {
  states(): readonly TableState[];
  outbox: Outbox;
  stop(): void;
}

export function startLiveTables(
  settings: LiveTablesSettings & {
    db: Database;
    clock: Clock;
    reporter: TableReporter;
    log: (message: string, error?: unknown) => void;
    /** told of each dealt hand (the provider settles its bets) */
    onHand?: (hand: HandRow) => void;
  },
): LiveTables {
  const outbox = createOutbox({ db: settings.db, clock: settings.clock, reporter: settings.reporter, log: settings.log, retryMs: settings.retryMs });
  const dealer = startDealer({ db: settings.db, clock: settings.clock, outbox, tables: settings.tables ?? BACCARAT_TABLES, log: settings.log, onHand: settings.onHand });
  return {
    states: dealer.states,
    outbox,
    stop() {
      dealer.stop();
      outbox.stop();
    },
  };
}
