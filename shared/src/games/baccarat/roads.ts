/**
 * The scoreboard roads of a shoe, by the standard rules, from its hands in order.
 *
 * Bead plate: every hand (ties too) in a 6-row grid, top to bottom then left to right.
 * Big road: player and banker only. A streak runs down one column; when the next
 * cell down is off the grid (6 rows) or taken, it turns right along its row and
 * keeps going right (the dragon tail). A new streak starts at the top of the
 * column after the previous streak's first column (further right if a dragon
 * tail already took that top cell). A tie is marked on the previous cell; ties
 * before the first player/banker result are marked on the first cell, which
 * stays without a colour until that result comes.
 * Derived roads (big eye boy k = 1, small road k = 2, cockroach pig k = 3) read the
 * big road's streaks by their real lengths (dragon tail included). For a big road
 * entry in streak column c at depth r:
 *   r = 0: red when columns c−1 and c−1−k are equally long, else blue;
 *   r ≥ 1: red when column c−k reaches depth r or stops before depth r − 1
 *          ("both empty"), blue when it stops exactly at r (it is r long).
 * So a derived road starts at the big road entry at column k, depth 1, or, when
 * that column is one long, at column k + 1, depth 0. Red and blue entries are
 * drawn like the big road: same colour down, a change starts a new column.
 */
import type { Hand, Winner } from './tableau.js';

export const ROAD_ROWS = 6;

export type RoadHand = Pick<Hand, 'winner' | 'playerPair' | 'bankerPair'>;
export type Side = Exclude<Winner, 'tie'>;
export type RoadColour = 'red' | 'blue';

export interface GridCell {
  col: number;
  row: number;
}
export interface BeadCell extends GridCell, RoadHand {
  hand: number;
}
export interface BigRoadCell extends GridCell {
  /** null only for a first cell that holds ties and no result yet */
  winner: Side | null;
  ties: number;
  /** index of the hand (in the input) that made the cell; null with `winner` */
  hand: number | null;
}
export interface DerivedCell extends GridCell {
  colour: RoadColour;
}
export interface Roads {
  beadPlate: BeadCell[];
  bigRoad: BigRoadCell[];
  bigEyeBoy: DerivedCell[];
  smallRoad: DerivedCell[];
  cockroachPig: DerivedCell[];
}

/** Grid cells of a sequence drawn streak by streak (big road style), one per entry. */
export function placeStreaks(keys: readonly string[], rows: number = ROAD_ROWS): GridCell[] {
  const taken = new Set<string>();
  const at = (col: number, row: number): string => `${col},${row}`;
  const cells: GridCell[] = [];
  let start = -1;
  let col = 0;
  let row = 0;
  let tail = false;
  keys.forEach((key, index) => {
    if (index === 0 || key !== keys[index - 1]) {
      start += 1;
      while (taken.has(at(start, 0))) start += 1;
      [col, row, tail] = [start, 0, false];
    } else if (!tail && row + 1 < rows && !taken.has(at(col, row + 1))) {
      row += 1;
    } else {
      tail = true;
      col += 1;
    }
    taken.add(at(col, row));
    cells.push({ col, row });
  });
  return cells;
}

export function beadPlate(hands: readonly RoadHand[], rows: number = ROAD_ROWS): BeadCell[] {
  return hands.map((hand, index) => ({ col: Math.floor(index / rows), row: index % rows, hand: index, winner: hand.winner, playerPair: hand.playerPair, bankerPair: hand.bankerPair }));
}

export function bigRoad(hands: readonly RoadHand[], rows: number = ROAD_ROWS): BigRoadCell[] {
  const results = hands.flatMap((hand, index) => (hand.winner === 'tie' ? [] : [{ winner: hand.winner, hand: index }]));
  const places = placeStreaks(results.map((result) => result.winner), rows);
  const cells: BigRoadCell[] = results.map((result, i) => ({ ...places[i]!, winner: result.winner, ties: 0, hand: result.hand }));
  let seen = 0; // results so far: a tie goes on the latest one's cell, or on the first cell before any
  for (const hand of hands) {
    if (hand.winner !== 'tie') {
      seen += 1;
      continue;
    }
    if (cells.length === 0) cells.push({ col: 0, row: 0, winner: null, ties: 0, hand: null });
    cells[Math.max(seen - 1, 0)]!.ties += 1;
  }
  return cells;
}

/** Lengths of the big road's streaks and each result's (streak column, depth). */
function streaks(hands: readonly RoadHand[]): { lengths: number[]; entries: Array<{ c: number; r: number }> } {
  const lengths: number[] = [];
  const entries: Array<{ c: number; r: number }> = [];
  let previous: Side | null = null;
  for (const hand of hands) {
    if (hand.winner === 'tie') continue;
    if (hand.winner === previous) lengths[lengths.length - 1]! += 1;
    else lengths.push(1);
    previous = hand.winner;
    entries.push({ c: lengths.length - 1, r: lengths[lengths.length - 1]! - 1 });
  }
  return { lengths, entries };
}

/** The derived road's colour for a big road entry at streak column c, depth r; null before the road starts. */
export function derivedColour(lengths: readonly number[], c: number, r: number, k: 1 | 2 | 3): RoadColour | null {
  if (c < k || (c === k && r === 0)) return null;
  if (r === 0) return lengths[c - 1] === lengths[c - 1 - k] ? 'red' : 'blue';
  return lengths[c - k] === r ? 'blue' : 'red';
}

export function derivedRoad(hands: readonly RoadHand[], k: 1 | 2 | 3, rows: number = ROAD_ROWS): DerivedCell[] {
  const { lengths, entries } = streaks(hands);
  const colours = entries.flatMap(({ c, r }) => {
    const colour = derivedColour(lengths, c, r, k);
    return colour === null ? [] : [colour];
  });
  return placeStreaks(colours, rows).map((cell, i) => ({ ...cell, colour: colours[i]! }));
}

export function buildRoads(hands: readonly RoadHand[], rows: number = ROAD_ROWS): Roads {
  return {
    beadPlate: beadPlate(hands, rows),
    bigRoad: bigRoad(hands, rows),
    bigEyeBoy: derivedRoad(hands, 1, rows),
    smallRoad: derivedRoad(hands, 2, rows),
    cockroachPig: derivedRoad(hands, 3, rows),
  };
}
