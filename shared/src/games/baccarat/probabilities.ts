/**
 * Exact theoretical odds of a hand from a full shoe, by enumerating every
 * ordered sequence of cards the tableau can take (by baccarat value: a shoe
 * of d decks holds 16d cards worth 0 and 4d of each value 1–9). The /sooth
 * page prints these beside the measured rates; they are computed, not typed
 * in, so the page cannot claim a figure the rules do not give. 8 decks:
 * banker 0.458597, player 0.446247, tie 0.095156.
 */
import { DECKS } from './cards.js';
import { bankerDraws, playerDraws, type Winner } from './tableau.js';

export interface OutcomeOdds {
  banker: number;
  player: number;
  tie: number;
  /** exact counts of ordered six-card sequences ending in each result, and all of them */
  counts: Record<Winner, bigint> & { total: bigint };
}

function valueCounts(decks: number): number[] {
  return Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * decks);
}

/** n × (n−1) × … (k factors): the ways to deal k more ordered cards from n. */
function falling(n: number, k: number): bigint {
  let product = 1n;
  for (let i = 0; i < k; i++) product *= BigInt(n - i);
  return product;
}

/** Exact banker/player/tie probabilities of the first hand from a full `decks`-deck shoe. */
export function outcomeProbabilities(decks: number = DECKS): OutcomeOdds {
  const left = valueCounts(decks);
  const size = 52 * decks;
  const counts: Record<Winner, bigint> = { banker: 0n, player: 0n, tie: 0n };
  // Every outcome is weighted as the number of six-card sequences that start with it, so outcomes of 4, 5 and 6 cards add up.
  const record = (player: number, banker: number, ways: bigint, dealt: number): void => {
    const winner: Winner = player > banker ? 'player' : banker > player ? 'banker' : 'tie';
    counts[winner] += ways * falling(size - dealt, 6 - dealt);
  };
  // Take a card of `value`: the ways to do so, then `body` with it out of the shoe.
  const draw = (value: number, ways: bigint, body: (ways: bigint) => void): void => {
    const available = left[value]!;
    if (available === 0) return;
    left[value] = available - 1;
    body(ways * BigInt(available));
    left[value] = available;
  };

  for (let p1 = 0; p1 < 10; p1++) draw(p1, 1n, (w1) => {
    for (let b1 = 0; b1 < 10; b1++) draw(b1, w1, (w2) => {
      for (let p2 = 0; p2 < 10; p2++) draw(p2, w2, (w3) => {
        for (let b2 = 0; b2 < 10; b2++) draw(b2, w3, (w4) => {
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (player >= 8 || banker >= 8) return record(player, banker, w4, 4);
          if (!playerDraws(player)) {
            if (!bankerDraws(banker, null)) return record(player, banker, w4, 4);
            for (let b3 = 0; b3 < 10; b3++) draw(b3, w4, (w5) => record(player, (banker + b3) % 10, w5, 5));
            return;
          }
          for (let p3 = 0; p3 < 10; p3++) draw(p3, w4, (w5) => {
            const playerFinal = (player + p3) % 10;
            if (!bankerDraws(banker, p3)) return record(playerFinal, banker, w5, 5);
            for (let b3 = 0; b3 < 10; b3++) draw(b3, w5, (w6) => record(playerFinal, (banker + b3) % 10, w6, 6));
          });
        });
      });
    });
  });

  const total = falling(size, 6);
  // Scale before dividing so the double keeps its precision (counts are ~5e15 for 8 decks).
  const share = (count: bigint): number => Number((count * 10n ** 15n) / total) / 1e15;
  return { banker: share(counts.banker), player: share(counts.player), tie: share(counts.tie), counts: { ...counts, total } };
}

/** Probability that a side's first two cards share a rank: 13 ranks × (4d)(4d−1) / ((52d)(52d−1)). 8 decks: 0.074699. */
export function pairProbability(decks: number = DECKS): number {
  const perRank = 4 * decks;
  const size = 52 * decks;
  return (13 * perRank * (perRank - 1)) / (size * (size - 1));
}
