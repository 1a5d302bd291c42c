import { describe, expect, it } from 'vitest';
import { evaluateSpin } from './evaluate.js';
import { linePay } from './line-pay.js';
import { PAYLINES } from './lines.js';
import { winSatang } from './money.js';
import { parseStrip } from './strips.js';
import type { SymbolId } from './symbols.js';
import { SLOT_TITLES } from './titles/index.js';
import { thaiTemple } from './titles/thai-temple.js';
import type { SlotTitle } from './types.js';

/** A title whose strips are exactly the given columns (top to bottom), so stops 0,0,0,0,0 show that grid. */
function gridTitle(columns: string[]): SlotTitle {
  return { ...thaiTemple, baseStrips: columns, freeStrips: columns };
}
const AT_TOP = [0, 0, 0, 0, 0];
const line = (text: string) => text.split(' ') as SymbolId[];

describe('paylines', () => {
  it('are 20 distinct lines of 5 rows, the first three straight', () => {
    expect(PAYLINES).toHaveLength(20);
    expect(new Set(PAYLINES.map((rows) => rows.join(''))).size).toBe(20);
    for (const rows of PAYLINES) expect(rows.every((row) => row >= 0 && row <= 2) && rows.length === 5).toBe(true);
    expect(PAYLINES.slice(0, 3)).toEqual([[1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2]]);
  });
});

describe('one line (วัดทองมหาโชค pays)', () => {
  const pays = thaiTemple.linePays;
  it('pays 3, 4 and 5 of a kind from the left, and nothing for 2 or a break on reel 1', () => {
    expect(linePay(line('A A A K Q'), pays)).toEqual({ symbol: 'A', count: 3, pay: 5 });
    expect(linePay(line('A A A A Q'), pays)).toEqual({ symbol: 'A', count: 4, pay: 15 });
    expect(linePay(line('EL EL EL EL EL'), pays)).toEqual({ symbol: 'EL', count: 5, pay: 300 });
    expect(linePay(line('A A K A A'), pays)).toBeNull();
    expect(linePay(line('K A A A A'), pays)).toBeNull();
  });

  it('lets WILD stand for any paying symbol, and pays the better of the WILD run and the symbol run', () => {
    expect(linePay(line('A W A W K'), pays)).toEqual({ symbol: 'A', count: 4, pay: 15 });
    expect(linePay(line('W W A T T'), pays)).toEqual({ symbol: 'A', count: 3, pay: 5 });
    expect(linePay(line('W W W A A'), pays)).toEqual({ symbol: 'A', count: 5, pay: 50 });
    expect(linePay(line('W W W K Q'), pays)).toEqual({ symbol: 'W', count: 3, pay: 25 });
    expect(linePay(line('W W W W W'), pays)).toEqual({ symbol: 'W', count: 5, pay: 500 });
  });

  it('pays a line its highest prize only, a tie to the symbol, labelled with what it paid (the rule /fairness publishes)', () => {
    // Three WILD pay 25 and five J pay 25: a tie, paid and labelled as five J.
    expect(linePay(line('W W W J J'), pays)).toEqual({ symbol: 'J', count: 5, pay: 25 });
    // Four WILD (100) beat five J (25); three WILD (25) beat five T (20): paid and labelled as WILD, never both.
    expect(linePay(line('W W W W J'), pays)).toEqual({ symbol: 'W', count: 4, pay: 100 });
    expect(linePay(line('W W W T T'), pays)).toEqual({ symbol: 'W', count: 3, pay: 25 });
  });

  it('never lets WILD stand for SCATTER, nor SCATTER pay on a line', () => {
    expect(linePay(line('S S S A A'), pays)).toBeNull();
    expect(linePay(line('W W S S S'), pays)).toBeNull();
    expect(linePay(line('W W W S A'), pays)).toEqual({ symbol: 'W', count: 3, pay: 25 });
  });
});

describe('evaluateSpin', () => {
  it('reads the grid from the stops, wrapping at the end of a strip', () => {
    const result = evaluateSpin(thaiTemple, [29, 0, 0, 0, 0]);
    const reel1 = parseStrip(thaiTemple.baseStrips[0]!);
    expect(result.grid[0]).toEqual([reel1[29], reel1[0], reel1[1]]);
    expect(() => evaluateSpin(thaiTemple, [30, 0, 0, 0, 0])).toThrow();
    expect(() => evaluateSpin(thaiTemple, [0, 0, 0, 0])).toThrow();
  });

  it('pays only the line that crosses three A in the middle row', () => {
    const result = evaluateSpin(gridTitle(['EL A NG', 'LT A TT', 'MG A J', 'Q K Q', 'T K T']), AT_TOP);
    expect(result.lineWins).toEqual([{ line: 1, symbol: 'A', count: 3, pay: 5 }]);
    expect(result).toMatchObject({ scatterCount: 0, scatterPay: 0, freeSpinsAwarded: 0, totalLineBets: 5 });
  });

  it('substitutes WILD on the lines through it', () => {
    const result = evaluateSpin(gridTitle(['EL A NG', 'LT W TT', 'MG A J', 'Q W Q', 'T K T']), AT_TOP);
    // Line 1 is A W A W K: four A. Lines 4, 5, 12, 13, 16, 17 also cross the WILD on reel 2 but break on reel 3.
    expect(result.lineWins).toEqual([{ line: 1, symbol: 'A', count: 4, pay: 15 }]);
    expect(result.totalLineBets).toBe(15);
  });

  it('pays the tied top row as five J, once, on line 2', () => {
    const result = evaluateSpin(gridTitle(['W A NG', 'W K TT', 'W Q EL', 'J T Q', 'J T K']), AT_TOP);
    expect(result.lineWins.filter((win) => win.line === 2)).toEqual([{ line: 2, symbol: 'J', count: 5, pay: 25 }]);
  });

  it('pays SCATTER anywhere in view (× the total bet) and awards free spins in the base game only', () => {
    const columns = ['S J K', 'Q T J', 'J Q S', 'K J T', 'T S Q'];
    const base = evaluateSpin(gridTitle(columns), AT_TOP);
    expect(base.lineWins).toEqual([]);
    expect(base).toMatchObject({ scatterCount: 3, scatterPay: 3, freeSpinsAwarded: 10, totalLineBets: 3 * 20 });
    expect(evaluateSpin(gridTitle(['S J K', 'S T J', 'J Q S', 'S J T', 'T S Q']), AT_TOP)).toMatchObject({ scatterCount: 5, scatterPay: 50, freeSpinsAwarded: 20 });
    expect(evaluateSpin(gridTitle(columns), AT_TOP, 'free').freeSpinsAwarded).toBe(0);
  });

  it('adds every line win: a full middle and top row of A', () => {
    const result = evaluateSpin(gridTitle(['A A EL', 'A A LT', 'A A MG', 'A A NG', 'A A TT']), AT_TOP);
    // Every line that stays on rows 0 and 1 pays 5 A (50): lines 1, 2, 8, 10, 12, 14, 16;
    // line 6 (0 0 1 2 2) reaches the bottom row on reel 4 and pays 3 A (5).
    expect(result.lineWins.map((win) => [win.line, win.count])).toEqual([[1, 5], [2, 5], [6, 3], [8, 5], [10, 5], [12, 5], [14, 5], [16, 5]]);
    expect(result.lineWins.every((win) => win.symbol === 'A')).toBe(true);
    expect(result.totalLineBets).toBe(7 * 50 + 5);
  });
});

describe('money', () => {
  it('turns line bets into satang once per spin, floored', () => {
    expect(winSatang(100, 5)).toBe(25); // 1 THB over 20 lines, 5 line bets = 0.25 THB
    expect(winSatang(100, 3, 3)).toBe(45);
    expect(winSatang(150, 3)).toBe(22); // 22.5 satang floors to 22
    expect(() => winSatang(0, 1)).toThrow();
  });
});

describe('the titles', () => {
  it('have 5 base and 5 free strips, SCATTERs at least 3 apart (one a reel in view) and none in free spins', () => {
    expect(SLOT_TITLES.map((title) => title.code)).toEqual(['thai-temple', 'naga-fortune', 'songkran-splash']);
    for (const title of SLOT_TITLES) {
      expect(title.baseStrips).toHaveLength(5);
      expect(title.freeStrips).toHaveLength(5);
      for (const strip of title.baseStrips.map(parseStrip)) {
        const at = strip.flatMap((symbol, index) => (symbol === 'S' ? [index] : []));
        at.forEach((position, i) => {
          const next = at[(i + 1) % at.length]!;
          if (at.length > 1) expect((next - position + strip.length) % strip.length).toBeGreaterThanOrEqual(3);
        });
      }
      for (const strip of title.freeStrips.map(parseStrip)) expect(strip).not.toContain('S');
    }
  });
});
