/** The live tables as one piece the provider starts and stops: the outbox to the site and the dealer that fills it. */
import type { Clock } from '#shared/clock.js';
import type { GamesDb } from '../provider/db/transaction.js';
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
  /** resolves when neither the dealer nor the outbox is writing or sending */
  idle(): Promise<void>;
  /** stops both and waits for what they had in flight */
  stop(): Promise<void>;
}

export async function startLiveTables(
  settings: LiveTablesSettings & {
    db: GamesDb;
    clock: Clock;
    reporter: TableReporter;
    log: (message: string, error?: unknown) => void;
    /** told of each dealt hand (the provider settles its bets) */
    onHand?: (hand: HandRow) => void;
  },
): Promise<LiveTables> {
  const outbox = createOutbox({ db: settings.db, clock: settings.clock, reporter: settings.reporter, log: settings.log, retryMs: settings.retryMs });
  const dealer = await startDealer({ db: settings.db, clock: settings.clock, outbox, tables: settings.tables ?? BACCARAT_TABLES, log: settings.log, onHand: settings.onHand });
  return {
    states: dealer.states,
    outbox,
    async idle() {
      await dealer.idle();
      await outbox.idle();
    },
    async stop() {
      await dealer.stop();
      await outbox.stop();
    },
  };
}
