/**
 * Formula page test data. The roads are built by the shared road rules
 * (buildRoads) from a written-out run of results, so the grids the page draws
 * are the ones the server would send for those hands.
 */
import type { RoadsWire, SoothBaccaratResponse, SoothCounts, SoothDetailResponse, SoothHand, SoothTable } from '#shared/api/sooth.js';
import type { SoothHandEvent } from '#shared/live/events.js';
import { buildRoads, type RoadHand } from '#shared/games/baccarat/roads.js';

/** The exact odds of an 8-deck shoe (shared/src/games/baccarat/probabilities.ts). */
export const THEORETICAL = { banker: 0.458597, player: 0.446247, tie: 0.095156, pair: 0.074699 };

const WINNER = { B: 'banker', P: 'player', T: 'tie' } as const;

/** "BBPT…" with optional pair marks: b = banker pair on the hand before, p = player pair. */
export function handsOf(run: string): RoadHand[] {
  const hands: RoadHand[] = [];
  for (const mark of run) {
    if (mark === 'b') hands.at(-1)!.bankerPair = true;
    else if (mark === 'p') hands.at(-1)!.playerPair = true;
    else hands.push({ winner: WINNER[mark as keyof typeof WINNER], playerPair: false, bankerPair: false });
  }
  return hands;
}

export function roadsOf(hands: RoadHand[]): RoadsWire {
  const roads = buildRoads(hands);
  const derived = (cells: typeof roads.bigEyeBoy) => cells.map(({ col, row, colour }) => ({ col, row, colour }));
  return {
    bead_plate: roads.beadPlate.map((cell) => ({ col: cell.col, row: cell.row, hand: cell.hand, winner: cell.winner, player_pair: cell.playerPair, banker_pair: cell.bankerPair })),
    big_road: roads.bigRoad.map((cell) => ({ col: cell.col, row: cell.row, winner: cell.winner, ties: cell.ties, hand: cell.hand })),
    big_eye_boy: derived(roads.bigEyeBoy),
    small_road: derived(roads.smallRoad),
    cockroach_pig: derived(roads.cockroachPig),
  };
}

export function countsOf(hands: RoadHand[]): SoothCounts {
  const count = (test: (hand: RoadHand) => boolean) => hands.filter(test).length;
  return {
    hands: hands.length,
    banker: count((hand) => hand.winner === 'banker'),
    player: count((hand) => hand.winner === 'player'),
    tie: count((hand) => hand.winner === 'tie'),
    banker_pair: count((hand) => hand.bankerPair),
    player_pair: count((hand) => hand.playerPair),
  };
}

export function handOf(hand_no: number, winner: SoothHand['winner'] = 'banker'): SoothHand {
  const sides = { banker: [['9S', 'KH'], ['3D', '4C']], player: [['2S', '5H'], ['8D', 'TC']], tie: [['4S', '4H'], ['AD', '7C']] } as const;
  const [banker, player] = sides[winner];
  return {
    hand_no,
    winner,
    banker_cards: [...banker],
    player_cards: [...player],
    banker_total: winner === 'banker' ? 9 : winner === 'player' ? 7 : 8,
    player_total: winner === 'banker' ? 7 : winner === 'player' ? 8 : 8,
    dealt_at: '2026-11-23T16:30:00+07:00',
  };
}

/** A table whose shoe has dealt `run` so far. */
export function tableOf(table_id: number, run: string, overrides: Partial<SoothTable> = {}): SoothTable {
  const hands = handsOf(run);
  return {
    table_id,
    code: `BAC-${table_id}`,
    name: `บาคาร่า ${table_id}`,
    shoe: { shoe_id: `s${table_id}-0001`, commitment: `${'ab'.repeat(31)}${String(table_id).padStart(2, '0')}`, started_at: '2026-11-23T16:00:00+07:00' },
    counts: countsOf(hands),
    roads: roadsOf(hands),
    last_hand: hands.length ? handOf(hands.length, hands.at(-1)!.winner) : null,
    ...overrides,
  };
}

/** Table 1: 11 hands (banker 6, player 3, two ties, a banker pair, a player pair); table 2: a shoe just opened. */
export const RUN_1 = 'BBbPPTBBBPpTB';
export const tables = (): SoothBaccaratResponse => ({
  tables: [tableOf(1, RUN_1), tableOf(2, '')],
  theoretical: THEORETICAL,
});

/** The next hand of table 1 as the `sooth` topic pushes it. */
export function nextHand(run: string, winner: SoothHand['winner']): SoothHandEvent {
  const hands = handsOf(run + { banker: 'B', player: 'P', tie: 'T' }[winner]);
  return { table_id: 1, hand: handOf(hands.length, winner), counts: countsOf(hands), roads: roadsOf(hands) };
}

export function detailOf(table: SoothTable, overrides: Partial<SoothDetailResponse> = {}): SoothDetailResponse {
  return {
    table,
    all_shoes: { hands: 240, banker: 110, player: 107, tie: 23, banker_pair: 18, player_pair: 17 },
    patterns: [
      { key: 'banker_always', name: 'แทงเจ้ามือทุกตา', description: 'ทายเจ้ามือทุกตา', shoe: { hits: 6, tries: 10 }, all_shoes: { hits: 110, tries: 217 } },
      { key: 'streak_of_three', name: 'ตามมังกรสามตา', description: 'เมื่อออกฝั่งเดียวกันสามตาติด ทายฝั่งนั้นต่อ', shoe: { hits: 0, tries: 0 }, all_shoes: { hits: 12, tries: 25 } },
    ],
    theoretical: THEORETICAL,
    revealed_shoes: [
      {
        shoe_id: 's1-0000',
        commitment: 'c0ffee'.repeat(10) + 'beef',
        server_seed: 'seed-of-shoe-0',
        salt: 'salt-0',
        hands: 78,
        verified: true,
        ended_at: '2026-11-23T15:59:00+07:00',
      },
    ],
    ...overrides,
  };
}
