/** The tables' rows and the few reads every tables file shares. */
import { sql, type Selectable } from 'kysely';
import type { Winner } from '#shared/games/baccarat/index.js';
import type { Ctx } from '../context.js';
import { isPostgres } from '../db/engine.js';
import type { DB } from '../db/schema.js';

export type TableRow = Pick<Selectable<DB['baccarat_tables']>, 'id' | 'code' | 'name'>;

export type ShoeRow = Selectable<DB['baccarat_shoes']>;

/** A stored hand; its winner is one of the three (the column's CHECK). */
export type HandRow = Omit<Selectable<DB['baccarat_hands']>, 'id' | 'shoe' | 'winner'> & { winner: Winner };

const SHOE_COLUMNS = ['id', 'table_id', 'shoe_id', 'commitment', 'started_at', 'ended_at', 'server_seed', 'salt', 'verified'] as const;

export async function providerTable(ctx: Ctx, providerId: number, code: string): Promise<TableRow | undefined> {
  return ctx.db.selectFrom('baccarat_tables').select(['id', 'code', 'name']).where('provider_id', '=', providerId).where('code', '=', code).executeTakeFirst();
}

export async function shoeOf(ctx: Ctx, tableId: number, shoeId: string): Promise<ShoeRow | undefined> {
  return ctx.db.selectFrom('baccarat_shoes').select(SHOE_COLUMNS).where('table_id', '=', tableId).where('shoe_id', '=', shoeId).executeTakeFirst();
}

/**
 * On PostgreSQL, the table's row lock until the report commits: a hand is
 * judged against the shoe's hands so far (the next number, the tallies) and a
 * reveal against every reported hand, which no UNIQUE key or conditional
 * UPDATE re-checks; so one table's reports run one after another, as
 * SQLite's one writer runs them. (A shoe's open takes the same lock by its
 * upsert of the table's row.)
 */
async function lockTable(ctx: Ctx, tableId: number): Promise<void> {
  if (!isPostgres(ctx.db)) return;
  await sql`SELECT id FROM baccarat_tables WHERE id = ${tableId} FOR UPDATE`.execute(ctx.db);
}

/** The shoe a provider names by its table code and shoe id, if it opened it; its table locked for the caller's transaction. */
export async function providerShoe(ctx: Ctx, providerId: number, code: string, shoeId: string): Promise<{ table: TableRow; shoe: ShoeRow } | undefined> {
  const table = await providerTable(ctx, providerId, code);
  if (!table) return undefined;
  await lockTable(ctx, table.id);
  // Read after the lock: the shoe as the report before this one left it.
  const shoe = await shoeOf(ctx, table.id, shoeId);
  return shoe ? { table, shoe } : undefined;
}

/** The table's open shoe, or its latest when none is open. */
export async function currentShoe(ctx: Ctx, tableId: number): Promise<ShoeRow | undefined> {
  return ctx.db
    .selectFrom('baccarat_shoes')
    .select(SHOE_COLUMNS)
    .where('table_id', '=', tableId)
    // The open one first: 1/0, not a boolean, so both engines order it alike.
    .orderBy(sql`CASE WHEN ended_at IS NULL THEN 1 ELSE 0 END`, 'desc')
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function handsOf(ctx: Ctx, shoe: number): Promise<HandRow[]> {
  const rows = await ctx.db
    .selectFrom('baccarat_hands')
    .select(['hand_no', 'player_cards', 'banker_cards', 'winner', 'player_total', 'banker_total', 'player_pair', 'banker_pair', 'dealt_at'])
    .where('shoe', '=', shoe)
    .orderBy('hand_no')
    .execute();
  return rows.map((row) => ({ ...row, winner: row.winner as Winner }));
}

export const cardsOf = (text: string): string[] => text.split(',');
