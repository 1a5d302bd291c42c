/**
 * A hand as its table reports it (docs/decisions/0040): into the shoe it
 * names, which must be open and the provider's own, as the shoe's next hand.
 * A repeat of a stored hand with the same cards answers the same (the
 * provider's retry); other cards under its number are a conflict.
 */
import type { TableReportResponse } from '#shared/api/provider-tables.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import type { SignedProvider } from '../http/provider-auth.js';
import { handsOf, providerShoe } from './store.js';
import { tallyHand } from './tallies.js';
import { checkedHand } from './tableau-check.js';

export interface HandInput {
  table_code: string;
  shoe_id: string;
  hand_no: number;
  player_cards: string[];
  banker_cards: string[];
}

export async function reportHand(ctx: Ctx, provider: SignedProvider, body: HandInput): Promise<TableReportResponse> {
  // Checked before the write lock: an impossible hand is refused whatever the shoe.
  const hand = checkedHand(body.player_cards, body.banker_cards);
  return inTransaction(ctx.db, async () => {
    // providerShoe takes the table's row lock (store.ts): the next hand number is judged on the hands committed before.
    const found = await providerShoe(ctx, provider.id, body.table_code, body.shoe_id);
    if (!found) throw new AppError(ErrorCode.TABLE_SHOE_UNKNOWN);
    const { table, shoe } = found;
    const answer = { table_id: table.id, shoe_id: shoe.shoe_id };
    const hands = await handsOf(ctx, shoe.id);
    const stored = hands.find((h) => h.hand_no === body.hand_no);
    if (stored) {
      if (stored.player_cards === body.player_cards.join(',') && stored.banker_cards === body.banker_cards.join(',')) return answer;
      throw new AppError(ErrorCode.PROVIDER_TRANSACTION_CONFLICT, `ตาที่ ${body.hand_no} ของขอนนี้รายงานไว้แล้วด้วยไพ่ชุดอื่น`);
    }
    if (shoe.ended_at !== null) throw new AppError(ErrorCode.TABLE_SHOE_UNKNOWN);
    const next = hands.length + 1;
    if (body.hand_no !== next) throw new AppError(ErrorCode.TABLE_HAND_INVALID, `ตาถัดไปของขอนนี้คือตาที่ ${next}`);
    await ctx.db
      .insertInto('baccarat_hands')
      .values({
        shoe: shoe.id,
        hand_no: body.hand_no,
        player_cards: hand.playerCards.join(','),
        banker_cards: hand.bankerCards.join(','),
        winner: hand.winner,
        player_total: hand.playerTotal,
        banker_total: hand.bankerTotal,
        player_pair: hand.playerPair ? 1 : 0,
        banker_pair: hand.bankerPair ? 1 : 0,
        dealt_at: ctx.clock.now(),
      })
      .execute();
    await tallyHand(ctx, table.id, hands.map((h) => h.winner), hand);
    return answer;
  });
}
