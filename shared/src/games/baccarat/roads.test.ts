import { describe, expect, it } from 'vitest';
import { beadPlate, bigRoad, buildRoads, derivedRoad, type RoadHand } from './roads.js';

/** 'B', 'P', 'T' per hand, no pairs: the worked examples below are written in this short form. */
function hands(sequence: string): RoadHand[] {
  const winners = { B: 'banker', P: 'player', T: 'tie' } as const;
  return [...sequence].map((letter) => ({ winner: winners[letter as keyof typeof winners], playerPair: false, bankerPair: false }));
}

/** Derived road cells as "col,row,r|b" for short expectations. */
function short(cells: Array<{ col: number; row: number; colour: 'red' | 'blue' }>): string[] {
  return cells.map((cell) => `${cell.col},${cell.row},${cell.colour[0]}`);
}

describe('bead plate', () => {
  it('fills six rows top to bottom, then the next column, ties included', () => {
    const plate = beadPlate(hands('BPTBBPPT'));
    expect(plate.map((cell) => [cell.col, cell.row, cell.winner[0]])).toEqual([
      [0, 0, 'b'], [0, 1, 'p'], [0, 2, 't'], [0, 3, 'b'], [0, 4, 'b'], [0, 5, 'p'],
      [1, 0, 'p'], [1, 1, 't'],
    ]);
  });
});

describe('big road', () => {
  it('marks ties on the previous cell, and a first-hand tie on the first cell before its colour', () => {
    // T B B T P T T B → col 0: B (1 tie, the leading one), B (1 tie); col 1: P (2 ties); col 2: B.
    expect(bigRoad(hands('TBBTPTTB'))).toEqual([
      { col: 0, row: 0, winner: 'banker', ties: 1, hand: 1 },
      { col: 0, row: 1, winner: 'banker', ties: 1, hand: 2 },
      { col: 1, row: 0, winner: 'player', ties: 2, hand: 4 },
      { col: 2, row: 0, winner: 'banker', ties: 0, hand: 7 },
    ]);
    expect(bigRoad(hands('TT'))).toEqual([{ col: 0, row: 0, winner: null, ties: 2, hand: null }]);
    expect(bigRoad([])).toEqual([]);
  });

  it('turns a streak longer than six right along the bottom row (dragon tail); the next streak starts in column 1', () => {
    // 8 × B: (0,0)…(0,5), (1,5), (2,5). Then P P: (1,0), (1,1). Then B: (2,0).
    expect(bigRoad(hands('BBBBBBBBPPB')).map((cell) => [cell.col, cell.row, cell.winner![0]])).toEqual([
      [0, 0, 'b'], [0, 1, 'b'], [0, 2, 'b'], [0, 3, 'b'], [0, 4, 'b'], [0, 5, 'b'], [1, 5, 'b'], [2, 5, 'b'],
      [1, 0, 'p'], [1, 1, 'p'],
      [2, 0, 'b'],
    ]);
  });

  it('turns right early when the cell below is taken by an earlier dragon tail', () => {
    // 7 × B: (0,0)…(0,5), (1,5). 7 × P from (1,0): rows 0–4, (1,5) is taken → (2,4), (3,4).
    // 6 × B from (2,0): rows 0–3, (2,4) is taken → (3,3), (4,3).
    const cells = bigRoad(hands('BBBBBBB' + 'PPPPPPP' + 'BBBBBB')).map((cell) => `${cell.col},${cell.row}`);
    expect(cells).toEqual([
      '0,0', '0,1', '0,2', '0,3', '0,4', '0,5', '1,5',
      '1,0', '1,1', '1,2', '1,3', '1,4', '2,4', '3,4',
      '2,0', '2,1', '2,2', '2,3', '3,3', '4,3',
    ]);
  });
});

describe('derived roads', () => {
  // B B | P | B B B | P P | B | P: big road streak lengths 2, 1, 3, 2, 1, 1.
  // Big eye boy (k = 1), from the entry at column 2, depth 0, since column 1 is one long:
  //   (2,0) cols 1,0: 1≠2 blue; (2,1) col 1 is 1 long: blue; (2,2) col 1 stops before depth 1: red;
  //   (3,0) cols 2,1: 3≠1 blue; (3,1) col 2 reaches depth 1: red; (4,0) 2≠3 blue; (5,0) 1≠2 blue.
  // Small road (k = 2), from column 2, depth 1:
  //   (2,1) col 0 reaches depth 1: red; (2,2) col 0 is 2 long: blue; (3,0) cols 2,0: 3≠2 blue;
  //   (3,1) col 1 is 1 long: blue; (4,0) cols 3,1: 2≠1 blue; (5,0) cols 4,2: 1≠3 blue.
  // Cockroach pig (k = 3), from column 3, depth 1:
  //   (3,1) col 0 reaches depth 1: red; (4,0) cols 3,0: 2=2 red; (5,0) cols 4,1: 1=1 red.
  const example = 'BBPBBBPPBP';

  it('follow the worked example', () => {
    const roads = buildRoads(hands(example));
    expect(short(roads.bigEyeBoy)).toEqual(['0,0,b', '0,1,b', '1,0,r', '2,0,b', '3,0,r', '4,0,b', '4,1,b']);
    expect(short(roads.smallRoad)).toEqual(['0,0,r', '1,0,b', '1,1,b', '1,2,b', '1,3,b', '1,4,b']);
    expect(short(roads.cockroachPig)).toEqual(['0,0,r', '0,1,r', '0,2,r']);
  });

  it('make their first entries exactly at the hands the starting rule names, ties making none', () => {
    const firstEntryAt = (sequence: string, k: 1 | 2 | 3): number =>
      [...sequence].findIndex((_, index) => derivedRoad(hands(sequence.slice(0, index + 1)), k).length > 0);
    expect(firstEntryAt(example, 1)).toBe(3); // column 2, depth 0
    expect(firstEntryAt(example, 2)).toBe(4); // column 2, depth 1
    expect(firstEntryAt(example, 3)).toBe(7); // column 3, depth 1
    const withTies = 'TBBTPBTBBPPTBP'; // the same results with ties between them
    expect(buildRoads(hands(withTies)).bigEyeBoy).toEqual(buildRoads(hands(example)).bigEyeBoy);
    expect(firstEntryAt(withTies, 1)).toBe(5);
    expect(firstEntryAt(withTies, 3)).toBe(10);
    // B P P: column 1 reaches depth 1, so the big eye boy starts there; column 0 is 1 long → blue.
    expect(short(derivedRoad(hands('BPP'), 1))).toEqual(['0,0,b']);
    expect(derivedRoad(hands('BP'), 1)).toEqual([]);
  });

  it('count a streak past six rows by its real length, and draw their own dragon tails', () => {
    // 8 × B then 9 × P: P at depths 1–7 find column 0 (8 long) reaching them: red × 7; depth 8: column 0 is 8 long: blue.
    // Red × 7 runs down column 0 and turns right at the bottom; blue starts column 1.
    expect(short(derivedRoad(hands('BBBBBBBB' + 'PPPPPPPPP'), 1))).toEqual([
      '0,0,r', '0,1,r', '0,2,r', '0,3,r', '0,4,r', '0,5,r', '1,5,r', '1,0,b',
    ]);
  });
});
