import { SOOTH_PATTERNS } from '#shared/api/sooth.js';

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Live baccarat tables (docs/decisions/0040). A provider's table is known by
 * its code once it opens its first shoe. A shoe is opened with its commitment
 * before its first hand; a table has at most one open shoe (opening the next
 * ends the previous); hands are reported in order and kept with what the site
 * computed from their cards; the reveal stores the seed and salt once the
 * site re-dealt the shoe and found every hand as reported.
 *
 * The all-shoes counts and pattern tallies are kept as each hand is stored,
 * so the formula page's reads stay the same cost however many shoes a table
 * has dealt (a table deals dozens a day).
 */
export const tables = `
CREATE TABLE baccarat_tables (
  id INTEGER PRIMARY KEY,
  provider_id INTEGER NOT NULL REFERENCES game_providers(id),
  code TEXT NOT NULL,
  -- Thai, as members see it; the latest shoe's open names it
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  -- every hand of every shoe of the table
  hands INTEGER NOT NULL DEFAULT 0,
  banker INTEGER NOT NULL DEFAULT 0,
  player INTEGER NOT NULL DEFAULT 0,
  tie INTEGER NOT NULL DEFAULT 0,
  banker_pair INTEGER NOT NULL DEFAULT 0,
  player_pair INTEGER NOT NULL DEFAULT 0,
  UNIQUE (provider_id, code)
);

CREATE TABLE baccarat_shoes (
  id INTEGER PRIMARY KEY,
  table_id INTEGER NOT NULL REFERENCES baccarat_tables(id),
  -- the provider's id of the shoe: part of what its order is built from
  shoe_id TEXT NOT NULL,
  commitment TEXT NOT NULL,
  started_at INTEGER NOT NULL,
  -- set when the next shoe opens or at the reveal
  ended_at INTEGER,
  -- null until revealed; a reveal is stored only once it verified
  server_seed TEXT,
  salt TEXT,
  verified INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1)),
  UNIQUE (table_id, shoe_id)
);
CREATE UNIQUE INDEX baccarat_shoes_one_open ON baccarat_shoes(table_id) WHERE ended_at IS NULL;
CREATE INDEX baccarat_shoes_revealed ON baccarat_shoes(table_id, ended_at) WHERE server_seed IS NOT NULL;

CREATE TABLE baccarat_hands (
  id INTEGER PRIMARY KEY,
  -- the shoe's row (not the provider's shoe id)
  shoe INTEGER NOT NULL REFERENCES baccarat_shoes(id),
  hand_no INTEGER NOT NULL CHECK (hand_no >= 1),
  -- cards as reported, joined by ',' ("9S,TH" or "4D,2C,7H")
  player_cards TEXT NOT NULL,
  banker_cards TEXT NOT NULL,
  winner TEXT NOT NULL CHECK (winner IN ('player', 'banker', 'tie')),
  player_total INTEGER NOT NULL CHECK (player_total BETWEEN 0 AND 9),
  banker_total INTEGER NOT NULL CHECK (banker_total BETWEEN 0 AND 9),
  player_pair INTEGER NOT NULL CHECK (player_pair IN (0, 1)),
  banker_pair INTEGER NOT NULL CHECK (banker_pair IN (0, 1)),
  dealt_at INTEGER NOT NULL,
  UNIQUE (shoe, hand_no)
);

-- per table and pattern over all its shoes (a pattern starts again at each shoe)
CREATE TABLE baccarat_pattern_tallies (
  table_id INTEGER NOT NULL REFERENCES baccarat_tables(id),
  pattern TEXT NOT NULL CHECK (pattern IN (${list(SOOTH_PATTERNS)})),
  tries INTEGER NOT NULL DEFAULT 0,
  hits INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (table_id, pattern)
);
`;
