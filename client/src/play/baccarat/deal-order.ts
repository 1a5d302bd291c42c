/**
 * The order the cards come out of the shoe: player, banker, player, banker,
 * then the player's third and the banker's third. While a hand is being
 * dealt the page turns them over in that order, evenly over the dealing time.
 */
import { cardValue, isCard } from '#shared/games/baccarat/cards.js';
import type { BaccaratHand } from '#shared/games/baccarat-api.js';

export type DealSide = 'player' | 'banker';

/** Each side's cards in the order they are turned: the k-th entry is [side, index on that side]. */
export function dealOrder(hand: Pick<BaccaratHand, 'player_cards' | 'banker_cards'>): Array<[DealSide, number]> {
  const order: Array<[DealSide, number]> = [];
  const most = Math.max(hand.player_cards.length, hand.banker_cards.length);
  for (let i = 0; i < most; i++) {
    if (i < hand.player_cards.length) order.push(['player', i]);
    if (i < hand.banker_cards.length) order.push(['banker', i]);
  }
  return order;
}

/** How many cards are face up `elapsedMs` into a deal lasting `dealingMs`: the first at once, the last before the end. */
export function cardsTurned(count: number, elapsedMs: number, dealingMs: number): number {
  if (count === 0 || dealingMs <= 0) return count;
  return Math.min(count, Math.max(0, Math.floor(elapsedMs / (dealingMs / count)) + 1));
}

/** A side's total from the cards shown so far (the last digit of their values). */
export function shownTotal(cards: readonly string[]): number {
  return cards.reduce((sum, card) => sum + (isCard(card) ? cardValue(card) : 0), 0) % 10;
}
