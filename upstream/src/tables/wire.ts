/** A shoe's stored hands as the formula page's wire shapes (api/sooth.ts): roads in snake_case, hands and counts. */
import type { RoadsWire, SoothCounts, SoothHand } from '#shared/api/sooth.js';
import { buildRoads, type DerivedCell } from '#shared/games/baccarat/index.js';
import { wireTime } from '#shared/dates/calendar.js';
import { cardsOf, type HandRow } from './store.js';

const derived = (cells: DerivedCell[]) => cells.map(({ col, row, colour }) => ({ col, row, colour }));

/**
 * The core names a cell's hand by its index in the shoe; the wire by its
 * hand_no (1 for the first hand), as `last_hand` and `sooth:hand` do.
 */
export function roadsWire(hands: readonly HandRow[]): RoadsWire {
  const roads = buildRoads(hands.map((h) => ({ winner: h.winner, playerPair: h.player_pair === 1, bankerPair: h.banker_pair === 1 })));
  const handNo = (index: number) => hands[index]!.hand_no;
  return {
    bead_plate: roads.beadPlate.map(({ col, row, hand, winner, playerPair, bankerPair }) => ({
      col,
      row,
      hand: handNo(hand),
      winner,
      player_pair: playerPair,
      banker_pair: bankerPair,
    })),
    big_road: roads.bigRoad.map(({ col, row, winner, ties, hand }) => ({ col, row, winner, ties, hand: hand === null ? null : handNo(hand) })),
    big_eye_boy: derived(roads.bigEyeBoy),
    small_road: derived(roads.smallRoad),
    cockroach_pig: derived(roads.cockroachPig),
  };
}

export function handWire(hand: HandRow): SoothHand {
  return {
    hand_no: hand.hand_no,
    winner: hand.winner,
    player_cards: cardsOf(hand.player_cards),
    banker_cards: cardsOf(hand.banker_cards),
    player_total: hand.player_total,
    banker_total: hand.banker_total,
    dealt_at: wireTime(hand.dealt_at),
  };
}

export function countsOf(hands: readonly HandRow[]): SoothCounts {
  const count = (keep: (hand: HandRow) => boolean) => hands.filter(keep).length;
  return {
    hands: hands.length,
    banker: count((h) => h.winner === 'banker'),
    player: count((h) => h.winner === 'player'),
    tie: count((h) => h.winner === 'tie'),
    banker_pair: count((h) => h.banker_pair === 1),
    player_pair: count((h) => h.player_pair === 1),
  };
}
