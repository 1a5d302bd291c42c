/**
 * Game free spins (docs/decisions/0039). An offer is N spins at a bet, on one
 * game or any game with free spins, valid for some hours once granted; a
 * promotion, a quest or a wheel prize may carry one besides its own reward.
 * Taking it grants the member a credit (once per source and occasion: the
 * unique key). A launch may carry a credit; each free-spin debit of its
 * rounds uses one spin in the same transaction, and its rollback returns it.
 */
export const freeSpins = `
CREATE TABLE free_spin_offers (
  id INTEGER PRIMARY KEY,
  spins INTEGER NOT NULL CHECK (spins > 0),
  -- satang staked by each spin
  bet INTEGER NOT NULL CHECK (bet > 0),
  valid_hours INTEGER NOT NULL CHECK (valid_hours > 0),
  -- null: any game with free spins
  game_id INTEGER REFERENCES games(id),
  created_at INTEGER NOT NULL
);

CREATE TABLE game_free_spins (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  offer_id INTEGER NOT NULL REFERENCES free_spin_offers(id),
  source TEXT NOT NULL CHECK (source IN ('promotion', 'quest', 'wheel')),
  -- what granted it (a member promotion, a quest claim, a wheel spin): one credit each
  source_ref INTEGER NOT NULL,
  title TEXT NOT NULL,
  spins_total INTEGER NOT NULL CHECK (spins_total > 0),
  spins_left INTEGER NOT NULL CHECK (spins_left BETWEEN 0 AND spins_total),
  bet INTEGER NOT NULL CHECK (bet > 0),
  game_id INTEGER REFERENCES games(id),
  granted_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  UNIQUE (source, source_ref)
);
CREATE INDEX game_free_spins_member ON game_free_spins(member_id, expires_at);

ALTER TABLE promotions ADD COLUMN free_spin_offer_id INTEGER REFERENCES free_spin_offers(id);
ALTER TABLE quests ADD COLUMN free_spin_offer_id INTEGER REFERENCES free_spin_offers(id);
ALTER TABLE wheel_prizes ADD COLUMN free_spin_offer_id INTEGER REFERENCES free_spin_offers(id);
ALTER TABLE game_launches ADD COLUMN free_spin_id INTEGER REFERENCES game_free_spins(id);
-- a round played on a free-spin credit: its debit used one spin
ALTER TABLE game_rounds ADD COLUMN free_spin_id INTEGER REFERENCES game_free_spins(id);
`;
