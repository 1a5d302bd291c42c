/**
 * The member's played rounds of a game (slot spins, fishing shots: both are
 * rows of `spins`), newest first, a page of GAME_HISTORY_PAGE_SIZE at a time,
 * each with its server seed once that seed has been revealed (then the round
 * can be recomputed). No round is ever pruned (docs/decisions/0076), so every
 * round of a revealed seed stays on some page. Each carries its seed's entry
 * in the site's public log of commitments, once the seed was logged.
 */
import { GAME_HISTORY_PAGE_SIZE, type SlotHistoryResponse, type SlotSpin } from '#shared/games/slot-api.js';
import type { FishingShotResponse, FishingShotsResponse } from '#shared/games/fishing-api.js';
import type { GamesDb } from './db/transaction.js';

const PLAYED = ['credit_pending', 'settled'] as const;

interface PlayedRow {
  result: string;
  free_spin: number;
  server_seed: string | null;
  log_seq: number | null;
}

async function playedPage(db: GamesDb, playerId: string, game: string, page: number): Promise<{ rows: PlayedRow[]; total: number }> {
  const played = db
    .selectFrom('spins as s')
    .where('s.player_id', '=', playerId)
    .where('s.game_code', '=', game)
    .where('s.status', 'in', PLAYED);
  const rows = await played
    .innerJoin('seeds as se', 'se.id', 's.seed_id')
    .select((eb) => ['s.result', 's.free_spin', eb.case().when('se.revealed_at', 'is', null).then(null).else(eb.ref('se.server_seed')).end().as('server_seed'), 'se.log_seq'])
    .orderBy('s.id', 'desc')
    .limit(GAME_HISTORY_PAGE_SIZE)
    .offset((page - 1) * GAME_HISTORY_PAGE_SIZE)
    .execute();
  const count = await played.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

export async function spinHistory(db: GamesDb, playerId: string, game: string, page: number): Promise<SlotHistoryResponse> {
  const { rows, total } = await playedPage(db, playerId, game, page);
  return {
    // The column, not the JSON: spins kept before free spins existed have no `free_spin` in it.
    items: rows.map((row) => ({ ...(JSON.parse(row.result) as SlotSpin), free_spin: row.free_spin === 1, server_seed: row.server_seed, log_seq: row.log_seq })),
    page,
    page_size: GAME_HISTORY_PAGE_SIZE,
    total,
  };
}

export async function shotHistory(db: GamesDb, playerId: string, game: string, page: number): Promise<FishingShotsResponse> {
  const { rows, total } = await playedPage(db, playerId, game, page);
  return {
    // A kept shot's `result` is its answer without the balance (fishing/shot.ts).
    items: rows.map((row) => ({ ...(JSON.parse(row.result) as Omit<FishingShotResponse, 'balance'>), server_seed: row.server_seed, log_seq: row.log_seq })),
    page,
    page_size: GAME_HISTORY_PAGE_SIZE,
    total,
  };
}
