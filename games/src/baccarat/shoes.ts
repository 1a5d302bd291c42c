/**
 * A table's shoes in the provider's database. A new shoe gets a random
 * server seed and salt; its order is the published shoeOrder(seed, shoe id)
 * and its commitment is reported before its first hand. Each change is one
 * transaction with the report that tells the site about it (outbox.ts), and
 * the shoe keeps where the next hand starts, so a restart deals on from there.
 */
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { firstHandPosition, shoeCommitment, shoeOrder, type Card, type Hand } from '#shared/games/baccarat/index.js';
import { inTransaction, type GamesDB, type GamesDb } from '../provider/db/transaction.js';
import { enqueueReport } from './outbox.js';
import type { BaccaratTable } from './tables.js';

export type ShoeRow = Selectable<GamesDB['baccarat_shoes']>;

/** A dealt hand as kept; the winner and the pairs as the deal decided them (the table's CHECKs hold them to these). */
export type HandRow = Omit<Selectable<GamesDB['baccarat_hands']>, 'winner' | 'player_pair' | 'banker_pair'> & {
  winner: Hand['winner'];
  player_pair: 0 | 1;
  banker_pair: 0 | 1;
};

/** A shoe being dealt: its row and its card order (computed once, not per hand). */
export interface LiveShoe {
  row: ShoeRow;
  cards: Card[];
}

export function openShoeOf(db: GamesDb, tableCode: string): Promise<ShoeRow | undefined> {
  return db.selectFrom('baccarat_shoes').selectAll().where('table_code', '=', tableCode).where('ended_at', 'is', null).executeTakeFirst();
}

export function liveShoe(row: ShoeRow): LiveShoe {
  return { row, cards: shoeOrder(row.server_seed, row.shoe_id) };
}

/** Opens the table's next shoe and queues its report (commitment before any hand); baccarat_shoes_one_open keeps one open per table. */
export async function openShoe(db: GamesDb, table: BaccaratTable, now: number): Promise<LiveShoe> {
  const seed = randomBytes(32).toString('hex');
  const salt = randomBytes(16).toString('hex');
  // Random rather than counted: a fresh provider database must never reuse a shoe id the site already knows.
  const shoeId = `${table.code}-${randomBytes(8).toString('hex')}`;
  const cards = shoeOrder(seed, shoeId);
  const commitment = shoeCommitment(salt, cards);
  const row = await inTransaction(db, async () => {
    const opened = await db
      .insertInto('baccarat_shoes')
      .values({ table_code: table.code, shoe_id: shoeId, server_seed: seed, salt, commitment, position: firstHandPosition(cards), opened_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await enqueueReport(db, { kind: 'shoeOpen', body: { table_code: table.code, table_name: table.name, shoe_id: shoeId, commitment } }, now);
    return opened;
  });
  return { row, cards };
}

/**
 * Keeps a dealt hand, moves the shoe on and queues the hand's report, in one
 * transaction (the caller moves its LiveShoe on once it is kept): the shoe's next position is committed with the hand that used
 * the cards before it. The shoe row's update is what a bet on the hand waits
 * for (bet.ts), so no bet is kept for a hand already dealt.
 */
export async function recordHand(db: GamesDb, shoe: LiveShoe, hand: Hand, now: number): Promise<HandRow> {
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
  await inTransaction(db, async () => {
    await db.updateTable('baccarat_shoes').set({ position: hand.nextPosition, hands: handNo }).where('id', '=', row.id).execute();
    await db.insertInto('baccarat_hands').values(stored).execute();
    await enqueueReport(db, { kind: 'hand', body: { table_code: row.table_code, shoe_id: row.shoe_id, hand_no: handNo, player_cards: hand.playerCards, banker_cards: hand.bankerCards } }, now);
  });
  return stored;
}

/** Ends the shoe and queues its reveal (seed and salt), after its last hand's report. */
export async function endShoe(db: GamesDb, shoe: LiveShoe, now: number): Promise<void> {
  const { row } = shoe;
  await inTransaction(db, async () => {
    await db.updateTable('baccarat_shoes').set({ ended_at: now }).where('id', '=', row.id).execute();
    await enqueueReport(db, { kind: 'shoeReveal', body: { table_code: row.table_code, shoe_id: row.shoe_id, server_seed: row.server_seed, salt: row.salt } }, now);
  });
  row.ended_at = now;
}

export function lastHandOf(db: GamesDb, shoe: number): Promise<HandRow | undefined> {
  return db
    .selectFrom('baccarat_hands')
    .selectAll()
    .where('shoe', '=', shoe)
    .orderBy('hand_no', 'desc')
    .limit(1)
    .$narrowType<Pick<HandRow, 'winner' | 'player_pair' | 'banker_pair'>>()
    .executeTakeFirst();
}
