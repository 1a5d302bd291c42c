/**
 * One spin's outcome from its reel stops: the grid, every line win, the
 * scatter win and the free spins it awards. Pure: the same stops always give
 * the same result, which is what lets a member recompute a spin from the
 * published seeds (shared/src/games/slot-fair.ts).
 */
import { linePay } from './line-pay.js';
import { LINE_COUNT, PAYLINES, REELS } from './lines.js';
import { parseStrip, windowAt } from './strips.js';
import { SCATTER, type SymbolId } from './symbols.js';
import type { LineWin, SlotTitle, SpinResult } from './types.js';

export type ReelSet = 'base' | 'free';

const parsed = new WeakMap<SlotTitle, Record<ReelSet, SymbolId[][]>>();

/** The title's strips as symbol arrays (parsed once per title). */
export function reelStrips(title: SlotTitle, set: ReelSet): SymbolId[][] {
  let strips = parsed.get(title);
  if (!strips) {
    strips = { base: title.baseStrips.map(parseStrip), free: title.freeStrips.map(parseStrip) };
    parsed.set(title, strips);
  }
  return strips[set];
}

export function stripLengths(title: SlotTitle, set: ReelSet): number[] {
  return reelStrips(title, set).map((strip) => strip.length);
}

export function evaluateSpin(title: SlotTitle, stops: readonly number[], set: ReelSet = 'base'): SpinResult {
  const strips = reelStrips(title, set);
  if (stops.length !== REELS) throw new Error(`a spin needs ${REELS} stops`);
  const grid = strips.map((strip, reel) => windowAt(strip, stops[reel]!));
  const lineWins: LineWin[] = [];
  PAYLINES.forEach((rows, index) => {
    const win = linePay(
      rows.map((row, reel) => grid[reel]![row]!),
      title.linePays,
    );
    if (win) lineWins.push({ line: index + 1, ...win });
  });
  const scatterCount = grid.reduce((sum, column) => sum + column.filter((symbol) => symbol === SCATTER).length, 0);
  const tier = Math.min(scatterCount, 5) - 3;
  const scatterPay = tier >= 0 ? title.scatterPays[tier]! : 0;
  const freeSpinsAwarded = set === 'base' && tier >= 0 ? title.freeSpins[tier]! : 0;
  const lineTotal = lineWins.reduce((sum, win) => sum + win.pay, 0);
  return { grid, lineWins, scatterCount, scatterPay, freeSpinsAwarded, totalLineBets: lineTotal + scatterPay * LINE_COUNT };
}
