import { GAME_CATEGORIES, VOLATILITIES } from '#shared/api/games.js';

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Games (docs/decisions/0038). The catalogue is data: providers (our own
 * built-in one among them) with the secret their signed requests are checked
 * with, their games and the lobby pages. A launch is a one-time token (kept
 * as its SHA-256 only) bound to a member, a game and a wallet; the provider
 * exchanges it for a game session (hashed too). Every debit, credit and
 * rollback is a row named by the provider's own transaction id, with the
 * answer it got, so a repeat answers the same and moves nothing; a rollback of
 * a debit not seen yet leaves a tombstone under that id. Rounds hold what was
 * staked and won, and close once.
 */
export const games = `
CREATE TABLE game_providers (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  logo TEXT,
  -- ours: the site's own /play page; an outside provider's: its absolute URL
  launch_url TEXT NOT NULL,
  -- the HMAC key of its signed requests; null until one is configured (nothing signed is accepted)
  secret TEXT,
  currency TEXT NOT NULL DEFAULT 'THB' CHECK (currency = 'THB'),
  -- JSON array of categories
  categories TEXT NOT NULL DEFAULT '[]',
  built_in INTEGER NOT NULL DEFAULT 0 CHECK (built_in IN (0, 1)),
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  sort_order INTEGER NOT NULL DEFAULT 0,
  -- the HMAC key of its player ids: random per provider, so ids are stable and tell nothing
  player_key TEXT NOT NULL
);

CREATE TABLE games (
  id INTEGER PRIMARY KEY,
  provider_id INTEGER NOT NULL REFERENCES game_providers(id),
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  category TEXT NOT NULL CHECK (category IN (${list(GAME_CATEGORIES)})),
  image TEXT NOT NULL,
  -- JSON array of tags
  tags TEXT NOT NULL DEFAULT '[]',
  has_free_spins INTEGER NOT NULL DEFAULT 0 CHECK (has_free_spins IN (0, 1)),
  -- thousandths of a percent (96.512% is 96512); null when not published
  rtp INTEGER CHECK (rtp BETWEEN 0 AND 100000),
  volatility TEXT CHECK (volatility IN (${list(VOLATILITIES)})),
  demo INTEGER NOT NULL DEFAULT 0 CHECK (demo IN (0, 1)),
  sub_provider_id TEXT,
  -- may be played with the bonus wallet
  allows_bonus INTEGER NOT NULL DEFAULT 0 CHECK (allows_bonus IN (0, 1)),
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  sort_order INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  UNIQUE (provider_id, code)
);
CREATE INDEX games_order ON games(sort_order, id);
CREATE INDEX games_category ON games(category, sort_order, id);

CREATE TABLE lobby_configs (
  lobby_key TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  category TEXT CHECK (category IN (${list(GAME_CATEGORIES)})),
  free_spins_only INTEGER NOT NULL DEFAULT 0 CHECK (free_spins_only IN (0, 1)),
  page_size INTEGER NOT NULL CHECK (page_size > 0)
);

CREATE TABLE game_plays (
  member_id INTEGER NOT NULL REFERENCES members(id),
  game_id INTEGER NOT NULL REFERENCES games(id),
  last_played_at INTEGER NOT NULL,
  plays INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX game_plays_member_time ON game_plays(member_id, last_played_at);
CREATE INDEX game_plays_game ON game_plays(game_id);

CREATE TABLE game_launches (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members(id),
  game_id INTEGER NOT NULL REFERENCES games(id),
  provider_id INTEGER NOT NULL REFERENCES game_providers(id),
  wallet_id INTEGER NOT NULL REFERENCES wallets(id),
  source TEXT NOT NULL,
  is_mobile INTEGER NOT NULL CHECK (is_mobile IN (0, 1)),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  -- set once, when the provider exchanged the token
  used_at INTEGER
);

CREATE TABLE game_sessions (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  launch_id INTEGER NOT NULL UNIQUE REFERENCES game_launches(id),
  provider_id INTEGER NOT NULL REFERENCES game_providers(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  created_at INTEGER NOT NULL,
  -- slides on each debit
  expires_at INTEGER NOT NULL
);

CREATE TABLE game_rounds (
  id INTEGER PRIMARY KEY,
  provider_id INTEGER NOT NULL REFERENCES game_providers(id),
  round_id TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  launch_id INTEGER NOT NULL REFERENCES game_launches(id),
  wallet_id INTEGER NOT NULL REFERENCES wallets(id),
  -- satang: debits less their rollbacks, and credits
  staked INTEGER NOT NULL DEFAULT 0 CHECK (staked >= 0),
  won INTEGER NOT NULL DEFAULT 0 CHECK (won >= 0),
  created_at INTEGER NOT NULL,
  -- the first credit: after it no debit of the round is rolled back
  credited_at INTEGER,
  closed_at INTEGER,
  UNIQUE (provider_id, round_id)
);

CREATE TABLE game_transactions (
  id INTEGER PRIMARY KEY,
  provider_id INTEGER NOT NULL REFERENCES game_providers(id),
  transaction_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback', 'tombstone')),
  round_id TEXT NOT NULL,
  -- satang asked for (0 for a rollback and a tombstone)
  amount INTEGER NOT NULL CHECK (amount >= 0),
  -- SHA-256 of the request; a tombstone has none
  request_hash TEXT,
  -- the envelope answered, repeated to a repeat; a tombstone has none
  response TEXT,
  ledger_entry_id INTEGER REFERENCES ledger_entries(id),
  -- a debit: the rollback that refunded it
  rolled_back_by INTEGER REFERENCES game_transactions(id),
  created_at INTEGER NOT NULL,
  UNIQUE (provider_id, transaction_id)
);
`;
