/**
 * The tables as the page reads them (shared/src/games/baccarat-api.ts): each
 * table's phase and when it ends (with the server's time, so the page counts
 * down on its own clock's offset), the shoe's id and commitment (never the
 * seed or salt of an open shoe), the hand in play, the latest hand dealt, this
 * shoe's results for the roads and everyone's stakes on the hand in play
 * (amounts only, never who). Money leaves as THB.
 */
import type { BaccaratTable, ZMyBets } from '#shared/games/baccarat-api.js';
import { BET_SIDES } from '#shared/games/baccarat/payouts.js';
import { satangToThb } from '#shared/money.js';
import type { z } from 'zod';
import type { GamesDb } from '../provider/db/transaction.js';
import type { TableState } from './dealer.js';
import { handTotals, stakesOf, type SideSums } from './bet-store.js';
import type { HandRow } from './shoes.js';
import { BETTING_MS, DEALING_MS, RESULT_MS } from './tables.js';
import { handInPlay } from './table-session.js';

export const TIMING = { betting_ms: BETTING_MS, dealing_ms: DEALING_MS, result_ms: RESULT_MS };

/** Per side in THB, every side present (the contract's record has them all; an empty one is 0). */
export const sidesToThb = (sums: SideSums) => Object.fromEntries(BET_SIDES.map((side) => [side, satangToThb(sums[side])])) as Record<keyof SideSums, number>;

/** The member's stakes on the hand (`round`: their round for it, if any). */
export const myBets = async (db: GamesDb, handNo: number, round: number | undefined): Promise<z.infer<typeof ZMyBets>> => ({
  hand_no: handNo,
  bets: sidesToThb(await stakesOf(db, round)),
});

const handToWire = (hand: HandRow) => ({
  hand_no: hand.hand_no,
  player_cards: hand.player_cards.split(','),
  banker_cards: hand.banker_cards.split(','),
  player_total: hand.player_total,
  banker_total: hand.banker_total,
  winner: hand.winner,
  player_pair: hand.player_pair === 1,
  banker_pair: hand.banker_pair === 1,
});

async function shoeResults(db: GamesDb, shoe: number): Promise<BaccaratTable['results']> {
  const rows = await db
    .selectFrom('baccarat_hands')
    .select(['winner', 'player_pair', 'banker_pair'])
    .where('shoe', '=', shoe)
    .orderBy('hand_no')
    .$narrowType<Pick<HandRow, 'winner'>>()
    .execute();
  return rows.map((row) => ({ winner: row.winner, player_pair: row.player_pair === 1, banker_pair: row.banker_pair === 1 }));
}

export async function tableView(db: GamesDb, state: TableState): Promise<BaccaratTable> {
  const { table, phase, endsAt, shoe, lastHand } = state;
  const handNo = handInPlay(state);
  return {
    code: table.code,
    name: table.name,
    phase,
    ends_at: new Date(endsAt).toISOString(),
    shoe: { id: shoe.row.shoe_id, commitment: shoe.row.commitment, hands: shoe.row.hands },
    hand_no: handNo,
    last_hand: lastHand ? handToWire(lastHand) : null,
    results: await shoeResults(db, shoe.row.id),
    totals: sidesToThb(await handTotals(db, shoe.row.id, handNo)),
  };
}
