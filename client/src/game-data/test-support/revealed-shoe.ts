/** Test data of a revealed shoe, for the formula page's verify panel and the table in the game frame alike. */
import type { RevealedShoe, SoothCounts, SoothDetailResponse, SoothShoeResponse, SoothTable } from '#shared/api/sooth.js';
import { dealShoe, shoeCommitment, shoeOrder } from '#shared/games/baccarat/index.js';

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

const NO_HANDS: SoothCounts = { hands: 0, banker: 0, player: 0, tie: 0, banker_pair: 0, player_pair: 0 };
const THEORETICAL = { banker: 0.4586, player: 0.4462, tie: 0.0952, pair: 0.0747 };

/** A table of the formula page as `sooth.baccarat` lists it, at the start of a fresh shoe. */
export function soothTableOf(table_id: number, code: string, name = `โต๊ะ ${table_id}`): SoothTable {
  return {
    table_id,
    code,
    name,
    shoe: { shoe_id: `${code}-shoe`, commitment: '0'.repeat(64), started_at: '2026-11-23T16:00:00+07:00' },
    counts: NO_HANDS,
    roads: { bead_plate: [], big_road: [], big_eye_boy: [], small_road: [], cockroach_pig: [] },
    last_hand: null,
  };
}

/** `sooth.detail` of a table whose ended shoes are `revealed_shoes` (its rates not yet measured). */
export function soothDetailOf(revealed_shoes: RevealedShoe[], table = soothTableOf(1, 'T1')): SoothDetailResponse {
  return { table, all_shoes: NO_HANDS, patterns: [], theoretical: THEORETICAL, revealed_shoes };
}
