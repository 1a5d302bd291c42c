/**
 * The point shop (docs/decisions/0031). Stock is taken by one conditional
 * UPDATE (`stock > 0`, also a CHECK), so concurrent redeems never oversell.
 * A redemption keeps the item's title, reward, value and cost as they were
 * when it was bought: the agent may edit the item later.
 */
export const redemption = `
CREATE TABLE redemption_items (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  image TEXT,
  reward TEXT NOT NULL CHECK (reward IN ('bonus_credit', 'main_credit', 'free_spins', 'goods')),
  -- satang for credit, spins for free spins, 1 for goods
  value INTEGER NOT NULL CHECK (value > 0),
  cost INTEGER NOT NULL CHECK (cost > 0),
  stock INTEGER CHECK (stock IS NULL OR stock >= 0),
  limit_per_member INTEGER CHECK (limit_per_member IS NULL OR limit_per_member > 0),
  limit_per_day INTEGER CHECK (limit_per_day IS NULL OR limit_per_day > 0),
  enabled INTEGER NOT NULL DEFAULT 1,
  sort_order INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE redemptions (
  id INTEGER PRIMARY KEY,
  item_id INTEGER NOT NULL REFERENCES redemption_items(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  title TEXT NOT NULL,
  reward TEXT NOT NULL,
  value INTEGER NOT NULL,
  cost INTEGER NOT NULL,
  -- goods only: the agent's claim; NULL for rewards paid at once
  claim_status TEXT CHECK (claim_status IN ('pending', 'fulfilled', 'rejected')),
  claim_note TEXT,
  decided_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX redemptions_member ON redemptions(member_id, id);
CREATE INDEX redemptions_item_member ON redemptions(item_id, member_id, created_at);
CREATE INDEX redemptions_claims ON redemptions(claim_status, id) WHERE claim_status IS NOT NULL;
`;
