/**
 * The reels as the published rule draws them (games/src/slots/README.md): a
 * stop is the strip position on the top row, the rows below follow the strip,
 * wrapping; a line win covers its first `count` reels on its payline, a
 * scatter pays wherever it shows.
 */
import type { SlotOutcome } from '#shared/games/slot-api.js';

export const ROWS = 3;
export const SCATTER = 'S';

/** The `count` symbols of `strip` from `from` downward, wrapping. */
export function stripRun(strip: readonly string[], from: number, count: number): string[] {
  const length = strip.length;
  return Array.from({ length: count }, (_, i) => strip[(((from + i) % length) + length) % length] ?? '');
}

/** grid[reel][row] shown by `stops` on `strips`. */
export const gridAt = (strips: readonly (readonly string[])[], stops: readonly number[]): string[][] =>
  strips.map((strip, reel) => stripRun(strip, stops[reel] ?? 0, ROWS));

/** "reel:row" of every winning cell: the line wins' runs and every scatter when scatter paid or counted. */
export function winningCells(outcome: Pick<SlotOutcome, 'grid' | 'line_wins' | 'scatter_count'>, paylines: readonly (readonly number[])[]): Set<string> {
  const cells = new Set<string>();
  for (const win of outcome.line_wins) {
    const rows = paylines[win.line - 1] ?? [];
    for (let reel = 0; reel < win.count; reel++) cells.add(`${reel}:${rows[reel]}`);
  }
  if (outcome.scatter_count >= 3) {
    outcome.grid.forEach((column, reel) => column.forEach((symbol, row) => symbol === SCATTER && cells.add(`${reel}:${row}`)));
  }
  return cells;
}
