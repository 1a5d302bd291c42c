import type { Clock } from '#shared/clock.js';
import type { ProviderCommitmentKind } from '#shared/api/provider-commitments.js';
import type { GamesDb } from './db/transaction.js';
import type { SerialQueue } from './serial.js';
import type { WalletClient } from './wallet-client.js';

/** Logs one commitment; answers the seq of its entry in the site's log. */
export type CommitmentLogger = (kind: ProviderCommitmentKind, subject: string, commitment: string) => Promise<number>;

/** What every part of the built-in provider works with. */
export interface ProviderCtx {
  /** routed (db/transaction.ts): inside `inTransaction` every query goes to the open transaction */
  db: GamesDb;
  clock: Clock;
  wallet: WalletClient;
  /** logs a commitment in the site's public log (commitment-logger.ts) */
  commitments: CommitmentLogger;
  /** a player's spins and rotations of one game, one at a time (serial.ts) */
  queue: SerialQueue;
  log: (message: string, error?: unknown) => void;
}

/** The queue key of a player's game. */
export const playKey = (playerId: string, game: string) => `${playerId}\u0000${game}`;
