/**
 * The daily jobs (docs/decisions/0034, 0035): the rates by the first Bangkok
 * day they measure, a run row per job and day, turnover cashback and loss
 * refund rows per member and day, affiliate commissions per referrer, level
 * and day with the commission balance's own small ledger, referral clicks and
 * flagged sign-ups. Rates are thousandths of a percent (300 = 0.3 %) so every
 * amount is integer arithmetic; money is satang. Each UNIQUE key is what makes
 * a job pay once even when two processes run it at the same time.
 */
/** The first rates (docs/domain.md "Cashback, refunds, affiliate, polls": 0.3 %; 5 % from 100 THB, at most 1,000 THB; 1 / 0.5 / 0.3 %; redeem from 100 THB): also part of the PostgreSQL baseline. */
export const dailyFirstSettings = `INSERT INTO daily_settings VALUES ('2000-01-01', 300, 5000, 10000, 100000, 1000, 500, 300, 10000, 0);`;

export const daily = `
CREATE TABLE daily_settings (
  effective_from TEXT PRIMARY KEY,          -- the first Bangkok day these rates measure
  turnover_rate INTEGER NOT NULL CHECK (turnover_rate BETWEEN 0 AND 100000),
  loss_rate INTEGER NOT NULL CHECK (loss_rate BETWEEN 0 AND 100000),
  min_loss INTEGER NOT NULL CHECK (min_loss >= 0),
  max_refund INTEGER NOT NULL CHECK (max_refund >= 0),
  affiliate_rate1 INTEGER NOT NULL CHECK (affiliate_rate1 BETWEEN 0 AND 100000),
  affiliate_rate2 INTEGER NOT NULL CHECK (affiliate_rate2 BETWEEN 0 AND 100000),
  affiliate_rate3 INTEGER NOT NULL CHECK (affiliate_rate3 BETWEEN 0 AND 100000),
  affiliate_min_redeem INTEGER NOT NULL CHECK (affiliate_min_redeem >= 0),
  created_at INTEGER NOT NULL
);
${dailyFirstSettings}

CREATE TABLE daily_runs (
  id INTEGER PRIMARY KEY,
  job TEXT NOT NULL,
  day TEXT NOT NULL,
  members INTEGER NOT NULL DEFAULT 0,
  paid INTEGER NOT NULL DEFAULT 0,
  total INTEGER NOT NULL DEFAULT 0,
  failures INTEGER NOT NULL DEFAULT 0,
  started_at INTEGER NOT NULL,
  finished_at INTEGER,
  UNIQUE (job, day)
);

-- Play per member and Bangkok day reads the ledger by time, for all members at once.
CREATE INDEX ledger_time ON ledger_entries(created_at);

CREATE TABLE cashback_turnover (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  day TEXT NOT NULL,
  turnover INTEGER NOT NULL,
  wins INTEGER NOT NULL,
  rate INTEGER NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  products TEXT NOT NULL,                   -- JSON [{product, turnover, wins}] in satang
  ledger_entry_id INTEGER REFERENCES ledger_entries(id),
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, day)
);

CREATE TABLE cashback_loss (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  day TEXT NOT NULL,
  turnover INTEGER NOT NULL,
  wins INTEGER NOT NULL,
  rate INTEGER NOT NULL,
  min_loss INTEGER NOT NULL,
  max_refund INTEGER NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  products TEXT NOT NULL,
  claim_until INTEGER NOT NULL,             -- exclusive: midnight after the day after the loss
  claimed_at INTEGER,
  ledger_entry_id INTEGER REFERENCES ledger_entries(id),
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, day)
);
CREATE INDEX cashback_loss_claimable ON cashback_loss(member_id, day) WHERE amount > 0;

-- A sign-up that shares a phone or bank account with its would-be upline: registered, earns nobody anything.
CREATE TABLE affiliate_flags (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  matched_member_id INTEGER NOT NULL REFERENCES members(id),
  level INTEGER NOT NULL CHECK (level BETWEEN 1 AND 3),
  reason TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE affiliate_commissions (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),   -- the referrer who earns
  day TEXT NOT NULL,
  level INTEGER NOT NULL CHECK (level BETWEEN 1 AND 3),
  active INTEGER NOT NULL,
  turnover INTEGER NOT NULL,
  rate INTEGER NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, day, level)
);

CREATE TABLE affiliate_balances (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  balance INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0)
);

CREATE TABLE affiliate_entries (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('commission', 'redeem')),
  amount INTEGER NOT NULL CHECK (amount <> 0),
  day TEXT,
  level INTEGER,
  balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
  ledger_entry_id INTEGER REFERENCES ledger_entries(id),
  created_at INTEGER NOT NULL
);
CREATE INDEX affiliate_entries_member ON affiliate_entries(member_id, id);

-- A visit through ?ref=: once per hashed address, code and Bangkok day.
CREATE TABLE affiliate_clicks (
  member_id INTEGER NOT NULL REFERENCES members(id),
  address_hash TEXT NOT NULL,
  day TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, day, address_hash)
);

CREATE INDEX members_referrer ON members(referrer_id) WHERE referrer_id IS NOT NULL;
`;
