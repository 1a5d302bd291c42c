import type { ColumnTypes } from './column-types.js';

/**
 * Bets on the live baccarat tables (docs/decisions/0040). A member's bets on
 * one hand are one wallet round (`bac:<shoe>:<hand>:<player>`), debited bet
 * by bet and closed by one credit of the hand's whole return. A bet is kept
 * before its debit is sent (a crash leaves it to be rolled back), removed
 * when the wallet refuses it (its round stays, to number the next bet after
 * it), and the round stays `open` until its credit is confirmed, so
 * settlement is retried until paid.
 */
export const baccaratBets = (t: ColumnTypes) => `
CREATE TABLE baccarat_rounds (
  id ${t.id},
  -- the wallet's round id
  round_id TEXT NOT NULL UNIQUE,
  shoe ${t.int} NOT NULL REFERENCES baccarat_shoes (id),
  hand_no ${t.int} NOT NULL CHECK (hand_no >= 1),
  table_code TEXT NOT NULL,
  player_id TEXT NOT NULL,
  -- the session of the round's first bet: every call of the round names its wallet session (the site binds a round to one launch)
  session_id ${t.int} NOT NULL REFERENCES sessions (id),
  -- open: bets may come and the credit is not confirmed; settled: credited (or nothing was staked)
  status TEXT NOT NULL CHECK (status IN ('open', 'settled')),
  -- bets ever numbered in the round, refused ones too: the wallet keeps a refused id with its refusal, so it is never sent again
  bets_numbered ${t.int} NOT NULL DEFAULT 0 CHECK (bets_numbered >= 0),
  -- satang credited at settlement (stakes back included)
  returned ${t.int} CHECK (returned IS NULL OR returned >= 0),
  settled_at ${t.int},
  UNIQUE (shoe, hand_no, player_id)
);
CREATE INDEX baccarat_rounds_open ON baccarat_rounds (shoe, hand_no) WHERE status = 'open';
CREATE INDEX baccarat_rounds_member ON baccarat_rounds (player_id, table_code, id);

CREATE TABLE baccarat_bets (
  id ${t.id},
  round ${t.int} NOT NULL REFERENCES baccarat_rounds (id),
  -- the bet's number in its round: its debit is <round id>:<n>
  n ${t.int} NOT NULL CHECK (n >= 1),
  side TEXT NOT NULL CHECK (side IN ('player', 'banker', 'tie', 'player_pair', 'banker_pair')),
  amount ${t.int} NOT NULL CHECK (amount > 0),
  -- debiting: the debit's answer is awaited; placed: debited; rollback_pending: the answer was lost and its rollback not confirmed; rolled_back
  status TEXT NOT NULL CHECK (status IN ('debiting', 'placed', 'rollback_pending', 'rolled_back')),
  created_at ${t.int} NOT NULL,
  UNIQUE (round, n)
);
`;
