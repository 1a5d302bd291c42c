/**
 * A table's shoes as its provider reports them (docs/decisions/0040). Opening
 * names the table (created on first sight) and publishes the commitment before
 * the first hand; it ends the table's previous shoe, which stays unverified
 * until its own reveal comes. The reveal is checked in full before anything is
 * stored: the order rebuilt from the seed hashes to the commitment, and
 * re-dealing it gives every reported hand, card for card.
 */
import type { TableReportResponse } from '#shared/api/provider-tables.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { dealShoe, shoeOrder, verifyShoe, type Card } from '#shared/games/baccarat/index.js';
import type { Ctx } from '../context.js';
import { appendCommitment, shoeSubject } from '../fairness/commitment-log.js';
import { inTransaction } from '../db/transaction.js';
import type { SignedProvider } from '../http/provider-auth.js';
import { handsOf, providerShoe, providerTable, shoeOf, type ShoeRow } from './store.js';

export interface ShoeOpenInput {
  table_code: string;
  table_name: string;
  shoe_id: string;
  commitment: string;
}

export async function openShoe(ctx: Ctx, provider: SignedProvider, body: ShoeOpenInput): Promise<TableReportResponse> {
  return inTransaction(ctx.db, async () => {
    const now = ctx.clock.now();
    // The upsert also takes the table's row lock on PostgreSQL: one table's reports run one after another (store.ts).
    await ctx.db
      .insertInto('baccarat_tables')
      .values({ provider_id: provider.id, code: body.table_code, name: body.table_name, created_at: now })
      .onConflict((oc) => oc.columns(['provider_id', 'code']).doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })))
      .execute();
    const table = (await providerTable(ctx, provider.id, body.table_code))!;
    const known = await shoeOf(ctx, table.id, body.shoe_id);
    if (known) {
      // A repeat (the provider's retry) answers the same and reopens nothing.
      if (known.commitment !== body.commitment) throw new AppError(ErrorCode.PROVIDER_TRANSACTION_CONFLICT, 'ขอนนี้เปิดไว้แล้วด้วยค่าผูกมัดอื่น');
      return { table_id: table.id, shoe_id: known.shoe_id };
    }
    await ctx.db.updateTable('baccarat_shoes').set({ ended_at: now }).where('table_id', '=', table.id).where('ended_at', 'is', null).execute();
    await ctx.db.insertInto('baccarat_shoes').values({ table_id: table.id, shoe_id: body.shoe_id, commitment: body.commitment, started_at: now }).execute();
    await appendCommitment(ctx.db, { kind: 'baccarat_shoe', subject: shoeSubject(table.id, body.shoe_id), commitment: body.commitment, at: now });
    return { table_id: table.id, shoe_id: body.shoe_id };
  });
}

export interface ShoeRevealInput {
  table_code: string;
  shoe_id: string;
  server_seed: string;
  salt: string;
}

/** True when the rebuilt order hashes to the commitment with the salt, and re-dealing it gives every reported hand. */
async function reDeals(ctx: Ctx, shoe: ShoeRow, order: readonly Card[], salt: string): Promise<boolean> {
  if (!verifyShoe(shoe.commitment, salt, order)) return false;
  const dealt = dealShoe(order);
  const reported = await handsOf(ctx, shoe.id);
  if (reported.length > dealt.length) return false;
  return reported.every((hand, index) => {
    const deal = dealt[index]!;
    return hand.hand_no === index + 1 && hand.player_cards === deal.playerCards.join(',') && hand.banker_cards === deal.bankerCards.join(',');
  });
}

export async function revealShoe(ctx: Ctx, provider: SignedProvider, body: ShoeRevealInput): Promise<TableReportResponse & { verified: boolean }> {
  // Pure and the slow part (415 HMACs): built before the write lock is taken.
  const order = shoeOrder(body.server_seed, body.shoe_id);
  return inTransaction(ctx.db, async () => {
    // providerShoe takes the table's row lock (store.ts): no hand comes in between the check and the store.
    const found = await providerShoe(ctx, provider.id, body.table_code, body.shoe_id);
    if (!found) throw new AppError(ErrorCode.TABLE_SHOE_UNKNOWN);
    const { table, shoe } = found;
    const answer = { table_id: table.id, shoe_id: shoe.shoe_id, verified: true };
    if (shoe.server_seed !== null) {
      // Revealed already: the same reveal answers the same; any other cannot be the committed one.
      if (shoe.server_seed === body.server_seed && shoe.salt === body.salt) return answer;
      throw new AppError(ErrorCode.TABLE_SHOE_MISMATCH);
    }
    if (!(await reDeals(ctx, shoe, order, body.salt))) throw new AppError(ErrorCode.TABLE_SHOE_MISMATCH);
    await ctx.db
      .updateTable('baccarat_shoes')
      .set((eb) => ({ server_seed: body.server_seed, salt: body.salt, verified: 1, ended_at: eb.fn.coalesce('ended_at', eb.val(ctx.clock.now())) }))
      .where('id', '=', shoe.id)
      .execute();
    return answer;
  });
}
