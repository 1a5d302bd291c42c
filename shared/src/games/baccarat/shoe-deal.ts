/**
 * Every hand of a shoe, from the first after the burn to the one the cut
 * card comes out in (rules in shoe-fair.ts). The table deals with this, and
 * the verify panel re-deals a revealed shoe with it, so both see the same
 * cards, third-card decisions and results.
 */
import type { Card } from './cards.js';
import { canStartHand, firstHandPosition } from './shoe-fair.js';
import { dealHand, type Hand } from './tableau.js';

export function dealShoe(cards: readonly Card[]): Hand[] {
  const hands: Hand[] = [];
  for (let position = firstHandPosition(cards); canStartHand(position); ) {
    const hand = dealHand(cards, position);
    hands.push(hand);
    position = hand.nextPosition;
  }
  return hands;
}
