/** The tables' rows and the few reads every tables file shares. */
import type { Winner } from '@shared/games/baccarat/index.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';

export interface TableRow {
  id: number;
  code: string;
  name: string;
}

export interface ShoeRow {
  id: number;
  table_id: number;
  shoe_id: string;
  commitment: string;
  started_at: number;
  ended_at: number | null;
  server_seed: string | null;
  salt: string | null;
  verified: number;
}

export interface HandRow {
  hand_no: number;
  player_cards: string;
  banker_cards: string;
  winner: Winner;
  player_total: number;
  banker_total: number;
  player_pair: number;
  banker_pair: number;
  dealt_at: number;
}

const SHOE_COLUMNS = 'id, table_id, shoe_id, commitment, started_at, ended_at, server_seed, salt, verified';

export function providerTable(ctx: Ctx, providerId: number, code: string): TableRow | undefined {
  return stmt<[number, string], TableRow>(ctx.db, 'SELECT id, code, name FROM baccarat_tables WHERE provider_id = ? AND code = ?').get(providerId, code);
}

export function shoeOf(ctx: Ctx, tableId: number, shoeId: string): ShoeRow | undefined {
  return stmt<[number, string], ShoeRow>(ctx.db, `SELECT ${SHOE_COLUMNS} FROM baccarat_shoes WHERE table_id = ? AND shoe_id = ?`).get(tableId, shoeId);
}

/** The shoe a provider names by its table code and shoe id, if it opened it. */
export function providerShoe(ctx: Ctx, providerId: number, code: string, shoeId: string): { table: TableRow; shoe: ShoeRow } | undefined {
  const table = providerTable(ctx, providerId, code);
  const shoe = table && shoeOf(ctx, table.id, shoeId);
  return table && shoe ? { table, shoe } : undefined;
}

/** The table's open shoe, or its latest when none is open. */
export function currentShoe(ctx: Ctx, tableId: number): ShoeRow | undefined {
  return stmt<[number], ShoeRow>(
    ctx.db,
    `SELECT ${SHOE_COLUMNS} FROM baccarat_shoes WHERE table_id = ? ORDER BY ended_at IS NULL DESC, started_at DESC, id DESC LIMIT 1`,
  ).get(tableId);
}

export function handsOf(ctx: Ctx, shoe: number): HandRow[] {
  return stmt<[number], HandRow>(
    ctx.db,
    `SELECT hand_no, player_cards, banker_cards, winner, player_total, banker_total, player_pair, banker_pair, dealt_at
     FROM baccarat_hands WHERE shoe = ? ORDER BY hand_no`,
  ).all(shoe);
}

export const cardsOf = (text: string): string[] => text.split(',');
