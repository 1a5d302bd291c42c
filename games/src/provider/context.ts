import type { Database } from 'better-sqlite3';
import type { Clock } from '@shared/clock.js';
import type { SerialQueue } from './serial.js';
import type { WalletClient } from './wallet-client.js';

/** What every part of the built-in provider works with. */
export interface ProviderCtx {
  db: Database;
  clock: Clock;
  wallet: WalletClient;
  /** a player's spins and rotations of one game, one at a time (serial.ts) */
  queue: SerialQueue;
  log: (message: string, error?: unknown) => void;
}

/** The queue key of a player's game. */
export const playKey = (playerId: string, game: string) => `${playerId}\u0000${game}`;
