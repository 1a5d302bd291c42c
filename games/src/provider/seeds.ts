/**
 * The fairness state of a player and a game (shared/src/games/slot-fair.ts):
 * one server seed in use, committed by its SHA-256 before any spin on it, the
 * member's client seed and the next nonce. Rotating reveals the seed (every
 * spin on it can then be recomputed) and starts a new one at nonce 0.
 */
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Clock } from '#shared/clock.js';
import { serverSeedHash } from '#shared/games/slot-fair.js';
import type { SlotFairness } from '#shared/games/slot-api.js';
import { inTransaction, type GamesDB, type GamesDb } from './db/transaction.js';

export type SeedRow = Pick<Selectable<GamesDB['seeds']>, (typeof SEED_COLUMNS)[number]>;

const SEED_COLUMNS = ['id', 'server_seed', 'server_seed_hash', 'client_seed', 'next_nonce', 'logged_at', 'log_seq'] as const;

const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');

function insertSeed(db: GamesDb, clock: Clock, playerId: string, game: string, clientSeed: string): Promise<SeedRow> {
  const serverSeed = randomHex(32);
  return db
    .insertInto('seeds')
    .values({ player_id: playerId, game_code: game, server_seed: serverSeed, server_seed_hash: serverSeedHash(serverSeed), client_seed: clientSeed, created_at: clock.now() })
    .returning(SEED_COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * The seed in use, made on first use with a random client seed (the member may choose one when rotating).
 * Callers hold the player's game queue (or own a fresh demo player); seeds_one_active refuses a second seed in use.
 */
export async function activeSeed(db: GamesDb, clock: Clock, playerId: string, game: string): Promise<SeedRow> {
  const existing = await db
    .selectFrom('seeds')
    .select(SEED_COLUMNS)
    .where('player_id', '=', playerId)
    .where('game_code', '=', game)
    .where('revealed_at', 'is', null)
    .executeTakeFirst();
  return existing ?? insertSeed(db, clock, playerId, game, randomHex(8));
}

export function fairnessOf(seed: SeedRow): SlotFairness {
  return { server_seed_hash: seed.server_seed_hash, client_seed: seed.client_seed, nonce: seed.next_nonce };
}

/** Reveals the seed in use and starts the next one with `clientSeed`; answers both. */
export function rotateSeed(db: GamesDb, clock: Clock, playerId: string, game: string, clientSeed: string): Promise<{ revealed: SeedRow; next: SeedRow }> {
  // The player's game queue orders rotations and spins; seeds_one_active keeps one seed in use whatever happens.
  return inTransaction(db, async () => {
    const revealed = await activeSeed(db, clock, playerId, game);
    await db.updateTable('seeds').set({ revealed_at: clock.now() }).where('id', '=', revealed.id).execute();
    return { revealed, next: await insertSeed(db, clock, playerId, game, clientSeed) };
  });
}
