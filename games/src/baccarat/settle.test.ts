/** A member's return on a dealt hand: settleBet's credits summed, the banker's 5 % commission floored to the satang. */
import { describe, expect, it } from 'vitest';
import { roundReturn, type HandResult } from './settle.js';
import { baccaratRoundId, betTransactionIds } from './round-ids.js';

const bankerWins: HandResult = { winner: 'banker', playerPair: false, bankerPair: true };
const tie: HandResult = { winner: 'tie', playerPair: false, bankerPair: false };

describe('roundReturn', () => {
  it('pays a banker win 0.95 to 1, the commission floored to the satang', () => {
    expect(roundReturn([{ side: 'banker', amount: 100_00 }], bankerWins)).toBe(195_00);
    // 10.01 THB wins 9.5095 THB: 9.50 is paid, the part of a satang is not.
    expect(roundReturn([{ side: 'banker', amount: 10_01 }], bankerWins)).toBe(10_01 + 9_50);
  });

  it('sums every bet of the hand: a loss returns nothing, a pair 11 to 1, a tie pushes player and banker', () => {
    const bets = [
      { side: 'player', amount: 100_00 },
      { side: 'banker', amount: 50_00 },
      { side: 'banker_pair', amount: 10_00 },
    ] as const;
    expect(roundReturn(bets, bankerWins)).toBe(0 + 50_00 + 47_50 + 120_00);
    expect(roundReturn(bets, tie)).toBe(100_00 + 50_00);
    expect(roundReturn([{ side: 'tie', amount: 20_00 }], tie)).toBe(180_00);
    expect(roundReturn([], bankerWins)).toBe(0);
  });
});

describe('wallet ids of a hand', () => {
  it('fit the protocol’s 64 characters for a site player id of 33', () => {
    const round = baccaratRoundId('bac-999-0123456789abcdef', 999, `p${'a'.repeat(32)}`);
    const ids = betTransactionIds(round, 999);
    expect(round).toMatch(/^bac:bac-999-0123456789abcdef:999:[0-9a-f]{20}$/);
    expect(ids).toEqual({ debit: `${round}:999`, credit: `${round}:settle`, rollback: `${round}:999:rb` });
    for (const id of Object.values(ids)) expect(id.length).toBeLessThanOrEqual(64);
  });
});
