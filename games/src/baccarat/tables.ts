/**
 * Our live baccarat tables and their published timing (docs/decisions/0040).
 * Every hand runs the same cycle, so the page can count down to the end of
 * each phase: a betting window, the deal, a pause on the result, then the
 * next hand. The hand is dealt from the shoe when the betting window closes,
 * never earlier, so nothing about it exists while bets are open.
 */
import { BUILT_IN_BACCARAT_TABLES } from '#shared/games/baccarat-api.js';

export interface BaccaratTable {
  /** stable, reported to the site as `table_code` */
  code: string;
  /** as members see it */
  name: string;
}

/** The same codes and names the site lists in its casino catalogue. */
export const BACCARAT_TABLES: readonly BaccaratTable[] = BUILT_IN_BACCARAT_TABLES;

export const BETTING_MS = 15_000;
/** the page turns the cards over one by one in this time */
export const DEALING_MS = 6_000;
export const RESULT_MS = 5_000;
export const HAND_CYCLE_MS = BETTING_MS + DEALING_MS + RESULT_MS;

/** Table i's first betting window is longer by i × this, so the tables do not all deal at the same moment. */
export const TABLE_STAGGER_MS = 7_000;

export type TablePhase = 'betting' | 'dealing' | 'result';
