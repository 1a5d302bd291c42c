/**
 * The fairness state of a player and a game (shared/src/games/slot-fair.ts):
 * one server seed in use, committed by its SHA-256 before any spin on it, the
 * member's client seed and the next nonce. Rotating reveals the seed (every
 * spin on it can then be recomputed) and starts a new one at nonce 0.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Clock } from '@shared/clock.js';
import { serverSeedHash } from '@shared/games/slot-fair.js';
import type { SlotFairness } from '@shared/games/slot-api.js';

export interface SeedRow {
  id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
}

const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');

function insertSeed(db: Database, clock: Clock, playerId: string, game: string, clientSeed: string): SeedRow {
  const serverSeed = randomHex(32);
  return db
    .prepare(
      `INSERT INTO seeds (player_id, game_code, server_seed, server_seed_hash, client_seed, created_at) VALUES (?, ?, ?, ?, ?, ?)
       RETURNING id, server_seed, server_seed_hash, client_seed, next_nonce`,
    )
    .get(playerId, game, serverSeed, serverSeedHash(serverSeed), clientSeed, clock.now()) as SeedRow;
}

/** The seed in use, made on first use with a random client seed (the member may choose one when rotating). */
export function activeSeed(db: Database, clock: Clock, playerId: string, game: string): SeedRow {
  const existing = db
    .prepare('SELECT id, server_seed, server_seed_hash, client_seed, next_nonce FROM seeds WHERE player_id = ? AND game_code = ? AND revealed_at IS NULL')
    .get(playerId, game) as SeedRow | undefined;
  return existing ?? insertSeed(db, clock, playerId, game, randomHex(8));
}

export function fairnessOf(seed: SeedRow): SlotFairness {
  return { server_seed_hash: seed.server_seed_hash, client_seed: seed.client_seed, nonce: seed.next_nonce };
}

/** Reveals the seed in use and starts the next one with `clientSeed`; answers both. */
export function rotateSeed(db: Database, clock: Clock, playerId: string, game: string, clientSeed: string): { revealed: SeedRow; next: SeedRow } {
  return db.transaction(() => {
    const revealed = activeSeed(db, clock, playerId, game);
    db.prepare('UPDATE seeds SET revealed_at = ? WHERE id = ?').run(clock.now(), revealed.id);
    return { revealed, next: insertSeed(db, clock, playerId, game, clientSeed) };
  }).immediate();
}
