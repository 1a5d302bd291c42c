import { DEPOSIT_STATUSES, PAYMENT_CHANNEL_CODES } from '#shared/api/payment.js';
import { MEMBER_PROMOTION_STATUSES } from '#shared/api/promotion.js';
import { COUPON_REWARDS } from '#shared/api/coupon.js';
import { WITHDRAW_STATUSES } from '#shared/api/withdraw.js';

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Money in and out (docs/decisions/0017): payment channels, deposits,
 * withdrawals, promotions, coupons, responsible-play limits and free wheel
 * spins. Times are epoch ms of the injected clock; money is integer satang.
 */
export const money = `
CREATE TABLE payment_channels (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  code TEXT NOT NULL CHECK (code IN (${list(PAYMENT_CHANNEL_CODES)})),
  name TEXT NOT NULL,
  min_amount INTEGER NOT NULL CHECK (min_amount > 0),
  max_amount INTEGER NOT NULL CHECK (max_amount >= min_amount),
  -- JSON array of satang
  quick_amounts TEXT NOT NULL DEFAULT '[]',
  enabled INTEGER NOT NULL DEFAULT 1,
  sort_order INTEGER NOT NULL DEFAULT 0,
  UNIQUE (agent_id, code)
);

-- The agent's PromptPay receiving id (phone, tax id or e-wallet id).
CREATE TABLE agent_promptpay (
  agent_id INTEGER PRIMARY KEY REFERENCES agents(id),
  promptpay_id TEXT NOT NULL,
  account_name TEXT NOT NULL
);

CREATE TABLE promotions (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  image TEXT,
  bonus_percent INTEGER NOT NULL CHECK (bonus_percent > 0),
  max_bonus INTEGER NOT NULL CHECK (max_bonus >= 0),
  min_deposit INTEGER NOT NULL CHECK (min_deposit >= 0),
  turnover_multiple INTEGER NOT NULL CHECK (turnover_multiple >= 0),
  withdraw_cap INTEGER CHECK (withdraw_cap IS NULL OR withdraw_cap >= 0),
  -- JSON array of Thai lines
  terms TEXT NOT NULL DEFAULT '[]',
  enabled INTEGER NOT NULL DEFAULT 1,
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE member_promotions (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  promotion_id INTEGER NOT NULL REFERENCES promotions(id),
  status TEXT NOT NULL CHECK (status IN (${list(MEMBER_PROMOTION_STATUSES)})),
  deposit INTEGER NOT NULL DEFAULT 0,
  bonus INTEGER NOT NULL DEFAULT 0,
  turnover_required INTEGER NOT NULL DEFAULT 0,
  -- turnover counts the member's ledger rows after this id (set at activation)
  turnover_from_entry INTEGER,
  released INTEGER NOT NULL DEFAULT 0,
  accepted_at INTEGER NOT NULL,
  activated_at INTEGER,
  completed_at INTEGER
);
-- One promotion at a time, enforced by the database.
CREATE UNIQUE INDEX member_promotions_open ON member_promotions(member_id) WHERE status IN ('accepted', 'active');

CREATE TABLE deposits (
  id INTEGER PRIMARY KEY,
  ref TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members(id),
  channel_id INTEGER NOT NULL REFERENCES payment_channels(id),
  sub_channel_id INTEGER,
  amount INTEGER NOT NULL CHECK (amount > 0),
  payload TEXT,
  -- 'pending' past expires_at reads as expired (computed from the clock)
  status TEXT NOT NULL CHECK (status IN (${list(DEPOSIT_STATUSES)})),
  member_promotion_id INTEGER REFERENCES member_promotions(id),
  bonus INTEGER NOT NULL DEFAULT 0,
  points INTEGER NOT NULL DEFAULT 0,
  free_spins INTEGER NOT NULL DEFAULT 0,
  reason TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  paid_at INTEGER,
  decided_at INTEGER
);
CREATE INDEX deposits_member ON deposits(member_id, created_at);
CREATE INDEX deposits_status ON deposits(status, created_at);

CREATE TABLE withdrawals (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL CHECK (status IN (${list(WITHDRAW_STATUSES)})),
  bank_code TEXT NOT NULL,
  account_no TEXT NOT NULL,
  account_name TEXT NOT NULL,
  reason TEXT,
  created_at INTEGER NOT NULL,
  decided_at INTEGER
);
CREATE INDEX withdrawals_member ON withdrawals(member_id, created_at);
CREATE INDEX withdrawals_status ON withdrawals(status, created_at);
-- One pending request at a time, enforced by the database.
CREATE UNIQUE INDEX withdrawals_one_pending ON withdrawals(member_id) WHERE status = 'pending';

CREATE TABLE coupons (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  code TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  reward TEXT NOT NULL CHECK (reward IN (${list(COUPON_REWARDS)})),
  -- satang for credit, whole points for points
  value INTEGER NOT NULL CHECK (value > 0),
  quota INTEGER NOT NULL CHECK (quota >= 0),
  used INTEGER NOT NULL DEFAULT 0,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  CHECK (used <= quota)
);

CREATE TABLE coupon_redemptions (
  id INTEGER PRIMARY KEY,
  coupon_id INTEGER NOT NULL REFERENCES coupons(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  value INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (coupon_id, member_id)
);
CREATE INDEX coupon_redemptions_member ON coupon_redemptions(member_id, id);

-- Responsible play. A *_pending_at that is set means a looser value waits for
-- that instant (the value itself may be NULL: the limit is being removed).
CREATE TABLE member_limits (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  deposit_daily INTEGER,
  deposit_daily_pending INTEGER,
  deposit_daily_pending_at INTEGER,
  loss_daily INTEGER,
  loss_daily_pending INTEGER,
  loss_daily_pending_at INTEGER,
  timeout_until INTEGER,
  self_excluded_until INTEGER,
  updated_at INTEGER NOT NULL
);

-- Free wheel spins: a balance with its own entries, like points.
CREATE TABLE member_free_spins (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  balance INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0)
);
CREATE TABLE free_spin_entries (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  amount INTEGER NOT NULL CHECK (amount <> 0),
  kind TEXT NOT NULL,
  ref TEXT,
  balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
  created_at INTEGER NOT NULL
);
CREATE INDEX free_spin_entries_member ON free_spin_entries(member_id, id);
`;
