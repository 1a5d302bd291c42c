/**
 * The fortune wheel (docs/decisions/0030). A prize table is versioned and
 * never edited: a change is a new version, and a member's seed keeps the
 * version it was committed with, so a change applies from the member's next
 * seed only. Each member has one unrevealed seed at a time; a spin's nonce is
 * unique under its seed. Version 1 is the demo table (published weights,
 * total 10,000), part of the schema so every database can spin.
 */
/** Version 1 of the prize table: also part of the PostgreSQL baseline. */
export const wheelFirstTable = `
INSERT INTO wheel_tables (version, spin_cost_points, created_at) VALUES (1, 20, 0);
INSERT INTO wheel_prizes (table_version, segment, name, kind, value, weight) VALUES
  (1, 0, 'เสียใจด้วย', 'nothing', 0, 3500),
  (1, 1, 'โบนัส 5 บาท', 'credit_bonus', 500, 2500),
  (1, 2, '10 แต้ม', 'points', 10, 2000),
  (1, 3, 'หมุนฟรี 1 ครั้ง', 'free_spin', 1, 1000),
  (1, 4, 'โบนัส 20 บาท', 'credit_bonus', 2000, 600),
  (1, 5, '50 แต้ม', 'points', 50, 300),
  (1, 6, 'เครดิต 100 บาท', 'credit_main', 10000, 90),
  (1, 7, 'เสื้อยืดลิมิเต็ด', 'item', 0, 10);
`;

export const wheel = `
CREATE TABLE wheel_tables (
  version INTEGER PRIMARY KEY,
  spin_cost_points INTEGER NOT NULL CHECK (spin_cost_points > 0),
  created_at INTEGER NOT NULL
);
CREATE TABLE wheel_prizes (
  id INTEGER PRIMARY KEY,
  table_version INTEGER NOT NULL REFERENCES wheel_tables(version),
  segment INTEGER NOT NULL CHECK (segment >= 0),
  name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('credit_bonus', 'credit_main', 'points', 'free_spin', 'nothing', 'item')),
  value INTEGER NOT NULL CHECK (value >= 0),
  weight INTEGER NOT NULL CHECK (weight >= 0),
  UNIQUE (table_version, segment)
);
CREATE TABLE wheel_seeds (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  server_seed TEXT NOT NULL,
  server_seed_hash TEXT NOT NULL,
  client_seed TEXT NOT NULL,
  table_version INTEGER NOT NULL REFERENCES wheel_tables(version),
  next_nonce INTEGER NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  created_at INTEGER NOT NULL,
  revealed_at INTEGER
);
CREATE UNIQUE INDEX wheel_seeds_current ON wheel_seeds(member_id) WHERE revealed_at IS NULL;
CREATE INDEX wheel_seeds_member ON wheel_seeds(member_id, id);
CREATE TABLE wheel_spins (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  seed_id INTEGER NOT NULL REFERENCES wheel_seeds(id),
  nonce INTEGER NOT NULL,
  prize_id INTEGER NOT NULL REFERENCES wheel_prizes(id),
  paid_with TEXT NOT NULL CHECK (paid_with IN ('free_spin', 'points')),
  cost INTEGER NOT NULL CHECK (cost > 0),
  claim_status TEXT NOT NULL CHECK (claim_status IN ('none', 'pending', 'claimed')),
  claimed_at INTEGER,
  created_at INTEGER NOT NULL,
  UNIQUE (seed_id, nonce)
);
CREATE INDEX wheel_spins_member ON wheel_spins(member_id, id);

${wheelFirstTable}
`;
