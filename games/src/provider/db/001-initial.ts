import type { ColumnTypes } from './column-types.js';

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
export const initial = (t: ColumnTypes) => `
CREATE TABLE sessions (
  id ${t.id},
  token_hash TEXT NOT NULL UNIQUE,
  mode TEXT NOT NULL CHECK (mode IN ('real', 'demo')),
  -- the wallet's game session (real only): the protocol calls name it
  wallet_session TEXT,
  player_id TEXT NOT NULL,
  display_name TEXT NOT NULL,
  game_code TEXT NOT NULL,
  -- demo play money in satang; null for real money (the wallet holds it)
  demo_balance ${t.int} CHECK (demo_balance IS NULL OR demo_balance >= 0),
  created_at ${t.int} NOT NULL,
  expires_at ${t.int} NOT NULL,
  CHECK ((mode = 'real') = (wallet_session IS NOT NULL)),
  CHECK ((mode = 'demo') = (demo_balance IS NOT NULL))
);

CREATE TABLE seeds (
  id ${t.id},
  player_id TEXT NOT NULL,
  game_code TEXT NOT NULL,
  server_seed TEXT NOT NULL,
  server_seed_hash TEXT NOT NULL,
  client_seed TEXT NOT NULL,
  next_nonce ${t.int} NOT NULL DEFAULT 0,
  created_at ${t.int} NOT NULL,
  revealed_at ${t.int}
);
CREATE UNIQUE INDEX seeds_one_active ON seeds (player_id, game_code) WHERE revealed_at IS NULL;

CREATE TABLE spins (
  id ${t.id},
  round_id TEXT NOT NULL UNIQUE,
  session_id ${t.int} NOT NULL REFERENCES sessions (id),
  player_id TEXT NOT NULL,
  game_code TEXT NOT NULL,
  seed_id ${t.int} NOT NULL REFERENCES seeds (id),
  nonce ${t.int} NOT NULL,
  -- debiting: the bet's answer is awaited (a crash leaves it to be rolled back);
  -- rollback_pending: the bet's answer was lost and its rollback not yet confirmed;
  -- rolled_back: undone, never played; credit_pending: played, the win not yet confirmed; settled
  status TEXT NOT NULL CHECK (status IN ('debiting', 'rollback_pending', 'rolled_back', 'credit_pending', 'settled')),
  bet ${t.int} NOT NULL CHECK (bet > 0),
  win ${t.int} NOT NULL CHECK (win >= 0),
  stops TEXT NOT NULL,
  -- the answer's spin (ZSlotSpin) as JSON
  result TEXT NOT NULL,
  created_at ${t.int} NOT NULL,
  settled_at ${t.int}
);
-- A nonce is played once; a bet that was undone never played, so its nonce is played by the next spin.
CREATE UNIQUE INDEX spins_nonce_played ON spins (seed_id, nonce) WHERE status IN ('credit_pending', 'settled');
CREATE INDEX spins_history ON spins (player_id, game_code, id);
CREATE INDEX spins_unsettled ON spins (status) WHERE status IN ('debiting', 'rollback_pending', 'credit_pending');
`;
