import type { ColumnTypes } from './column-types.js';

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
export const football = (t: ColumnTypes) => `
CREATE TABLE football_matches (
  id ${t.id},
  match_id TEXT NOT NULL UNIQUE,
  game_code TEXT NOT NULL,
  kickoff_at ${t.int} NOT NULL,
  full_time_at ${t.int} NOT NULL CHECK (full_time_at > kickoff_at),
  home TEXT NOT NULL,
  away TEXT NOT NULL,
  mean_home ${t.real} NOT NULL,
  mean_away ${t.real} NOT NULL,
  odds_home ${t.int} NOT NULL,
  odds_draw ${t.int} NOT NULL,
  odds_away ${t.int} NOT NULL,
  odds_over ${t.int} NOT NULL,
  odds_under ${t.int} NOT NULL,
  server_seed TEXT NOT NULL,
  commitment TEXT NOT NULL,
  created_at ${t.int} NOT NULL,
  -- the final score, written when its bets are settled (recomputable from the seed)
  home_goals ${t.int},
  away_goals ${t.int},
  settled_at ${t.int},
  UNIQUE (game_code, kickoff_at)
);
CREATE INDEX football_matches_unsettled ON football_matches (full_time_at) WHERE settled_at IS NULL;

CREATE TABLE football_bets (
  id ${t.id},
  -- the bet's public id; its wallet round is vfb:<match id>:<bet id>
  bet_id TEXT NOT NULL UNIQUE,
  round_id TEXT NOT NULL UNIQUE,
  match ${t.int} NOT NULL REFERENCES football_matches (id),
  player_id TEXT NOT NULL,
  -- the session the bet was placed in: its credit names the same wallet session
  session_id ${t.int} NOT NULL REFERENCES sessions (id),
  selection TEXT NOT NULL CHECK (selection IN ('home', 'draw', 'away', 'over', 'under')),
  odds ${t.int} NOT NULL CHECK (odds >= 101),
  amount ${t.int} NOT NULL CHECK (amount > 0),
  -- debiting: the debit's answer is awaited; placed: debited; rollback_pending: the answer was lost and its rollback
  -- not confirmed; rolled_back: undone, never a bet; settled: its return credited (returned)
  status TEXT NOT NULL CHECK (status IN ('debiting', 'placed', 'rollback_pending', 'rolled_back', 'settled')),
  returned ${t.int} CHECK (returned IS NULL OR returned >= 0),
  created_at ${t.int} NOT NULL,
  settled_at ${t.int}
);
CREATE INDEX football_bets_member ON football_bets (player_id, id);
CREATE INDEX football_bets_unsettled ON football_bets (match) WHERE status IN ('debiting', 'placed', 'rollback_pending');
`;
