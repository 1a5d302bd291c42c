/**
 * A table's shoes in the provider's database. A new shoe gets a random
 * server seed and salt; its order is the published shoeOrder(seed, shoe id)
 * and its commitment is reported before its first hand. Each change is one
 * transaction with the report that tells the site about it (outbox.ts), and
 * the shoe keeps where the next hand starts, so a restart deals on from there.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { firstHandPosition, shoeCommitment, shoeOrder, type Card, type Hand } from '@shared/games/baccarat/index.js';
import { enqueueReport } from './outbox.js';
import type { BaccaratTable } from './tables.js';

export interface ShoeRow {
  id: number;
  table_code: string;
  shoe_id: string;
  server_seed: string;
  salt: string;
  commitment: string;
  position: number;
  hands: number;
  opened_at: number;
  ended_at: number | null;
}

export interface HandRow {
  shoe: number;
  hand_no: number;
  position: number;
  player_cards: string;
  banker_cards: string;
  player_total: number;
  banker_total: number;
  winner: Hand['winner'];
  player_pair: 0 | 1;
  banker_pair: 0 | 1;
  dealt_at: number;
}

/** A shoe being dealt: its row and its card order (computed once, not per hand). */
export interface LiveShoe {
  row: ShoeRow;
  cards: Card[];
}

export function openShoeOf(db: Database, tableCode: string): ShoeRow | undefined {
  return db.prepare('SELECT * FROM baccarat_shoes WHERE table_code = ? AND ended_at IS NULL').get(tableCode) as ShoeRow | undefined;
}

export function liveShoe(row: ShoeRow): LiveShoe {
  return { row, cards: shoeOrder(row.server_seed, row.shoe_id) };
}

/** Opens the table's next shoe and queues its report (commitment before any hand). */
export function openShoe(db: Database, table: BaccaratTable, now: number): LiveShoe {
  const seed = randomBytes(32).toString('hex');
  const salt = randomBytes(16).toString('hex');
  // Random rather than counted: a fresh provider database must never reuse a shoe id the site already knows.
  const shoeId = `${table.code}-${randomBytes(8).toString('hex')}`;
  const cards = shoeOrder(seed, shoeId);
  const commitment = shoeCommitment(salt, cards);
  const row = db.transaction(() => {
    const info = db
      .prepare('INSERT INTO baccarat_shoes (table_code, shoe_id, server_seed, salt, commitment, position, opened_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(table.code, shoeId, seed, salt, commitment, firstHandPosition(cards), now);
    enqueueReport(db, { kind: 'shoeOpen', body: { table_code: table.code, table_name: table.name, shoe_id: shoeId, commitment } }, now);
    return db.prepare('SELECT * FROM baccarat_shoes WHERE id = ?').get(info.lastInsertRowid) as ShoeRow;
  })();
  return { row, cards };
}

/** Keeps a dealt hand, moves the shoe on and queues the hand's report. */
export function recordHand(db: Database, shoe: LiveShoe, hand: Hand, now: number): HandRow {
  const { row } = shoe;
  const handNo = row.hands + 1;
  const stored: HandRow = {
    shoe: row.id,
    hand_no: handNo,
    position: hand.position,
    player_cards: hand.playerCards.join(','),
    banker_cards: hand.bankerCards.join(','),
    player_total: hand.playerTotal,
    banker_total: hand.bankerTotal,
    winner: hand.winner,
    player_pair: hand.playerPair ? 1 : 0,
    banker_pair: hand.bankerPair ? 1 : 0,
    dealt_at: now,
  };
  db.transaction(() => {
    db.prepare(
      `INSERT INTO baccarat_hands (shoe, hand_no, position, player_cards, banker_cards, player_total, banker_total, winner, player_pair, banker_pair, dealt_at)
       VALUES (@shoe, @hand_no, @position, @player_cards, @banker_cards, @player_total, @banker_total, @winner, @player_pair, @banker_pair, @dealt_at)`,
    ).run(stored);
    db.prepare('UPDATE baccarat_shoes SET position = ?, hands = ? WHERE id = ?').run(hand.nextPosition, handNo, row.id);
    enqueueReport(db, { kind: 'hand', body: { table_code: row.table_code, shoe_id: row.shoe_id, hand_no: handNo, player_cards: hand.playerCards, banker_cards: hand.bankerCards } }, now);
  })();
  row.position = hand.nextPosition;
  row.hands = handNo;
  return stored;
}

/** Ends the shoe and queues its reveal (seed and salt), after its last hand's report. */
export function endShoe(db: Database, shoe: LiveShoe, now: number): void {
  const { row } = shoe;
  db.transaction(() => {
    db.prepare('UPDATE baccarat_shoes SET ended_at = ? WHERE id = ?').run(now, row.id);
    enqueueReport(db, { kind: 'shoeReveal', body: { table_code: row.table_code, shoe_id: row.shoe_id, server_seed: row.server_seed, salt: row.salt } }, now);
  })();
  row.ended_at = now;
}

export function lastHandOf(db: Database, shoe: number): HandRow | undefined {
  return db.prepare('SELECT * FROM baccarat_hands WHERE shoe = ? ORDER BY hand_no DESC LIMIT 1').get(shoe) as HandRow | undefined;
}
