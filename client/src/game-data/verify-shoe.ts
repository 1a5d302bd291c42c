/**
 * The verify panel's check of a revealed shoe, run in the browser with the
 * functions the site runs (shared/src/games/baccarat): the order rebuilt from
 * the revealed seed hashes, with the salt, to the commitment published before
 * the first hand; the order the site published is that one; and re-dealing it
 * gives every recorded hand, card for card, with its winner and pairs.
 */
import type { SoothShoeHand, SoothShoeResponse } from '#shared/api/sooth.js';
import { dealShoe, shoeCommitment, shoeOrder, verifyShoe, type Hand } from '#shared/games/baccarat/index.js';

export interface HandCheck {
  hand: SoothShoeHand;
  /** the hand dealt here from the rebuilt order; undefined when the order gives fewer hands */
  dealt: Hand | undefined;
  ok: boolean;
}

export interface ShoeVerdict {
  /** SHA-256 of `${salt}:${order}` for the order rebuilt here */
  computedHash: string;
  /** the rebuilt order is a full shoe and hashes to the commitment */
  hashOk: boolean;
  /** the order the site published is the rebuilt one, card for card */
  orderOk: boolean;
  hands: HandCheck[];
  ok: boolean;
}

const sameCards = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((card, i) => card === b[i]);

function handOk(hand: SoothShoeHand, dealt: Hand | undefined): boolean {
  return (
    dealt !== undefined &&
    dealt.position === hand.position &&
    sameCards(dealt.playerCards, hand.player_cards) &&
    sameCards(dealt.bankerCards, hand.banker_cards) &&
    dealt.winner === hand.winner &&
    dealt.playerPair === hand.player_pair &&
    dealt.bankerPair === hand.banker_pair &&
    dealt.playerTotal === hand.player_total &&
    dealt.bankerTotal === hand.banker_total
  );
}

/** `commitment`: the one the page showed before the shoe's first hand (the revealed shoes' list). */
export function checkShoe(shoe: SoothShoeResponse, commitment: string): ShoeVerdict {
  const order = shoeOrder(shoe.server_seed, shoe.shoe_id);
  const dealt = dealShoe(order);
  const hashOk = verifyShoe(commitment, shoe.salt, order);
  const orderOk = sameCards(order, shoe.cards);
  const hands = shoe.hands.map((hand, index) => {
    const mine = dealt[index];
    return { hand, dealt: mine, ok: hand.hand_no === index + 1 && handOk(hand, mine) };
  });
  return { computedHash: shoeCommitment(shoe.salt, order), hashOk, orderOk, hands, ok: hashOk && orderOk && hands.every((check) => check.ok) };
}
