/**
 * Every stop combination of a reel set, evaluated once: the exact sums behind
 * a title's published figures (figures.ts). Line wins come from a table of
 * every 5-symbol line (12^5 entries, filled by linePay, so the enumeration
 * and evaluateSpin cannot disagree), indexed by a per-line prefix built one
 * reel at a time: the innermost loop is 20 table reads per combination.
 * Sums are exact: running totals in doubles stay far below 2^53 between the
 * flushes into BigInts.
 */
import { linePay } from '#shared/games/slots/line-pay.js';
import { PAYLINES, REELS, ROWS } from '#shared/games/slots/lines.js';
import { reelStrips, type ReelSet } from '#shared/games/slots/evaluate.js';
import { SCATTER, SYMBOL_INDEX, SYMBOLS, type SymbolId } from '#shared/games/slots/symbols.js';
import type { SlotTitle } from '#shared/games/slots/types.js';

const KINDS = SYMBOLS.length;
const MAX_SCATTERS = REELS;

/** Sums over every combination, split by the number of scatters in view (0 to 5). */
export interface ReelSetSums {
  combinations: bigint;
  /** by scatter count: combinations */
  count: bigint[];
  /** by scatter count: Σ spin total in line bets (line wins + scatter × 20) */
  sum: bigint[];
  /** by scatter count: Σ spin total² */
  sumSquares: bigint[];
  /** by scatter count: combinations with a win */
  hits: bigint[];
  /** by scatter count: the largest spin total (-1 when none) */
  max: number[];
}

/** The pay of every possible line, keyed by Σ SYMBOL_INDEX(symbol on reel i) × 12^(4-i). */
export function linePayTable(title: SlotTitle): Int32Array {
  const table = new Int32Array(KINDS ** REELS);
  const line: SymbolId[] = new Array<SymbolId>(REELS);
  for (let key = 0; key < table.length; key++) {
    let rest = key;
    for (let reel = REELS - 1; reel >= 0; reel--) {
      line[reel] = SYMBOLS[rest % KINDS]!;
      rest = Math.floor(rest / KINDS);
    }
    table[key] = linePay(line, title.linePays)?.pay ?? 0;
  }
  return table;
}

interface Reel {
  length: number;
  /** symbol index at [stop × ROWS + row] */
  cells: Int32Array;
  /** scatters in view at each stop */
  scatters: Int32Array;
}

function prepareReel(strip: readonly SymbolId[]): Reel {
  const length = strip.length;
  const cells = new Int32Array(length * ROWS);
  const scatters = new Int32Array(length);
  for (let stop = 0; stop < length; stop++) {
    for (let row = 0; row < ROWS; row++) {
      const symbol = strip[(stop + row) % length]!;
      cells[stop * ROWS + row] = SYMBOL_INDEX[symbol];
      if (symbol === SCATTER) scatters[stop]!++;
    }
  }
  return { length, cells, scatters };
}

export function enumerateReelSet(title: SlotTitle, set: ReelSet): ReelSetSums {
  const pays = linePayTable(title);
  const reels = reelStrips(title, set).map(prepareReel);
  if (reels.length !== REELS) throw new Error(`${title.code}: ${REELS} strips needed`);
  const [r0, r1, r2, r3, r4] = reels as [Reel, Reel, Reel, Reel, Reel];
  const scatterPayLineBets = [0, 0, 0, ...title.scatterPays].map((pay) => pay * PAYLINES.length);
  const lines = PAYLINES.length;
  const rowOf = (reel: number) => Int32Array.from(PAYLINES, (rows) => rows[reel]!);
  const rows = [0, 1, 2, 3, 4].map(rowOf);
  const p1 = new Int32Array(lines);
  const p2 = new Int32Array(lines);
  const p3 = new Int32Array(lines);
  const p4 = new Int32Array(lines);
  const row4 = rows[4]!;

  const sums: ReelSetSums = {
    combinations: 0n,
    count: new Array<bigint>(MAX_SCATTERS + 1).fill(0n),
    sum: new Array<bigint>(MAX_SCATTERS + 1).fill(0n),
    sumSquares: new Array<bigint>(MAX_SCATTERS + 1).fill(0n),
    hits: new Array<bigint>(MAX_SCATTERS + 1).fill(0n),
    max: new Array<number>(MAX_SCATTERS + 1).fill(-1),
  };
  // Running doubles, flushed into the BigInts after each (reel 1, reel 2) pair.
  const count = new Float64Array(MAX_SCATTERS + 1);
  const sum = new Float64Array(MAX_SCATTERS + 1);
  const squares = new Float64Array(MAX_SCATTERS + 1);
  const hits = new Float64Array(MAX_SCATTERS + 1);

  for (let s0 = 0; s0 < r0.length; s0++) {
    for (let l = 0; l < lines; l++) p1[l] = r0.cells[s0 * ROWS + rows[0]![l]!]!;
    for (let s1 = 0; s1 < r1.length; s1++) {
      for (let l = 0; l < lines; l++) p2[l] = p1[l]! * KINDS + r1.cells[s1 * ROWS + rows[1]![l]!]!;
      for (let s2 = 0; s2 < r2.length; s2++) {
        for (let l = 0; l < lines; l++) p3[l] = p2[l]! * KINDS + r2.cells[s2 * ROWS + rows[2]![l]!]!;
        const scatters012 = r0.scatters[s0]! + r1.scatters[s1]! + r2.scatters[s2]!;
        for (let s3 = 0; s3 < r3.length; s3++) {
          for (let l = 0; l < lines; l++) p4[l] = (p3[l]! * KINDS + r3.cells[s3 * ROWS + rows[3]![l]!]!) * KINDS;
          const scatters0123 = scatters012 + r3.scatters[s3]!;
          for (let s4 = 0; s4 < r4.length; s4++) {
            const base = s4 * ROWS;
            let total = 0;
            for (let l = 0; l < lines; l++) total += pays[p4[l]! + r4.cells[base + row4[l]!]!]!;
            const scatters = scatters0123 + r4.scatters[s4]!;
            total += scatterPayLineBets[scatters]!;
            count[scatters]!++;
            sum[scatters]! += total;
            squares[scatters]! += total * total;
            if (total > 0) hits[scatters]!++;
            if (total > sums.max[scatters]!) sums.max[scatters] = total;
          }
        }
      }
      for (let k = 0; k <= MAX_SCATTERS; k++) {
        if (squares[k]! > Number.MAX_SAFE_INTEGER) throw new Error(`${title.code}: a running sum left the exact range of a double`);
        sums.count[k]! += BigInt(count[k]!);
        sums.sum[k]! += BigInt(sum[k]!);
        sums.sumSquares[k]! += BigInt(squares[k]!);
        sums.hits[k]! += BigInt(hits[k]!);
      }
      count.fill(0);
      sum.fill(0);
      squares.fill(0);
      hits.fill(0);
    }
  }
  sums.combinations = sums.count.reduce((a, b) => a + b, 0n);
  return sums;
}
