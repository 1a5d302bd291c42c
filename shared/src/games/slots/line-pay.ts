/**
 * How one payline pays (left to right, from reel 1). WILD stands for every
 * paying symbol but never for SCATTER. A line pays the better of its leading
 * WILDs paid as WILD and its run paid as the first non-WILD symbol (WILDs
 * counted in), so W W W A A pays five A or three WILD, whichever is more; a
 * tie goes to the symbol. Only one win per line, labelled with the symbol and
 * count it paid as. Published word for word on /fairness and in the info
 * panel (decision 0075): a change here is a change to that text.
 */
import { SCATTER, WILD, type SymbolId } from './symbols.js';
import type { LinePays } from './types.js';

export interface LinePay {
  symbol: SymbolId;
  count: 3 | 4 | 5;
  pay: number;
}

function payFor(pays: LinePays | undefined, count: number): number {
  return pays && count >= 3 ? pays[count - 3]! : 0;
}

export function linePay(symbols: readonly SymbolId[], linePays: Partial<Record<SymbolId, LinePays>>): LinePay | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === WILD) wilds++;
  const wildPay = payFor(linePays[WILD], wilds);
  const target = symbols[wilds];
  let runPay = 0;
  let run = 0;
  if (target !== undefined && target !== SCATTER) {
    run = wilds;
    while (run < symbols.length && (symbols[run] === target || symbols[run] === WILD)) run++;
    runPay = payFor(linePays[target], run);
  }
  if (runPay > 0 && runPay >= wildPay) return { symbol: target!, count: run as 3 | 4 | 5, pay: runPay };
  if (wildPay > 0) return { symbol: WILD, count: wilds as 3 | 4 | 5, pay: wildPay };
  return null;
}
