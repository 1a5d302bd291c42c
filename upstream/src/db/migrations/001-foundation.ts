/**
 * The ledger kinds as this migration shipped them, frozen: a kind added later
 * (LEDGER_KINDS in shared/src/api/member.ts) rebuilds the table in a migration
 * of its own (011-polls), so a new database and an old one end up the same.
 */
const SHIPPED_KINDS = [
  'deposit', 'withdraw', 'withdraw_refund', 'bet', 'win', 'refund', 'bonus', 'bonus_release', 'cashback',
  'commission', 'coupon', 'quest', 'wheel', 'redeem', 'game_bet', 'game_win', 'adjust',
];
const kinds = SHIPPED_KINDS.map((k) => `'${k}'`).join(', ');

/**
 * Agents, members, sessions, wallets and the ledger. Times are epoch
 * milliseconds from the injected clock; money is integer satang.
 */
export const foundation = `
CREATE TABLE agents (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  logo TEXT,
  line_contact_url TEXT,
  line_admin_url TEXT
);

CREATE TABLE agent_bank_accounts (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  bank_code TEXT NOT NULL,
  account_no TEXT NOT NULL,
  account_name TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE agent_true_money_accounts (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  phone TEXT NOT NULL,
  account_name TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  username TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  bank_code TEXT NOT NULL,
  bank_account_no TEXT NOT NULL,
  sub_bank_code TEXT,
  sub_bank_account_no TEXT,
  line_id TEXT,
  birth_date TEXT NOT NULL,
  referral_code TEXT NOT NULL UNIQUE,
  referrer_id INTEGER REFERENCES members(id),
  vip_level INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);

-- One row per account number in use, main or sub: the database itself refuses
-- an account that two members would share.
CREATE TABLE member_bank_accounts (
  account_no TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  slot TEXT NOT NULL CHECK (slot IN ('main', 'sub')),
  UNIQUE (member_id, slot)
);

CREATE TABLE sessions (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX sessions_member ON sessions(member_id);

CREATE TABLE password_resets (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE wallets (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  type INTEGER NOT NULL CHECK (type IN (1, 2)),
  name TEXT NOT NULL,
  balance INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0),
  UNIQUE (member_id, type)
);

CREATE TABLE ledger_entries (
  id INTEGER PRIMARY KEY,
  wallet_id INTEGER NOT NULL REFERENCES wallets(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  amount INTEGER NOT NULL CHECK (amount <> 0),
  kind TEXT NOT NULL CHECK (kind IN (${kinds})),
  ref TEXT,
  note TEXT,
  balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
  created_at INTEGER NOT NULL
);
CREATE INDEX ledger_member_time ON ledger_entries(member_id, created_at);
CREATE INDEX ledger_wallet ON ledger_entries(wallet_id, id);

CREATE TABLE member_points (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  balance INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0)
);

CREATE TABLE point_entries (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  amount INTEGER NOT NULL CHECK (amount <> 0),
  kind TEXT NOT NULL,
  ref TEXT,
  note TEXT,
  balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
  created_at INTEGER NOT NULL
);
CREATE INDEX point_entries_member ON point_entries(member_id, id);

-- Notifications with member_id NULL are agent-wide; otherwise personal.
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  member_id INTEGER REFERENCES members(id),
  type INTEGER NOT NULL,
  image TEXT,
  title TEXT NOT NULL,
  description TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX notifications_agent ON notifications(agent_id, created_at);

CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  image TEXT NOT NULL,
  title TEXT NOT NULL,
  link TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0
);

-- Announcement events (the announcement dialog).
CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  image TEXT,
  title TEXT NOT NULL,
  description TEXT,
  created_at INTEGER NOT NULL
);

-- A repeated money-moving write returns its first answer (docs/design.md §2).
CREATE TABLE idempotency_keys (
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  path TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  response TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (scope, key)
);
`;
