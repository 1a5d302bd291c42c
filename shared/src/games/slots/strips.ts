/** Reads a title's strips (symbol ids separated by spaces) and the window a stop shows. */
import { ROWS } from './lines.js';
import { SYMBOLS, type SymbolId } from './symbols.js';

export function parseStrip(strip: string): SymbolId[] {
  return strip
    .trim()
    .split(/\s+/)
    .map((id) => {
      if (!(SYMBOLS as readonly string[]).includes(id)) throw new Error(`unknown symbol ${id} in a strip`);
      return id as SymbolId;
    });
}

/** The symbols a reel shows at `stop`: the stop on the top row, then the strip downward, wrapping. */
export function windowAt(strip: readonly SymbolId[], stop: number): SymbolId[] {
  if (!Number.isSafeInteger(stop) || stop < 0 || stop >= strip.length) throw new Error(`stop ${stop} is off a strip of ${strip.length}`);
  return Array.from({ length: ROWS }, (_, row) => strip[(stop + row) % strip.length]!);
}
