import type { ColumnTypes } from './column-types.js';

/**
 * Live baccarat tables (docs/decisions/0040). A shoe keeps its server seed and
 * salt (revealed to the site when it ends), its commitment, and where the
 * next hand starts and how many hands it has dealt, so a restart continues it.
 * One shoe per table is open at a time. Every dealt hand is kept. Reports to
 * the site wait in `table_reports`, sent in id order: dealing never waits for
 * the site, and a report the site refused for good is kept with its error.
 */
export const baccaratTables = (t: ColumnTypes) => `
CREATE TABLE baccarat_shoes (
  id ${t.id},
  table_code TEXT NOT NULL,
  shoe_id TEXT NOT NULL UNIQUE,
  server_seed TEXT NOT NULL,
  salt TEXT NOT NULL,
  commitment TEXT NOT NULL,
  -- the next hand's first card
  position ${t.int} NOT NULL CHECK (position >= 0),
  hands ${t.int} NOT NULL DEFAULT 0 CHECK (hands >= 0),
  opened_at ${t.int} NOT NULL,
  ended_at ${t.int}
);
CREATE UNIQUE INDEX baccarat_shoes_one_open ON baccarat_shoes (table_code) WHERE ended_at IS NULL;

CREATE TABLE baccarat_hands (
  shoe ${t.int} NOT NULL REFERENCES baccarat_shoes (id),
  hand_no ${t.int} NOT NULL CHECK (hand_no >= 1),
  position ${t.int} NOT NULL,
  -- cards joined by ',' (e.g. 'AS,9H,TD')
  player_cards TEXT NOT NULL,
  banker_cards TEXT NOT NULL,
  player_total ${t.int} NOT NULL,
  banker_total ${t.int} NOT NULL,
  winner TEXT NOT NULL CHECK (winner IN ('player', 'banker', 'tie')),
  player_pair ${t.int} NOT NULL CHECK (player_pair IN (0, 1)),
  banker_pair ${t.int} NOT NULL CHECK (banker_pair IN (0, 1)),
  dealt_at ${t.int} NOT NULL,
  PRIMARY KEY (shoe, hand_no)
);

CREATE TABLE table_reports (
  id ${t.id},
  kind TEXT NOT NULL CHECK (kind IN ('shoeOpen', 'hand', 'shoeReveal')),
  -- the request body as JSON
  body TEXT NOT NULL,
  created_at ${t.int} NOT NULL,
  attempts ${t.int} NOT NULL DEFAULT 0,
  sent_at ${t.int},
  -- the site's error code when it refused the report for good
  refused ${t.int}
);
CREATE INDEX table_reports_unsent ON table_reports (id) WHERE sent_at IS NULL AND refused IS NULL;
`;
