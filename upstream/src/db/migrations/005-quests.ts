import { QUEST_METRICS, QUEST_PERIODS, QUEST_REWARDS } from '#shared/api/quest.js';

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Quests (docs/decisions/0032). A quest stores its rule, never a member's
 * progress: that is measured from deposits, bills, shots and login days each
 * time. A claim is unique per (quest, member, period), so a second redeem in
 * the same period cannot pay twice even when two arrive at once.
 */
export const quests = `
CREATE TABLE quests (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  event_id INTEGER REFERENCES events(id),
  title TEXT NOT NULL,
  description TEXT,
  metric TEXT NOT NULL CHECK (metric IN (${list(QUEST_METRICS)})),
  period TEXT NOT NULL CHECK (period IN (${list(QUEST_PERIODS)})),
  -- satang for deposit_total and lotto_turnover, a count otherwise
  target INTEGER NOT NULL CHECK (target > 0),
  reward TEXT NOT NULL CHECK (reward IN (${list(QUEST_REWARDS)})),
  -- satang for credit, whole points or spins otherwise
  reward_value INTEGER NOT NULL CHECK (reward_value > 0),
  -- members who may redeem per period; NULL: no limit
  quota INTEGER CHECK (quota IS NULL OR quota > 0),
  starts_at INTEGER NOT NULL,
  ends_at INTEGER,
  enabled INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0,
  CHECK (ends_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX quests_agent ON quests(agent_id, enabled);

CREATE TABLE quest_claims (
  id INTEGER PRIMARY KEY,
  quest_id INTEGER NOT NULL REFERENCES quests(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  period_key TEXT NOT NULL,
  reward TEXT NOT NULL,
  reward_value INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (quest_id, member_id, period_key)
);
CREATE INDEX quest_claims_period ON quest_claims(quest_id, period_key);
CREATE INDEX quest_claims_member ON quest_claims(member_id, id);

-- One row per member per Bangkok day they logged in: what "days in a row" reads.
CREATE TABLE member_login_days (
  member_id INTEGER NOT NULL REFERENCES members(id),
  day TEXT NOT NULL,
  PRIMARY KEY (member_id, day)
);
`;
