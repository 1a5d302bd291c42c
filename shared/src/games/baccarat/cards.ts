/**
 * Cards of the baccarat shoe (docs/domain.md "Games and the baccarat page"). A card
 * is two characters, rank then suit: "AS", "TD", "9H", "KC". Strings rather
 * than numbers so that the revealed shoe order, and the text its commitment
 * hashes, can be read and re-typed by a member.
 */

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
export type Card = `${Rank}${Suit}`;

export const DECKS = 8;
export const SHOE_SIZE = DECKS * RANKS.length * SUITS.length; // 416

const CARD_PATTERN = /^[A2-9TJQK][SHDC]$/;

export function isCard(text: string): text is Card {
  return CARD_PATTERN.test(text);
}

/** The shoe before shuffling: deck by deck, suits S H D C, ranks A to K. The shuffle permutes this published order. */
export function orderedShoe(decks: number = DECKS): Card[] {
  const cards: Card[] = [];
  for (let deck = 0; deck < decks; deck++) {
    for (const suit of SUITS) for (const rank of RANKS) cards.push(`${rank}${suit}`);
  }
  return cards;
}

export function rankOf(card: Card): Rank {
  return card[0] as Rank;
}

/** Baccarat value: ace 1, two to nine at face, ten and the court cards 0. */
export function cardValue(card: Card): number {
  const rank = rankOf(card);
  if (rank === 'A') return 1;
  if (rank === 'T' || rank === 'J' || rank === 'Q' || rank === 'K') return 0;
  return Number(rank);
}

/** How many cards the first card of a shoe burns: its value, except that ten and the court cards burn 10. */
export function burnCount(card: Card): number {
  return cardValue(card) === 0 ? 10 : cardValue(card);
}

/** A hand's total: the last digit of the sum of its cards' values. */
export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + cardValue(card), 0) % 10;
}
