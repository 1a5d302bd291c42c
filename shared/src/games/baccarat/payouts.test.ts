import { describe, expect, it } from 'vitest';
import { settleBet, winnings, type BetSide } from './payouts.js';
import type { Winner } from './tableau.js';

const result = (winner: Winner, playerPair = false, bankerPair = false) => ({ winner, playerPair, bankerPair });

describe('baccarat payouts (satang)', () => {
  it.each([
    // side, stake, hand, outcome, credit
    ['player', 10_000, result('player'), 'win', 20_000],
    ['player', 10_000, result('banker'), 'lose', 0],
    ['banker', 10_000, result('banker'), 'win', 19_500],
    ['banker', 10_000, result('player'), 'lose', 0],
    ['tie', 10_000, result('tie'), 'win', 90_000],
    ['tie', 10_000, result('banker'), 'lose', 0],
    ['player_pair', 10_000, result('banker', true), 'win', 120_000],
    ['player_pair', 10_000, result('player', false, true), 'lose', 0],
    ['banker_pair', 10_000, result('tie', false, true), 'win', 120_000],
    ['banker_pair', 10_000, result('tie', true, false), 'lose', 0],
  ] as const)('%s %i on %j: %s, credits %i', (side, stake, hand, outcome, credit) => {
    expect(settleBet(side, stake, hand)).toEqual({ outcome, credit });
  });

  it('pushes player and banker bets on a tie: the stake comes back', () => {
    expect(settleBet('player', 12_345, result('tie'))).toEqual({ outcome: 'push', credit: 12_345 });
    expect(settleBet('banker', 12_345, result('tie'))).toEqual({ outcome: 'push', credit: 12_345 });
  });

  it.each([
    // stake, winnings = floor(stake × 95 / 100)
    [100, 95],
    [1_001, 950], // 950.95 → 950
    [19, 18], // 18.05 → 18
    [20, 19],
    [1, 0], // 0.95 → 0: the stake still comes back
    [999_999, 949_999], // 949,999.05 → 949,999
  ])('banker commission on a stake of %i satang wins %i (rounded down to the satang)', (stake, won) => {
    expect(winnings('banker', stake)).toBe(won);
    expect(settleBet('banker', stake, result('banker')).credit).toBe(stake + won);
  });

  it.each(['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as BetSide[])('%s pays whole satang and refuses a stake that is not', (side) => {
    expect(Number.isSafeInteger(winnings(side, 333))).toBe(true);
    for (const stake of [0, -100, 1.5, Number.NaN]) expect(() => settleBet(side, stake, result('player'))).toThrow(RangeError);
  });
});
