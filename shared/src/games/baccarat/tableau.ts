/**
 * The standard baccarat tableau (punto banco). Cards come off the shoe in
 * the order player, banker, player, banker; then the player's third card if
 * any, then the banker's. Nobody draws when either side has a natural (8 or 9
 * on two cards). Otherwise the player draws on 0–5 and stands on 6–7, and the
 * banker follows `bankerDraws`. Pure: the same shoe and position give the
 * same hand, which is how a member re-deals a revealed shoe.
 */
import { cardValue, handTotal, rankOf, type Card } from './cards.js';

export type Winner = 'player' | 'banker' | 'tie';

export interface Hand {
  /** position in the shoe of the hand's first card */
  position: number;
  playerCards: Card[];
  bankerCards: Card[];
  playerTotal: number;
  bankerTotal: number;
  /** either side had 8 or 9 on its first two cards */
  natural: boolean;
  playerDrew: boolean;
  bankerDrew: boolean;
  winner: Winner;
  /** the side's first two cards share a rank (K K is a pair, K Q is not) */
  playerPair: boolean;
  bankerPair: boolean;
  /** position of the next hand's first card */
  nextPosition: number;
}

/** The player draws a third card on a two-card total of 0–5. */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * Whether the banker draws, from its two-card total and the value of the
 * player's third card (null when the player stood). Standing player: the
 * banker plays like the player (draws on 0–5). Otherwise the standard table:
 * 0–2 draw; 3 draws unless the third card is 8; 4 on 2–7; 5 on 4–7; 6 on 6–7; 7 stands.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

function cardAt(cards: readonly Card[], position: number): Card {
  const card = cards[position];
  if (card === undefined) throw new RangeError(`the shoe has no card at position ${position}`);
  return card;
}

/** Deal one hand from `cards` starting at `position`. */
export function dealHand(cards: readonly Card[], position: number): Hand {
  let next = position;
  const take = (): Card => cardAt(cards, next++);
  const playerCards = [take()];
  const bankerCards = [take()];
  playerCards.push(take());
  bankerCards.push(take());

  const natural = handTotal(playerCards) >= 8 || handTotal(bankerCards) >= 8;
  let playerThird: number | null = null;
  let bankerDrew = false;
  if (!natural) {
    if (playerDraws(handTotal(playerCards))) {
      const third = take();
      playerCards.push(third);
      playerThird = cardValue(third);
    }
    if (bankerDraws(handTotal(bankerCards), playerThird)) {
      bankerCards.push(take());
      bankerDrew = true;
    }
  }

  const playerTotal = handTotal(playerCards);
  const bankerTotal = handTotal(bankerCards);
  return {
    position,
    playerCards,
    bankerCards,
    playerTotal,
    bankerTotal,
    natural,
    playerDrew: playerThird !== null,
    bankerDrew,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: rankOf(playerCards[0]!) === rankOf(playerCards[1]!),
    bankerPair: rankOf(bankerCards[0]!) === rankOf(bankerCards[1]!),
    nextPosition: next,
  };
}
