/**
 * The built-in provider's own database (games.db), apart from the site's: it
 * holds what a provider holds and nothing of the wallet. Browser sessions are
 * kept as the SHA-256 of their token; a real one is bound to the wallet's game
 * session, a demo one carries its play money. Server seeds are per player and
 * game, one unrevealed at a time. A real spin is kept before its bet is sent
 * (a crash then leaves it to be rolled back) with everything needed to
 * recompute and to settle it; a refused bet is removed, a lost one rolled
 * back, and a win the wallet has not confirmed stays `credit_pending` until it has.
 */
import { freeSpins } from './002-free-spins.js';
import { baccaratTables } from './003-baccarat-tables.js';
import { baccaratBets } from './004-baccarat-bets.js';
import { football } from './005-football.js';

export interface GamesMigration {
  version: number;
  name: string;
  sql: string;
}

const initial = `
CREATE TABLE sessions (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  mode TEXT NOT NULL CHECK (mode IN ('real', 'demo')),
  -- the wallet's game session (real only): the protocol calls name it
  wallet_session TEXT,
  player_id TEXT NOT NULL,
  display_name TEXT NOT NULL,
  game_code TEXT NOT NULL,
  -- demo play money in satang; null for real money (the wallet holds it)
  demo_balance INTEGER CHECK (demo_balance IS NULL OR demo_balance >= 0),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  CHECK ((mode = 'real') = (wallet_session IS NOT NULL)),
  CHECK ((mode = 'demo') = (demo_balance IS NOT NULL))
);

CREATE TABLE seeds (
  id INTEGER PRIMARY KEY,
  player_id TEXT NOT NULL,
  game_code TEXT NOT NULL,
  server_seed TEXT NOT NULL,
  server_seed_hash TEXT NOT NULL,
  client_seed TEXT NOT NULL,
  next_nonce INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  revealed_at INTEGER
);
CREATE UNIQUE INDEX seeds_one_active ON seeds (player_id, game_code) WHERE revealed_at IS NULL;

CREATE TABLE spins (
  id INTEGER PRIMARY KEY,
  round_id TEXT NOT NULL UNIQUE,
  session_id INTEGER NOT NULL REFERENCES sessions (id),
  player_id TEXT NOT NULL,
  game_code TEXT NOT NULL,
  seed_id INTEGER NOT NULL REFERENCES seeds (id),
  nonce INTEGER NOT NULL,
  -- debiting: the bet's answer is awaited (a crash leaves it to be rolled back);
  -- rollback_pending: the bet's answer was lost and its rollback not yet confirmed;
  -- rolled_back: undone, never played; credit_pending: played, the win not yet confirmed; settled
  status TEXT NOT NULL CHECK (status IN ('debiting', 'rollback_pending', 'rolled_back', 'credit_pending', 'settled')),
  bet INTEGER NOT NULL CHECK (bet > 0),
  win INTEGER NOT NULL CHECK (win >= 0),
  stops TEXT NOT NULL,
  -- the answer's spin (ZSlotSpin) as JSON
  result TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  settled_at INTEGER
);
-- A nonce is played once; a bet that was undone never played, so its nonce is played by the next spin.
CREATE UNIQUE INDEX spins_nonce_played ON spins (seed_id, nonce) WHERE status IN ('credit_pending', 'settled');
CREATE INDEX spins_history ON spins (player_id, game_code, id);
CREATE INDEX spins_unsettled ON spins (status) WHERE status IN ('debiting', 'rollback_pending', 'credit_pending');
`;

/** Applied in order, once each; never edit one that has shipped, add the next. */
export const GAMES_MIGRATIONS: readonly GamesMigration[] = [
  { version: 1, name: 'initial', sql: initial },
  { version: 2, name: 'free-spins', sql: freeSpins },
  { version: 3, name: 'baccarat-tables', sql: baccaratTables },
  { version: 4, name: 'baccarat-bets', sql: baccaratBets },
  { version: 5, name: 'football', sql: football },
];
