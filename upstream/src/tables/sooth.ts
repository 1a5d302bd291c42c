/**
 * The formula page's reads (api/sooth.ts, docs/decisions/0040): every table
 * of an enabled provider with its open shoe (or its latest when none is open),
 * and one table in detail with the all-shoes figures, the measured pattern
 * rates and the revealed shoes. The site answers these from what the tables
 * reported; nothing here is a prediction.
 */
import { SOOTH_PATTERNS, type RevealedShoe, type SoothBaccaratResponse, type SoothCounts, type SoothDetailResponse, type SoothTable } from '#shared/api/sooth.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { Ctx } from '../context.js';
import type { Db } from '../db/transaction.js';
import { logSeqsOf, shoeSubject } from '../fairness/commitment-log.js';
import { wireTime } from '#shared/dates/calendar.js';
import { emptyTallies, measureShoe, PATTERN_TEXT } from './patterns.js';
import { currentShoe, handsOf, type HandRow, type TableRow } from './store.js';
import { theoretical } from './theoretical.js';
import { countsOf, handWire, roadsWire } from './wire.js';

const REVEALED_SHOWN = 10;

/** Tables of enabled providers. */
function liveTables(db: Db) {
  return db
    .selectFrom('baccarat_tables as t')
    .innerJoin('game_providers as p', (join) => join.onRef('p.id', '=', 't.provider_id').on('p.enabled', '=', 1))
    .select(['t.id', 't.code', 't.name']);
}

async function tableView(ctx: Ctx, table: TableRow): Promise<{ view: SoothTable; hands: HandRow[] } | undefined> {
  const shoe = await currentShoe(ctx, table.id);
  if (!shoe) return undefined;
  const hands = await handsOf(ctx, shoe.id);
  const last = hands.at(-1);
  const view: SoothTable = {
    table_id: table.id,
    code: table.code,
    name: table.name,
    shoe: { shoe_id: shoe.shoe_id, commitment: shoe.commitment, started_at: wireTime(shoe.started_at) },
    counts: countsOf(hands),
    roads: roadsWire(hands),
    last_hand: last ? handWire(last) : null,
  };
  return { view, hands };
}

export async function soothBaccarat(ctx: Ctx): Promise<SoothBaccaratResponse> {
  const tables = await liveTables(ctx.db).orderBy('t.id').execute();
  const views: SoothTable[] = [];
  for (const table of tables) {
    const found = await tableView(ctx, table);
    if (found) views.push(found.view);
  }
  return { tables: views, theoretical: theoretical() };
}

async function allShoesTallies(ctx: Ctx, tableId: number) {
  const tallies = emptyTallies();
  const rows = await ctx.db.selectFrom('baccarat_pattern_tallies').select(['pattern', 'tries', 'hits']).where('table_id', '=', tableId).execute();
  for (const { pattern, tries, hits } of rows) tallies[pattern as keyof typeof tallies] = { tries, hits };
  return tallies;
}

async function revealedShoes(ctx: Ctx, tableId: number): Promise<RevealedShoe[]> {
  const rows = await ctx.db
    .selectFrom('baccarat_shoes as s')
    .select((eb) => [
      's.shoe_id',
      's.commitment',
      's.server_seed',
      's.salt',
      's.verified',
      's.ended_at',
      eb.selectFrom('baccarat_hands as h').select(eb.fn.countAll<number>().as('n')).whereRef('h.shoe', '=', 's.id').as('hands'),
    ])
    .where('s.table_id', '=', tableId)
    .where('s.server_seed', 'is not', null)
    .orderBy('s.ended_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(REVEALED_SHOWN)
    .execute();
  // Each shoe points at its entry in the public log: one read for all of them.
  const logSeqs = await logSeqsOf(ctx.db, 'baccarat_shoe', rows.map((row) => shoeSubject(tableId, row.shoe_id)));
  // A revealed shoe has its seed, its salt and its end (the reveal stores all three).
  return rows.map((row) => ({
    ...row,
    server_seed: row.server_seed!,
    salt: row.salt!,
    hands: row.hands!,
    verified: row.verified === 1,
    ended_at: wireTime(row.ended_at!),
    log_seq: logSeqs.get(shoeSubject(tableId, row.shoe_id)) ?? null,
  }));
}

export async function soothDetail(ctx: Ctx, tableId: number): Promise<SoothDetailResponse> {
  const table = await liveTables(ctx.db).where('t.id', '=', tableId).executeTakeFirst();
  const found = table && (await tableView(ctx, table));
  if (!found) throw new AppError(ErrorCode.SOOTH_TABLE_NOT_FOUND);
  const allShoes: SoothCounts = await ctx.db
    .selectFrom('baccarat_tables')
    .select(['hands', 'banker', 'player', 'tie', 'banker_pair', 'player_pair'])
    .where('id', '=', tableId)
    .executeTakeFirstOrThrow();
  const shoeTallies = measureShoe(found.hands.map((hand) => hand.winner));
  const allTallies = await allShoesTallies(ctx, tableId);
  return {
    table: found.view,
    all_shoes: allShoes,
    patterns: SOOTH_PATTERNS.map((key) => ({ key, ...PATTERN_TEXT[key], shoe: shoeTallies[key], all_shoes: allTallies[key] })),
    theoretical: theoretical(),
    revealed_shoes: await revealedShoes(ctx, tableId),
  };
}
