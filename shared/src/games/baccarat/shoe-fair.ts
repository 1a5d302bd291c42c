/**
 * The shoe's published fairness function (docs/domain.md "Integrity first"). A
 * shoe's card order is a pure function of the table's server seed and the
 * shoe's id, and it is committed before the shoe's first hand:
 *
 *   start     = orderedShoe(): 8 decks, each suits S H D C, ranks A 2 … 9 T J Q K (416 cards)
 *   shuffle   = Fisher–Yates from the end: for i = 415 down to 1,
 *                 digest(i) = HMAC-SHA256(key = server seed, message = `${shoe id}:${i}`)
 *                 j         = ⌊bits(i) × (i + 1) / 2^52⌋ in whole numbers (ticketOf),
 *                             bits(i) = the first 52 bits of digest(i) as an integer
 *                 swap cards i and j
 *   commitment = SHA-256 hex of `${salt}:${cards joined by ','}` (e.g. "s4lt:AS,9H,TD,…"),
 *                published before the first hand; salt, cards and server seed are revealed when
 *                the shoe ends, and anyone can rebuild the order and re-deal every hand.
 *
 * Burn: the first card (position 0) is turned face up and burns that many
 * more cards face down, its value, with ten and court cards burning 10; the
 * first hand starts after them (position 1 + burn, at most 11).
 * Cut card: placed 14 cards before the end, between positions 401 and 402.
 * A hand starts only while the next position is before the cut card; the hand
 * during which the cut card comes out is finished (a hand takes at most 6
 * cards, so 14 is always enough) and then the shoe ends.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { ticketOf } from '../../wheel/fair.js';
import { burnCount, isCard, orderedShoe, SHOE_SIZE, type Card } from './cards.js';

export const CUT_CARD_FROM_END = 14;
export const CUT_POSITION = SHOE_SIZE - CUT_CARD_FROM_END; // 402: the first position behind the cut card

/** The shoe's card order: the published Fisher–Yates shuffle above. */
export function shoeOrder(serverSeed: string, shoeId: string): Card[] {
  const cards = orderedShoe();
  const key = utf8ToBytes(serverSeed);
  for (let i = cards.length - 1; i > 0; i--) {
    const digest = bytesToHex(hmac(sha256, key, utf8ToBytes(`${shoeId}:${i}`)));
    const j = ticketOf(digest, i + 1);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  return cards;
}

/** SHA-256 hex of `${salt}:${cards joined by ','}`: published before the shoe's first hand. The salt keeps the order unguessable from the hash. */
export function shoeCommitment(salt: string, cards: readonly string[]): string {
  return bytesToHex(sha256(utf8ToBytes(`${salt}:${cards.join(',')}`)));
}

/** True when `cards` is a full 8-deck shoe (each card exactly 8 times): a revealed order must be one, not just hash right. */
export function isFullShoe(cards: readonly string[]): cards is Card[] {
  if (cards.length !== SHOE_SIZE) return false;
  const left = new Map<string, number>();
  for (const card of orderedShoe()) left.set(card, (left.get(card) ?? 0) + 1);
  for (const card of cards) {
    const count = left.get(card);
    if (!isCard(card) || !count) return false;
    left.set(card, count - 1);
  }
  return true;
}

/** The member's check after the reveal: the revealed order is a full shoe and hashes to the commitment published before play. */
export function verifyShoe(commitment: string, salt: string, cards: readonly string[]): boolean {
  return isFullShoe(cards) && shoeCommitment(salt, cards) === commitment.toLowerCase();
}

/** The position of the first hand's first card: after the burn card and the cards it burns. */
export function firstHandPosition(cards: readonly Card[]): number {
  return 1 + burnCount(cards[0]!);
}

/** Whether a new hand may start at `position`: only before the cut card. */
export function canStartHand(position: number): boolean {
  return position < CUT_POSITION;
}
