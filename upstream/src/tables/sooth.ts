/**
 * The formula page's reads (api/sooth.ts, docs/decisions/0040): every table
 * of an enabled provider with its open shoe (or its latest when none is open),
 * and one table in detail with the all-shoes figures, the measured pattern
 * rates and the revealed shoes. The site answers these from what the tables
 * reported; nothing here is a prediction.
 */
import { SOOTH_PATTERNS, type RevealedShoe, type SoothBaccaratResponse, type SoothCounts, type SoothDetailResponse, type SoothTable } from '@shared/api/sooth.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { wireTime } from '../lotto/time.js';
import { emptyTallies, measureShoe, PATTERN_TEXT } from './patterns.js';
import { currentShoe, handsOf, type HandRow, type TableRow } from './store.js';
import { theoretical } from './theoretical.js';
import { countsOf, handWire, roadsWire } from './wire.js';

const REVEALED_SHOWN = 10;

const LIVE_TABLES = 'SELECT t.id, t.code, t.name FROM baccarat_tables t JOIN game_providers p ON p.id = t.provider_id AND p.enabled = 1';

function tableView(ctx: Ctx, table: TableRow): { view: SoothTable; hands: HandRow[] } | undefined {
  const shoe = currentShoe(ctx, table.id);
  if (!shoe) return undefined;
  const hands = handsOf(ctx, shoe.id);
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

export function soothBaccarat(ctx: Ctx): SoothBaccaratResponse {
  const tables = stmt<[], TableRow>(ctx.db, `${LIVE_TABLES} ORDER BY t.id`).all();
  return { tables: tables.flatMap((table) => tableView(ctx, table)?.view ?? []), theoretical: theoretical() };
}

function allShoesTallies(ctx: Ctx, tableId: number) {
  const tallies = emptyTallies();
  const rows = stmt<[number], { pattern: keyof typeof tallies; tries: number; hits: number }>(
    ctx.db,
    'SELECT pattern, tries, hits FROM baccarat_pattern_tallies WHERE table_id = ?',
  ).all(tableId);
  for (const { pattern, tries, hits } of rows) tallies[pattern] = { tries, hits };
  return tallies;
}

function revealedShoes(ctx: Ctx, tableId: number): RevealedShoe[] {
  const rows = stmt<[number, number], Omit<RevealedShoe, 'verified' | 'ended_at'> & { verified: number; ended_at: number }>(
    ctx.db,
    `SELECT s.shoe_id, s.commitment, s.server_seed, s.salt, s.verified, s.ended_at,
       (SELECT COUNT(*) FROM baccarat_hands h WHERE h.shoe = s.id) AS hands
     FROM baccarat_shoes s WHERE s.table_id = ? AND s.server_seed IS NOT NULL
     ORDER BY s.ended_at DESC, s.id DESC LIMIT ?`,
  ).all(tableId, REVEALED_SHOWN);
  return rows.map((row) => ({ ...row, verified: row.verified === 1, ended_at: wireTime(row.ended_at) }));
}

export function soothDetail(ctx: Ctx, tableId: number): SoothDetailResponse {
  const table = stmt<[number], TableRow>(ctx.db, `${LIVE_TABLES} WHERE t.id = ?`).get(tableId);
  const found = table && tableView(ctx, table);
  if (!found) throw new AppError(ErrorCode.SOOTH_TABLE_NOT_FOUND);
  const allShoes = stmt<[number], SoothCounts>(ctx.db, 'SELECT hands, banker, player, tie, banker_pair, player_pair FROM baccarat_tables WHERE id = ?').get(tableId)!;
  const shoeTallies = measureShoe(found.hands.map((hand) => hand.winner));
  const allTallies = allShoesTallies(ctx, tableId);
  return {
    table: found.view,
    all_shoes: allShoes,
    patterns: SOOTH_PATTERNS.map((key) => ({ key, ...PATTERN_TEXT[key], shoe: shoeTallies[key], all_shoes: allTallies[key] })),
    theoretical: theoretical(),
    revealed_shoes: revealedShoes(ctx, tableId),
  };
}
