import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orderedShoe, type Card } from './cards.js';
import { dealShoe } from './shoe-deal.js';
import { CUT_POSITION, canStartHand, firstHandPosition, isFullShoe, shoeCommitment, shoeOrder, verifyShoe } from './shoe-fair.js';
import { dealHand } from './tableau.js';

/** An outsider's verifier written from the doc comment with node:crypto, not the shared code. */
function independentOrder(serverSeed: string, shoeId: string): string[] {
  const cards: string[] = [];
  for (let deck = 0; deck < 8; deck++) for (const suit of 'SHDC') for (const rank of 'A23456789TJQK') cards.push(rank + suit);
  for (let i = cards.length - 1; i > 0; i--) {
    const hex = createHmac('sha256', serverSeed).update(`${shoeId}:${i}`).digest('hex');
    const j = Number((BigInt(`0x${hex.slice(0, 13)}`) * BigInt(i + 1)) >> 52n);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  return cards;
}

const SEED = 'baccarat-table-1-server-seed';

describe('the shoe order', () => {
  const cards = shoeOrder(SEED, 'shoe-7');

  it('is deterministic, differs between shoes, and matches an independent verifier', () => {
    expect(shoeOrder(SEED, 'shoe-7')).toEqual(cards);
    expect(shoeOrder(SEED, 'shoe-8')).not.toEqual(cards);
    expect(shoeOrder(`${SEED}x`, 'shoe-7')).not.toEqual(cards);
    expect(cards).toEqual(independentOrder(SEED, 'shoe-7'));
  });

  it('is a permutation of the 416 cards of eight decks', () => {
    expect(cards).toHaveLength(416);
    expect(isFullShoe(cards)).toBe(true);
    expect([...cards].sort()).toEqual(orderedShoe().sort());
  });
});

describe('the commitment', () => {
  const cards = shoeOrder(SEED, 'shoe-7');
  const salt = 'f1e2d3c4b5a6';
  const commitment = shoeCommitment(salt, cards);

  it('is SHA-256 hex of "salt:cards joined by commas" and verifies after the reveal', () => {
    expect(commitment).toBe(createHash('sha256').update(`${salt}:${cards.join(',')}`).digest('hex'));
    expect(verifyShoe(commitment, salt, cards)).toBe(true);
    expect(verifyShoe(commitment.toUpperCase(), salt, cards)).toBe(true);
  });

  it('fails for a tampered order, a wrong salt, or a list that is not a full shoe', () => {
    const swapped = [...cards];
    const other = swapped.findIndex((card) => card !== swapped[0]);
    [swapped[0], swapped[other]] = [swapped[other]!, swapped[0]!];
    expect(verifyShoe(commitment, salt, swapped)).toBe(false);
    expect(verifyShoe(commitment, 'another-salt', cards)).toBe(false);
    // A forged list that hashes right but holds nine of one card is still refused.
    const forged = [...cards];
    forged[1] = forged[0]!;
    expect(verifyShoe(shoeCommitment(salt, forged), salt, forged)).toBe(false);
    expect(verifyShoe(shoeCommitment(salt, cards.slice(1)), salt, cards.slice(1))).toBe(false);
  });
});

describe('burn, cut card and a whole shoe', () => {
  it('burns the first card\'s value, ten and court cards burning 10', () => {
    const rest = orderedShoe().slice(1) as Card[];
    expect(firstHandPosition(['AS', ...rest])).toBe(2);
    expect(firstHandPosition(['9H', ...rest])).toBe(10);
    expect(firstHandPosition(['TD', ...rest])).toBe(11);
    expect(firstHandPosition(['KC', ...rest])).toBe(11);
  });

  it('starts no hand behind the cut card, 14 cards before the end', () => {
    expect(CUT_POSITION).toBe(402);
    expect(canStartHand(401)).toBe(true);
    expect(canStartHand(402)).toBe(false);
  });

  it('re-deals every hand of a revealed shoe: contiguous from the burn to the cut card', () => {
    const cards = shoeOrder(SEED, 'shoe-7');
    const hands = dealShoe(cards);
    expect(hands[0]!.position).toBe(firstHandPosition(cards));
    for (const [index, hand] of hands.entries()) {
      expect(hand).toEqual(dealHand(cards, hand.position));
      if (index > 0) expect(hand.position).toBe(hands[index - 1]!.nextPosition);
    }
    const last = hands.at(-1)!;
    expect(last.position).toBeLessThan(CUT_POSITION);
    expect(last.nextPosition).toBeGreaterThanOrEqual(CUT_POSITION);
    expect(last.nextPosition).toBeLessThanOrEqual(416);
    expect(dealShoe(shoeOrder(SEED, 'shoe-7'))).toEqual(hands);
  });
});
