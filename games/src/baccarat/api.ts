/**
 * The tables' read for the page that will show them (POST, as every
 * `/games/api/*` call: the gateway passes only POSTs through). Each table's
 * phase and when it ends (ISO, with the server's time so the page counts down
 * on its own clock's offset), the shoe's id and commitment, the hand in play
 * and the latest hand dealt. Never the seed or salt of an open shoe.
 * TODO(lead): move the schema to shared/src/games/ beside slot-api.ts when the page reads it.
 */
import { z } from 'zod';
import type { TableState } from './dealer.js';
import { BETTING_MS, DEALING_MS, RESULT_MS } from './tables.js';

export const BACCARAT_API = { tables: '/games/api/baccarat/tables' } as const;

const ZCards = z.array(z.string());

export const ZBaccaratTablesResponse = z.object({
  server_time: z.string(),
  timing: z.object({ betting_ms: z.number(), dealing_ms: z.number(), result_ms: z.number() }),
  tables: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      phase: z.enum(['betting', 'dealing', 'result']),
      ends_at: z.string(),
      shoe: z.object({ id: z.string(), commitment: z.string(), hands: z.number().int() }),
      /** the hand being bet on, dealt or shown */
      hand_no: z.number().int(),
      last_hand: z
        .object({
          hand_no: z.number().int(),
          player_cards: ZCards,
          banker_cards: ZCards,
          player_total: z.number().int(),
          banker_total: z.number().int(),
          winner: z.enum(['player', 'banker', 'tie']),
          player_pair: z.boolean(),
          banker_pair: z.boolean(),
        })
        .nullable(),
    }),
  ),
});
export type BaccaratTablesResponse = z.infer<typeof ZBaccaratTablesResponse>;

export function tablesView(states: readonly TableState[], now: number): BaccaratTablesResponse {
  return {
    server_time: new Date(now).toISOString(),
    timing: { betting_ms: BETTING_MS, dealing_ms: DEALING_MS, result_ms: RESULT_MS },
    tables: states.map(({ table, phase, endsAt, shoe, lastHand }) => ({
      code: table.code,
      name: table.name,
      phase,
      ends_at: new Date(endsAt).toISOString(),
      shoe: { id: shoe.row.shoe_id, commitment: shoe.row.commitment, hands: shoe.row.hands },
      hand_no: phase === 'betting' ? shoe.row.hands + 1 : shoe.row.hands,
      last_hand: lastHand
        ? {
            hand_no: lastHand.hand_no,
            player_cards: lastHand.player_cards.split(','),
            banker_cards: lastHand.banker_cards.split(','),
            player_total: lastHand.player_total,
            banker_total: lastHand.banker_total,
            winner: lastHand.winner,
            player_pair: lastHand.player_pair === 1,
            banker_pair: lastHand.banker_pair === 1,
          }
        : null,
    })),
  };
}
