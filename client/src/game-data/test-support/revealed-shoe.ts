/** Test data of a revealed shoe, for the formula page's verify panel and the table in the game frame alike. */
import type { RevealedShoe, SoothShoeResponse } from '@shared/api/sooth.js';
import { dealShoe, shoeCommitment, shoeOrder } from '@shared/games/baccarat/index.js';

/**
 * A revealed shoe as `sooth.shoe` answers it, from the published shuffle of a
 * real seed: its order, and its first `played` hands as dealt from it. Its
 * listing (`revealed`) carries the commitment shown before the first hand.
 */
export function revealedShoeOf(shoeId = 'real-shoe-1', played = 30): { full: SoothShoeResponse; revealed: RevealedShoe } {
  const server_seed = `seed-of-${shoeId}`;
  const salt = `salt-of-${shoeId}`;
  const order = shoeOrder(server_seed, shoeId);
  const commitment = shoeCommitment(salt, order);
  const hands = dealShoe(order).slice(0, played).map((hand, index) => ({
    hand_no: index + 1,
    position: hand.position,
    winner: hand.winner,
    player_cards: hand.playerCards,
    banker_cards: hand.bankerCards,
    player_total: hand.playerTotal,
    banker_total: hand.bankerTotal,
    player_pair: hand.playerPair,
    banker_pair: hand.bankerPair,
    dealt_at: '2026-11-23T15:00:00+07:00',
  }));
  const ended_at = '2026-11-23T15:59:00+07:00';
  return {
    full: { table_id: 1, shoe_id: shoeId, commitment, server_seed, salt, verified: true, started_at: '2026-11-23T15:00:00+07:00', ended_at, cards: order, hands },
    revealed: { shoe_id: shoeId, commitment, server_seed, salt, hands: played, verified: true, ended_at },
  };
}
