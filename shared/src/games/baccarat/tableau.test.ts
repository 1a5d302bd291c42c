import { describe, expect, it } from 'vitest';
import type { Card } from './cards.js';
import { bankerDraws, dealHand, playerDraws } from './tableau.js';

/** A card worth `value` (0 is a king), suit chosen by the caller so pairs can be avoided or made. */
function worth(value: number, suit: 'S' | 'H' | 'D' | 'C' = 'S'): Card {
  const rank = value === 0 ? 'K' : value === 1 ? 'A' : String(value);
  return `${rank}${suit}` as Card;
}

/** Cards in dealing order: player 1, banker 1, player 2, banker 2, then third cards. */
function shoe(player: [Card, Card], banker: [Card, Card], ...rest: Card[]): Card[] {
  return [player[0], banker[0], player[1], banker[1], ...rest];
}

// The standard banker table, written out by hand. Rows: banker two-card total 0–7.
// Columns: player stood (no third card), then the player's third card worth 0 … 9. D draws, S stands.
const BANKER_TABLE: Record<number, string> = {
  //   n0123456789
  0: 'DDDDDDDDDDD',
  1: 'DDDDDDDDDDD',
  2: 'DDDDDDDDDDD',
  3: 'DDDDDDDDDSD',
  4: 'DSSDDDDDDSS',
  5: 'DSSSSDDDDSS',
  6: 'SSSSSSSDDSS',
  7: 'SSSSSSSSSSS',
};

describe('banker third-card rule', () => {
  const columns: Array<number | null> = [null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  for (let bankerTotal = 0; bankerTotal <= 7; bankerTotal++) {
    for (const [column, third] of columns.entries()) {
      const draws = BANKER_TABLE[bankerTotal]![column] === 'D';
      it(`banker ${bankerTotal}, player third ${third ?? 'none'}: ${draws ? 'draws' : 'stands'}`, () => {
        expect(bankerDraws(bankerTotal, third)).toBe(draws);
        // The same decision through a real deal: banker's two cards make the total (never a natural, never a pair).
        const bankerHand: [Card, Card] = [worth(bankerTotal, 'H'), 'QD'];
        const cards = third === null
          ? shoe(['6S', 'KC'], bankerHand, '3D') // player 6 stands
          : shoe(['2S', '3C'], bankerHand, worth(third, 'C'), '3D'); // player 5 draws `third`
        const hand = dealHand(cards, 0);
        expect(hand.natural).toBe(false);
        expect(hand.playerDrew).toBe(third !== null);
        expect(hand.bankerDrew).toBe(draws);
        expect(hand.bankerCards).toHaveLength(draws ? 3 : 2);
        expect(hand.nextPosition).toBe(4 + (third === null ? 0 : 1) + (draws ? 1 : 0));
      });
    }
  }
});

describe('player rule and naturals', () => {
  it.each([0, 1, 2, 3, 4, 5, 6, 7])('player two-card total %i: draws on 0–5, stands on 6–7', (total) => {
    expect(playerDraws(total)).toBe(total <= 5);
    const hand = dealHand(shoe([worth(total, 'S'), 'JC'], ['7H', 'QD'], '4C'), 0); // banker 7 stands either way
    expect(hand.playerDrew).toBe(total <= 5);
    expect(hand.playerCards).toHaveLength(total <= 5 ? 3 : 2);
    expect(hand.bankerDrew).toBe(false);
  });

  it.each([
    // player cards, banker cards, winner, totals
    [['4S', '4H'], ['KD', '5C'], 'player', 8, 5],
    [['2S', '3H'], ['9D', 'KC'], 'banker', 5, 9],
    [['9S', 'KH'], ['5D', '4C'], 'tie', 9, 9],
    [['8S', 'KH'], ['2D', 'KC'], 'player', 8, 2],
    [['AS', 'AH'], ['4D', '4C'], 'banker', 2, 8],
  ] as const)('a natural %j against %j: nobody draws, %s wins %i to %i', (player, banker, winner, playerTotal, bankerTotal) => {
    const hand = dealHand(shoe([...player], [...banker], '5S', '5H'), 0);
    expect(hand).toMatchObject({ natural: true, playerDrew: false, bankerDrew: false, winner, playerTotal, bankerTotal, nextPosition: 4 });
  });
});

describe('a whole hand', () => {
  it('deals in order, applies both rules, totals mod 10 and marks pairs', () => {
    // P: A 4 = 5 draws 7 → 2. B: K 6 = 6, player third 7 → draws 2 → 8. Banker wins.
    const cards: Card[] = ['QS', 'QH', 'AS', 'KC', '4H', '6S', '7D', '2C', '9S'];
    const hand = dealHand(cards, 2);
    expect(hand).toEqual({
      position: 2,
      playerCards: ['AS', '4H', '7D'],
      bankerCards: ['KC', '6S', '2C'],
      playerTotal: 2,
      bankerTotal: 8,
      natural: false,
      playerDrew: true,
      bankerDrew: true,
      winner: 'banker',
      playerPair: false,
      bankerPair: false,
      nextPosition: 8,
    });
  });

  it('a pair is two cards of one rank, whatever the suits; two tens of different rank are not', () => {
    expect(dealHand(shoe(['QS', 'QH'], ['KD', 'QC'], '5S', '5H'), 0)).toMatchObject({ playerPair: true, bankerPair: false });
    expect(dealHand(shoe(['7S', '8H'], ['3D', '3C'], '5S', '5H'), 0)).toMatchObject({ playerPair: false, bankerPair: true });
  });

  it('refuses to deal past the end of the shoe', () => {
    expect(() => dealHand(['2S', '3H', '2D', '3C'], 0)).toThrow(RangeError); // player 4 must draw a fifth card
  });
});
