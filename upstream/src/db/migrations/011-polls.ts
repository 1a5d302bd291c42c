import { LEDGER_KINDS } from '#shared/api/member.js';

const kinds = LEDGER_KINDS.map((k) => `'${k}'`).join(', ');

/**
 * Polls (docs/decisions/0036). The ledger's kind CHECK was fixed when 001 made
 * the table, and SQLite cannot alter a CHECK: ledger_entries is rebuilt with
 * every kind of LEDGER_KINDS ('poll' is new), rows copied with their ids, the
 * indexes of 001 and 010 made again. Deferred foreign keys let the old table go while
 * yeekee_rewards still points at it; at commit they point at the new one, with
 * the same ids. Then the polls: choices with running vote counts (the stats
 * read them, not the votes), votes with the Bangkok day whose quota they
 * spent, and what the settlement paid each winning vote.
 */
export const polls = `
PRAGMA defer_foreign_keys = ON;
CREATE TABLE ledger_entries_next (
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
INSERT INTO ledger_entries_next (id, wallet_id, member_id, amount, kind, ref, note, balance_after, created_at)
  SELECT id, wallet_id, member_id, amount, kind, ref, note, balance_after, created_at FROM ledger_entries ORDER BY id;
DROP TABLE ledger_entries;
ALTER TABLE ledger_entries_next RENAME TO ledger_entries;
CREATE INDEX ledger_member_time ON ledger_entries(member_id, created_at);
CREATE INDEX ledger_wallet ON ledger_entries(wallet_id, id);
-- 010's, for the daily jobs' one scan per day (the migration test holds this list to the indexes before the rebuild).
CREATE INDEX ledger_time ON ledger_entries(created_at);

CREATE TABLE polls (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  title TEXT NOT NULL,
  question TEXT NOT NULL,
  description TEXT,
  image TEXT,
  opens_at INTEGER NOT NULL,
  -- an early close by the agent moves it to the moment of the close
  closes_at INTEGER NOT NULL CHECK (closes_at > opens_at),
  -- satang, shared by the winning votes
  prize INTEGER NOT NULL CHECK (prize >= 0),
  -- the latest vote counted (the stats' version)
  last_vote_id INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  -- set once, in the transaction that pays the prize
  settled_at INTEGER,
  winning_votes INTEGER
);
CREATE INDEX polls_unsettled ON polls(closes_at) WHERE settled_at IS NULL;
CREATE INDEX polls_agent ON polls(agent_id, opens_at);

CREATE TABLE poll_choices (
  id INTEGER PRIMARY KEY,
  poll_id INTEGER NOT NULL REFERENCES polls(id),
  label TEXT NOT NULL,
  image TEXT,
  sort INTEGER NOT NULL,
  votes INTEGER NOT NULL DEFAULT 0 CHECK (votes >= 0),
  won INTEGER NOT NULL DEFAULT 0 CHECK (won IN (0, 1))
);
CREATE INDEX poll_choices_poll ON poll_choices(poll_id, sort);

CREATE TABLE poll_votes (
  id INTEGER PRIMARY KEY,
  poll_id INTEGER NOT NULL REFERENCES polls(id),
  choice_id INTEGER NOT NULL REFERENCES poll_choices(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  -- the Bangkok day whose quota the vote spent
  day TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  -- satang paid to this vote at the settlement (winning votes only)
  prize_share INTEGER CHECK (prize_share >= 0),
  ledger_entry_id INTEGER REFERENCES ledger_entries(id)
);
CREATE INDEX poll_votes_member_day ON poll_votes(member_id, day);
CREATE INDEX poll_votes_poll_choice ON poll_votes(poll_id, choice_id, id);
`;
