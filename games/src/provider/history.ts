/**
 * The member's played spins of a game, newest 50 first, each with its server
 * seed once that seed has been revealed (then the spin can be recomputed).
 */
import type { SlotHistoryResponse, SlotSpin } from '@shared/games/slot-api.js';
import type { GamesDb } from './db/transaction.js';

export const HISTORY_LIMIT = 50;

export async function spinHistory(db: GamesDb, playerId: string, game: string): Promise<SlotHistoryResponse> {
  const rows = await db
    .selectFrom('spins as s')
    .innerJoin('seeds as se', 'se.id', 's.seed_id')
    .select((eb) => ['s.result', 's.free_spin', eb.case().when('se.revealed_at', 'is', null).then(null).else(eb.ref('se.server_seed')).end().as('server_seed')])
    .where('s.player_id', '=', playerId)
    .where('s.game_code', '=', game)
    .where('s.status', 'in', ['credit_pending', 'settled'])
    .orderBy('s.id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  // The column, not the JSON: spins kept before free spins existed have no `free_spin` in it.
  return { spins: rows.map((row) => ({ ...(JSON.parse(row.result) as SlotSpin), free_spin: row.free_spin === 1, server_seed: row.server_seed })) };
}
