import { BET_TYPES } from '#shared/api/lotto/rounds.js';

const betTypes = BET_TYPES.map((t) => `'${t}'`).join(', ');
const roundStatuses = `'upcoming', 'open', 'closed', 'resulted', 'cancelled'`;
const billStatuses = `'pending', 'won', 'lost', 'cancelled', 'refunded'`;

/**
 * Lotto categories, rounds, rates, limits, restricted numbers, bills, yeekee
 * shots and the settlements feed. Times are epoch milliseconds from the
 * injected clock; money is integer satang; rates are hundredths of THB paid per
 * 1 THB (900 THB → 90000, 3.2 THB → 320) so every payout stays an integer.
 */
export const lotto = `
CREATE TABLE lotto_categories (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  grp TEXT NOT NULL CHECK (grp IN ('thai', 'foreign', 'hanoi', 'stock', 'yeekee')),
  kind TEXT NOT NULL CHECK (kind IN ('thai', 'standard', 'yeekee')),
  bet_types TEXT NOT NULL,                 -- JSON array, in the order the bet page shows them
  round_minutes INTEGER,                   -- yeekee only
  schedule TEXT NOT NULL,                  -- JSON, see upstream/src/lotto/schedule.ts
  restricted TEXT NOT NULL DEFAULT '[]',   -- JSON: restricted numbers each new round starts with
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE lotto_rates (
  category_id INTEGER NOT NULL REFERENCES lotto_categories(id),
  bet_type TEXT NOT NULL CHECK (bet_type IN (${betTypes})),
  rate INTEGER NOT NULL CHECK (rate > 0),
  PRIMARY KEY (category_id, bet_type)
);

CREATE TABLE lotto_limits (
  category_id INTEGER NOT NULL REFERENCES lotto_categories(id),
  bet_type TEXT NOT NULL CHECK (bet_type IN (${betTypes})),
  min_amount INTEGER NOT NULL CHECK (min_amount > 0),
  max_amount INTEGER NOT NULL CHECK (max_amount >= min_amount),
  max_per_number INTEGER NOT NULL CHECK (max_per_number >= max_amount),
  PRIMARY KEY (category_id, bet_type)
);

-- The seed is committed (its hash published) when the round opens and revealed
-- with the result; the triggers below make both, and the result, write-once.
CREATE TABLE lotto_rounds (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES lotto_categories(id),
  draw_date TEXT NOT NULL,                 -- the Bangkok day the round belongs to
  round_no INTEGER NOT NULL,               -- 1-based within its day (yeekee), 1 otherwise
  name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN (${roundStatuses})),
  opens_at INTEGER NOT NULL,
  closes_at INTEGER NOT NULL CHECK (closes_at > opens_at),
  result_at INTEGER NOT NULL CHECK (result_at >= closes_at),
  seed TEXT,
  seed_hash TEXT,
  result TEXT,                             -- JSON LottoResult
  shot_count INTEGER NOT NULL DEFAULT 0,
  shot_sum INTEGER NOT NULL DEFAULT 0,
  opened_at INTEGER,
  closed_at INTEGER,
  resulted_at INTEGER,
  settled_at INTEGER,
  cancelled_at INTEGER,
  created_at INTEGER NOT NULL,
  UNIQUE (category_id, opens_at, closes_at),
  CHECK (seed IS NULL OR seed_hash IS NOT NULL),
  CHECK ((status = 'resulted') = (result IS NOT NULL))
);
CREATE INDEX lotto_rounds_due_open ON lotto_rounds(opens_at) WHERE status = 'upcoming';
CREATE INDEX lotto_rounds_due_close ON lotto_rounds(closes_at) WHERE status = 'open';
CREATE INDEX lotto_rounds_due_result ON lotto_rounds(result_at) WHERE status = 'closed' AND seed IS NOT NULL;
CREATE INDEX lotto_rounds_unsettled ON lotto_rounds(id) WHERE status = 'resulted' AND settled_at IS NULL;
CREATE INDEX lotto_rounds_category_close ON lotto_rounds(category_id, closes_at);
CREATE INDEX lotto_rounds_day ON lotto_rounds(draw_date, category_id, opens_at);
CREATE INDEX lotto_rounds_results ON lotto_rounds(result_at) WHERE status = 'resulted';
CREATE INDEX lotto_rounds_category_results ON lotto_rounds(category_id, result_at) WHERE status = 'resulted';

CREATE TRIGGER lotto_rounds_result_once BEFORE UPDATE OF result ON lotto_rounds
WHEN OLD.result IS NOT NULL AND NEW.result IS NOT OLD.result
BEGIN SELECT RAISE(ABORT, 'a round result is never changed'); END;

CREATE TRIGGER lotto_rounds_seed_once BEFORE UPDATE OF seed, seed_hash ON lotto_rounds
WHEN (OLD.seed IS NOT NULL AND NEW.seed IS NOT OLD.seed) OR (OLD.seed_hash IS NOT NULL AND NEW.seed_hash IS NOT OLD.seed_hash)
BEGIN SELECT RAISE(ABORT, 'a committed seed is never changed'); END;

CREATE TRIGGER lotto_rounds_final BEFORE UPDATE OF status ON lotto_rounds
WHEN OLD.status IN ('resulted', 'cancelled') AND NEW.status IS NOT OLD.status
BEGIN SELECT RAISE(ABORT, 'a resulted or cancelled round stays so'); END;

CREATE TABLE lotto_restricted_numbers (
  round_id INTEGER NOT NULL REFERENCES lotto_rounds(id),
  bet_type TEXT NOT NULL CHECK (bet_type IN (${betTypes})),
  number TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('closed', 'reduced')),
  rate INTEGER,
  PRIMARY KEY (round_id, bet_type, number),
  CHECK ((kind = 'closed' AND rate IS NULL) OR (kind = 'reduced' AND rate > 0))
);

CREATE TABLE lotto_bills (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  round_id INTEGER NOT NULL REFERENCES lotto_rounds(id),
  status TEXT NOT NULL CHECK (status IN (${billStatuses})),
  total INTEGER NOT NULL CHECK (total > 0),
  -- what each wallet paid, so a refund returns money to where it came from
  paid_main INTEGER NOT NULL CHECK (paid_main >= 0),
  paid_bonus INTEGER NOT NULL CHECK (paid_bonus >= 0),
  win_amount INTEGER NOT NULL DEFAULT 0 CHECK (win_amount >= 0),
  item_count INTEGER NOT NULL CHECK (item_count > 0),
  created_at INTEGER NOT NULL,
  settled_at INTEGER,
  CHECK (paid_main + paid_bonus = total)
);
-- A member's list filters by status or round within their own bills: one index serves them all.
CREATE INDEX lotto_bills_member ON lotto_bills(member_id, id);
CREATE INDEX lotto_bills_round_pending ON lotto_bills(round_id, id) WHERE status = 'pending';

CREATE TABLE lotto_bill_items (
  id INTEGER PRIMARY KEY,
  bill_id INTEGER NOT NULL REFERENCES lotto_bills(id),
  bet_type TEXT NOT NULL CHECK (bet_type IN (${betTypes})),
  number TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  rate INTEGER NOT NULL CHECK (rate > 0),
  payout INTEGER NOT NULL CHECK (payout >= 0),
  win_amount INTEGER NOT NULL DEFAULT 0 CHECK (win_amount >= 0)
);
CREATE INDEX lotto_bill_items_bill ON lotto_bill_items(bill_id);

-- Staked per number per round by all members' live bills (the exposure cap),
-- kept as a running total so a bill checks it without summing items.
CREATE TABLE lotto_round_exposure (
  round_id INTEGER NOT NULL REFERENCES lotto_rounds(id),
  bet_type TEXT NOT NULL,
  number TEXT NOT NULL,
  staked INTEGER NOT NULL CHECK (staked >= 0),
  PRIMARY KEY (round_id, bet_type, number)
);

CREATE TABLE yeekee_shots (
  id INTEGER PRIMARY KEY,
  round_id INTEGER NOT NULL REFERENCES lotto_rounds(id),
  seq INTEGER NOT NULL CHECK (seq > 0),
  member_id INTEGER NOT NULL REFERENCES members(id),
  number TEXT NOT NULL CHECK (length(number) = 5 AND number NOT GLOB '*[^0-9]*'),
  masked_username TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (round_id, seq)
);
CREATE INDEX yeekee_shots_member ON yeekee_shots(member_id, created_at);

-- Shots are the published input of a result: nobody edits or removes one.
CREATE TRIGGER yeekee_shots_no_update BEFORE UPDATE ON yeekee_shots
BEGIN SELECT RAISE(ABORT, 'a shot is never changed'); END;
CREATE TRIGGER yeekee_shots_no_delete BEFORE DELETE ON yeekee_shots
BEGIN SELECT RAISE(ABORT, 'a shot is never removed'); END;

-- rank 1: the last shot of the round; rank 16: the 16th counted back from it.
CREATE TABLE yeekee_rewards (
  round_id INTEGER NOT NULL REFERENCES lotto_rounds(id),
  rank INTEGER NOT NULL CHECK (rank IN (1, 16)),
  shot_id INTEGER NOT NULL REFERENCES yeekee_shots(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  ledger_entry_id INTEGER NOT NULL REFERENCES ledger_entries(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (round_id, rank)
);

-- One row per member per round whose bills were settled or refunded or who got
-- a reward: the gateway reads it after an id to push fresh wallets.
CREATE TABLE lotto_settlements (
  id INTEGER PRIMARY KEY,
  round_id INTEGER NOT NULL REFERENCES lotto_rounds(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  created_at INTEGER NOT NULL,
  UNIQUE (round_id, member_id)
);
`;
