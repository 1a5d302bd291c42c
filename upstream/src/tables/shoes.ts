/**
 * A table's shoes as its provider reports them (docs/decisions/0040). Opening
 * names the table (created on first sight) and publishes the commitment before
 * the first hand; it ends the table's previous shoe, which stays unverified
 * until its own reveal comes. The reveal is checked in full before anything is
 * stored: the order rebuilt from the seed hashes to the commitment, and
 * re-dealing it gives every reported hand, card for card.
 */
import type { TableReportResponse } from '@shared/api/provider-tables.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { dealShoe, shoeOrder, verifyShoe, type Card } from '@shared/games/baccarat/index.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import type { SignedProvider } from '../http/provider-auth.js';
import { handsOf, providerShoe, providerTable, shoeOf, type ShoeRow } from './store.js';

export interface ShoeOpenInput {
  table_code: string;
  table_name: string;
  shoe_id: string;
  commitment: string;
}

export function openShoe(ctx: Ctx, provider: SignedProvider, body: ShoeOpenInput): TableReportResponse {
  const { db } = ctx;
  return db
    .transaction((): TableReportResponse => {
      const now = ctx.clock.now();
      stmt(
        db,
        `INSERT INTO baccarat_tables (provider_id, code, name, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (provider_id, code) DO UPDATE SET name = excluded.name`,
      ).run(provider.id, body.table_code, body.table_name, now);
      const table = providerTable(ctx, provider.id, body.table_code)!;
      const known = shoeOf(ctx, table.id, body.shoe_id);
      if (known) {
        // A repeat (the provider's retry) answers the same and reopens nothing.
        if (known.commitment !== body.commitment) throw new AppError(ErrorCode.PROVIDER_TRANSACTION_CONFLICT, 'ขอนนี้เปิดไว้แล้วด้วยค่าผูกมัดอื่น');
        return { table_id: table.id, shoe_id: known.shoe_id };
      }
      stmt(db, 'UPDATE baccarat_shoes SET ended_at = ? WHERE table_id = ? AND ended_at IS NULL').run(now, table.id);
      stmt(db, 'INSERT INTO baccarat_shoes (table_id, shoe_id, commitment, started_at) VALUES (?, ?, ?, ?)').run(
        table.id,
        body.shoe_id,
        body.commitment,
        now,
      );
      return { table_id: table.id, shoe_id: body.shoe_id };
    })
    .immediate();
}

export interface ShoeRevealInput {
  table_code: string;
  shoe_id: string;
  server_seed: string;
  salt: string;
}

/** True when the rebuilt order hashes to the commitment with the salt, and re-dealing it gives every reported hand. */
function reDeals(ctx: Ctx, shoe: ShoeRow, order: readonly Card[], salt: string): boolean {
  if (!verifyShoe(shoe.commitment, salt, order)) return false;
  const dealt = dealShoe(order);
  const reported = handsOf(ctx, shoe.id);
  if (reported.length > dealt.length) return false;
  return reported.every((hand, index) => {
    const deal = dealt[index]!;
    return hand.hand_no === index + 1 && hand.player_cards === deal.playerCards.join(',') && hand.banker_cards === deal.bankerCards.join(',');
  });
}

export function revealShoe(ctx: Ctx, provider: SignedProvider, body: ShoeRevealInput): TableReportResponse & { verified: boolean } {
  const { db } = ctx;
  // Pure and the slow part (415 HMACs): built before the write lock is taken.
  const order = shoeOrder(body.server_seed, body.shoe_id);
  return db
    .transaction(() => {
      const found = providerShoe(ctx, provider.id, body.table_code, body.shoe_id);
      if (!found) throw new AppError(ErrorCode.TABLE_SHOE_UNKNOWN);
      const { table, shoe } = found;
      const answer = { table_id: table.id, shoe_id: shoe.shoe_id, verified: true };
      if (shoe.server_seed !== null) {
        // Revealed already: the same reveal answers the same; any other cannot be the committed one.
        if (shoe.server_seed === body.server_seed && shoe.salt === body.salt) return answer;
        throw new AppError(ErrorCode.TABLE_SHOE_MISMATCH);
      }
      if (!reDeals(ctx, shoe, order, body.salt)) throw new AppError(ErrorCode.TABLE_SHOE_MISMATCH);
      stmt(db, 'UPDATE baccarat_shoes SET server_seed = ?, salt = ?, verified = 1, ended_at = COALESCE(ended_at, ?) WHERE id = ?').run(
        body.server_seed,
        body.salt,
        ctx.clock.now(),
        shoe.id,
      );
      return answer;
    })
    .immediate();
}
