/**
 * The games provider's migrations, one list for both engines (the upstream's
 * `Migration`: SQLite's SQL, and PostgreSQL's where it differs). Each is
 * written once with the engine's column types (column-types.ts).
 */
import type { Migration } from '#upstream/db/migrations/index.js';
import { initial } from './001-initial.js';
import { freeSpins } from './002-free-spins.js';
import { baccaratTables } from './003-baccarat-tables.js';
import { baccaratBets } from './004-baccarat-bets.js';
import { football } from './005-football.js';
import { commitmentLog } from './006-commitment-log.js';
import { logSeq } from './007-log-seq.js';
import { POSTGRES_COLUMNS, SQLITE_COLUMNS, type ColumnTypes } from './column-types.js';

const onBothEngines = (version: number, name: string, write: (t: ColumnTypes) => string): Migration => ({
  version,
  name,
  sql: write(SQLITE_COLUMNS),
  postgres: write(POSTGRES_COLUMNS),
});

/** Applied in order, once each; never edit one that has shipped, add the next. */
export const GAMES_MIGRATIONS: readonly Migration[] = [
  onBothEngines(1, 'initial', initial),
  onBothEngines(2, 'free-spins', freeSpins),
  onBothEngines(3, 'baccarat-tables', baccaratTables),
  onBothEngines(4, 'baccarat-bets', baccaratBets),
  onBothEngines(5, 'football', football),
  onBothEngines(6, 'commitment-log', commitmentLog),
  onBothEngines(7, 'log-seq', logSeq),
];
