import { describe, expect, it } from 'vitest';
import type { BetType, LottoResult } from '../api/lotto/rounds.js';
import { isWinningItem } from './judge.js';

const thai: LottoResult = { first_prize: '123456', top3: '456', bottom2: '78', front3: ['012', '345'], back3: ['678', '901'] };
const yeekee: LottoResult = { top3: '090', bottom2: '11' };

const cases: [BetType, string, LottoResult, boolean][] = [
  ['3top', '456', thai, true],
  ['3top', '465', thai, false],
  // tod: any order of the same digits, all six permutations
  ...(['456', '465', '546', '564', '645', '654'] as const).map((n): [BetType, string, LottoResult, boolean] => ['3tod', n, thai, true]),
  ['3tod', '455', thai, false],
  ['3tod', '009', yeekee, true],
  ['3tod', '099', yeekee, false],
  ['3front', '012', thai, true],
  ['3front', '345', thai, true],
  ['3front', '456', thai, false],
  ['3front', '012', yeekee, false],
  ['3back', '901', thai, true],
  ['3back', '678', thai, true],
  ['3back', '012', thai, false],
  ['2top', '56', thai, true],
  ['2top', '45', thai, false],
  ['2top', '90', yeekee, true],
  ['2bottom', '78', thai, true],
  ['2bottom', '87', thai, false],
  ['runtop', '4', thai, true],
  ['runtop', '6', thai, true],
  ['runtop', '7', thai, false],
  ['runtop', '0', yeekee, true],
  ['runbottom', '7', thai, true],
  ['runbottom', '8', thai, true],
  ['runbottom', '4', thai, false],
  ['runbottom', '1', yeekee, true],
];

describe('isWinningItem', () => {
  it.each(cases)('%s %s → %s', (betType, number, result, wins) => {
    expect(isWinningItem(betType, number, result)).toBe(wins);
  });
});
