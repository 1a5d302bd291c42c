/**
 * One revealed shoe in full for the formula page's verify panel
 * (api/sooth.ts `sooth.shoe`, docs/decisions/0077): the card order the
 * published shuffle gives from the revealed seed, and every hand as reported,
 * each with the position of its first card in that order. A shoe whose seed
 * is not revealed is refused whole: its order would tell the cards to come.
 */
import type { SoothShoeResponse } from '#shared/api/sooth.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { dealShoe, shoeOrder, type Card, type Hand } from '#shared/games/baccarat/index.js';
import type { Ctx } from '../context.js';
import { logSeqsOf, shoeSubject } from '../fairness/commitment-log.js';
import { wireTime } from '#shared/dates/calendar.js';
import { cardsOf, handsOf, shoeOf } from './store.js';

/** A shoe's order is 415 HMACs; the last few asked are kept, since a page's visitors ask for the same shoes. */
const ORDERS_KEPT = 16;
const orders = new Map<string, { order: Card[]; dealt: Hand[] }>();

function dealtShoe(serverSeed: string, shoeId: string): { order: Card[]; dealt: Hand[] } {
  const key = JSON.stringify([serverSeed, shoeId]);
  const kept = orders.get(key);
  if (kept) return kept;
  const order = shoeOrder(serverSeed, shoeId);
  const made = { order, dealt: dealShoe(order) };
  orders.set(key, made);
  if (orders.size > ORDERS_KEPT) orders.delete(orders.keys().next().value!);
  return made;
}

export async function soothShoe(ctx: Ctx, tableId: number, shoeId: string): Promise<SoothShoeResponse> {
  const table = await ctx.db
    .selectFrom('baccarat_tables as t')
    .innerJoin('game_providers as p', (join) => join.onRef('p.id', '=', 't.provider_id').on('p.enabled', '=', 1))
    .select('t.id')
    .where('t.id', '=', tableId)
    .executeTakeFirst();
  if (!table) throw new AppError(ErrorCode.SOOTH_TABLE_NOT_FOUND);
  const shoe = await shoeOf(ctx, table.id, shoeId);
  if (!shoe) throw new AppError(ErrorCode.SOOTH_SHOE_NOT_FOUND);
  // The reveal stores the seed, the salt and the end together, after re-dealing every reported hand from that seed (shoes.ts).
  if (shoe.server_seed === null || shoe.salt === null || shoe.ended_at === null) throw new AppError(ErrorCode.SOOTH_SHOE_NOT_REVEALED);
  const { order, dealt } = dealtShoe(shoe.server_seed, shoe.shoe_id);
  const hands = await handsOf(ctx, shoe.id);
  const subject = shoeSubject(table.id, shoe.shoe_id);
  const logSeq = (await logSeqsOf(ctx.db, 'baccarat_shoe', [subject])).get(subject) ?? null;
  return {
    table_id: table.id,
    shoe_id: shoe.shoe_id,
    commitment: shoe.commitment,
    server_seed: shoe.server_seed,
    salt: shoe.salt,
    verified: shoe.verified === 1,
    started_at: wireTime(shoe.started_at),
    ended_at: wireTime(shoe.ended_at),
    cards: order,
    hands: hands.map((hand, index) => ({
      hand_no: hand.hand_no,
      // The reveal checked hand n against the n-th hand dealt from this order, card for card.
      position: dealt[index]!.position,
      winner: hand.winner,
      player_cards: cardsOf(hand.player_cards),
      banker_cards: cardsOf(hand.banker_cards),
      player_total: hand.player_total,
      banker_total: hand.banker_total,
      player_pair: hand.player_pair === 1,
      banker_pair: hand.banker_pair === 1,
      dealt_at: wireTime(hand.dealt_at),
    })),
    log_seq: logSeq,
  };
}
