/**
 * The member's played spins of a game, newest 50 first, each with its server
 * seed once that seed has been revealed (then the spin can be recomputed).
 */
import type { Database } from 'better-sqlite3';
import type { SlotHistoryResponse, SlotSpin } from '@shared/games/slot-api.js';

export const HISTORY_LIMIT = 50;

export function spinHistory(db: Database, playerId: string, game: string): SlotHistoryResponse {
  const rows = db
    .prepare(
      `SELECT s.result, s.free_spin, CASE WHEN se.revealed_at IS NULL THEN NULL ELSE se.server_seed END AS server_seed
       FROM spins s JOIN seeds se ON se.id = s.seed_id
       WHERE s.player_id = ? AND s.game_code = ? AND s.status IN ('credit_pending', 'settled')
       ORDER BY s.id DESC LIMIT ?`,
    )
    .all(playerId, game, HISTORY_LIMIT) as { result: string; free_spin: 0 | 1; server_seed: string | null }[];
  // The column, not the JSON: spins kept before free spins existed have no `free_spin` in it.
  return { spins: rows.map((row) => ({ ...(JSON.parse(row.result) as SlotSpin), free_spin: row.free_spin === 1, server_seed: row.server_seed })) };
}
