/**
 * Virtual football (docs/decisions/0041). A match is kept from the moment it
 * is offered: its teams, its published goal means and prices (hundredths),
 * its server seed (revealed once it is over) and the seed's SHA-256. Its
 * phase is a matter of the clock (open before kick-off, live until full time,
 * then finished), so only the final score and when its bets were all settled
 * are written later. Each bet is its own wallet round (`vfb:<match>:<bet>`):
 * kept before its debit is sent (a crash leaves it to be rolled back),
 * removed when the wallet refuses it, and settled by one credit of its
 * return (0 when lost, closing the round), retried until the wallet took it.
 */
export const football = `
CREATE TABLE football_matches (
  id INTEGER PRIMARY KEY,
  match_id TEXT NOT NULL UNIQUE,
  game_code TEXT NOT NULL,
  kickoff_at INTEGER NOT NULL,
  full_time_at INTEGER NOT NULL CHECK (full_time_at > kickoff_at),
  home TEXT NOT NULL,
  away TEXT NOT NULL,
  mean_home REAL NOT NULL,
  mean_away REAL NOT NULL,
  odds_home INTEGER NOT NULL,
  odds_draw INTEGER NOT NULL,
  odds_away INTEGER NOT NULL,
  odds_over INTEGER NOT NULL,
  odds_under INTEGER NOT NULL,
  server_seed TEXT NOT NULL,
  commitment TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  -- the final score, written when its bets are settled (recomputable from the seed)
  home_goals INTEGER,
  away_goals INTEGER,
  settled_at INTEGER,
  UNIQUE (game_code, kickoff_at)
);
CREATE INDEX football_matches_unsettled ON football_matches (full_time_at) WHERE settled_at IS NULL;

CREATE TABLE football_bets (
  id INTEGER PRIMARY KEY,
  -- the bet's public id; its wallet round is vfb:<match id>:<bet id>
  bet_id TEXT NOT NULL UNIQUE,
  round_id TEXT NOT NULL UNIQUE,
  match INTEGER NOT NULL REFERENCES football_matches (id),
  player_id TEXT NOT NULL,
  -- the session the bet was placed in: its credit names the same wallet session
  session_id INTEGER NOT NULL REFERENCES sessions (id),
  selection TEXT NOT NULL CHECK (selection IN ('home', 'draw', 'away', 'over', 'under')),
  odds INTEGER NOT NULL CHECK (odds >= 101),
  amount INTEGER NOT NULL CHECK (amount > 0),
  -- debiting: the debit's answer is awaited; placed: debited; rollback_pending: the answer was lost and its rollback
  -- not confirmed; rolled_back: undone, never a bet; settled: its return credited (returned)
  status TEXT NOT NULL CHECK (status IN ('debiting', 'placed', 'rollback_pending', 'rolled_back', 'settled')),
  returned INTEGER CHECK (returned IS NULL OR returned >= 0),
  created_at INTEGER NOT NULL,
  settled_at INTEGER
);
CREATE INDEX football_bets_member ON football_bets (player_id, id);
CREATE INDEX football_bets_unsettled ON football_bets (match) WHERE status IN ('debiting', 'placed', 'rollback_pending');
`;
