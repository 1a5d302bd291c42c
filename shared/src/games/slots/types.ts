import type { SymbolId } from './symbols.js';

/** Pays in multiples of the line bet for 3, 4 and 5 of a kind (index 0, 1, 2). */
export type LinePays = readonly [number, number, number];

/** One built-in slot title: everything its outcome depends on, published as is. */
export interface SlotTitle {
  code: string;
  /** Thai name shown in the lobby and the game */
  name: string;
  volatility: 'low' | 'medium' | 'high';
  /** line pays of every symbol that pays on a line (WILD included, SCATTER never) */
  linePays: Partial<Record<SymbolId, LinePays>>;
  /** SCATTER anywhere: pays in multiples of the TOTAL bet for 3, 4, 5 scatters */
  scatterPays: readonly [number, number, number];
  /** free spins awarded for 3, 4, 5 scatters */
  freeSpins: readonly [number, number, number];
  /** every free-spin win is multiplied by this */
  freeSpinMultiplier: number;
  /** base-game strips, one per reel, symbol ids separated by spaces */
  baseStrips: readonly string[];
  /** free-spin strips: no SCATTER on them, so free spins never retrigger and never pay scatter */
  freeStrips: readonly string[];
}

export interface LineWin {
  /** 1-based payline number */
  line: number;
  symbol: SymbolId;
  count: 3 | 4 | 5;
  /** multiples of the line bet */
  pay: number;
}

export interface SpinResult {
  /** grid[reel][row] */
  grid: SymbolId[][];
  lineWins: LineWin[];
  scatterCount: number;
  /** scatter win in multiples of the total bet */
  scatterPay: number;
  freeSpinsAwarded: number;
  /** the whole spin in multiples of the LINE bet (line wins + scatter × 20), before any free-spin multiplier */
  totalLineBets: number;
}
