/**
 * Answers of the built-in provider's table API for the /play table tests,
 * shaped by the contract (shared/src/games/baccarat-api.ts): table bac-1 at
 * hand 12 of its shoe, the member with ฿1,000.
 */
import type { BaccaratBetResponse, BaccaratHand, BaccaratTableResponse } from '#shared/games/baccarat-api.js';
import type { LiveGameSession } from '#shared/games/slot-api.js';
import { session } from './fixtures.js';

export const TABLE = 'bac-1';
export const SERVER_TIME = '2026-11-23T13:00:00.000Z';
export const TIMING = { betting_ms: 15_000, dealing_ms: 3_000, result_ms: 4_000 };
const at = (ms: number) => new Date(Date.parse(SERVER_TIME) + ms).toISOString();

/** The session answer for a table: the provider fills `game` for slots only as far as it can; the table reads none of it. */
export function tableSession(): LiveGameSession {
  return { ...session(), free_spin: null, game: { kind: 'baccarat', code: TABLE, name: 'บาคาร่า โต๊ะ 1' } };
}

/** Hand 12: player 2 (2♥ K♠), banker a natural 8 (4♣ 4♦, a banker pair): the banker wins. */
export function hand12(): BaccaratHand {
  return { hand_no: 12, player_cards: ['2H', 'KS'], banker_cards: ['4C', '4D'], player_total: 2, banker_total: 8, winner: 'banker', player_pair: false, banker_pair: true };
}

const hand11: BaccaratHand = { hand_no: 11, player_cards: ['9H', 'TS'], banker_cards: ['3C', 'QD'], player_total: 9, banker_total: 3, winner: 'player', player_pair: false, banker_pair: false };

/** The shoe's results before hand 12: B B P T P (hand 11 the player's). */
const RESULTS = (['banker', 'banker', 'player', 'tie', 'player'] as const).map((winner) => ({ winner, player_pair: false, banker_pair: false }));

type Phase = BaccaratTableResponse['table']['phase'];

/** The table `endsInMs` before its phase ends; in betting hand 12 is open and hand 11 is on the table. */
export function tableAnswer(phase: Phase = 'betting', endsInMs = 12_000, overrides: Partial<BaccaratTableResponse> = {}): BaccaratTableResponse {
  const dealt = phase !== 'betting';
  return {
    server_time: SERVER_TIME,
    timing: TIMING,
    table: {
      code: TABLE,
      name: 'บาคาร่า โต๊ะ 1',
      phase,
      ends_at: at(endsInMs),
      shoe: { id: 'shoe-7f3a9c2e41', commitment: '9b2e4f7a1c0d5e6f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f', hands: dealt ? 12 : 11 },
      hand_no: 12,
      last_hand: dealt ? hand12() : hand11,
      results: dealt && phase === 'result' ? [...RESULTS, { winner: 'banker', player_pair: false, banker_pair: true }] : RESULTS,
      totals: { player: 1_500, banker: 3_200, tie: 100 },
    },
    limits: { min: 10, max: 50_000, tie_max: 5_000, pair_max: 5_000 },
    my_bets: { hand_no: 12, bets: {} },
    my_last: null,
    balance: 1_000,
    ...overrides,
  };
}

export function betAnswer(bets: BaccaratBetResponse['my_bets']['bets'], balance: number): BaccaratBetResponse {
  return { my_bets: { hand_no: 12, bets }, balance };
}
