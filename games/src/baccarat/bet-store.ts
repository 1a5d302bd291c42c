/**
 * The provider's record of table bets (db/004-baccarat-bets.ts): a member's
 * round for a hand, the bets in it, and the sums the page and the limits read.
 * Only `placed` bets count as stakes: one still awaiting its debit may yet be
 * refused or rolled back.
 */
import type { Database } from 'better-sqlite3';
import { BET_SIDES, type BetSide } from '@shared/games/baccarat/payouts.js';
import type { Satang } from '@shared/money.js';

export interface RoundRow {
  id: number;
  round_id: string;
  shoe: number;
  hand_no: number;
  table_code: string;
  player_id: string;
  session_id: number;
  status: 'open' | 'settled';
  bets_numbered: number;
  returned: Satang | null;
  settled_at: number | null;
}

export type BetStatus = 'debiting' | 'placed' | 'rollback_pending' | 'rolled_back';

export interface BetRow {
  id: number;
  round: number;
  n: number;
  side: BetSide;
  amount: Satang;
  status: BetStatus;
}

export type SideSums = Record<BetSide, Satang>;

const noStakes = (): SideSums => Object.fromEntries(BET_SIDES.map((side) => [side, 0])) as SideSums;

function sums(rows: readonly { side: BetSide; amount: Satang }[]): SideSums {
  const out = noStakes();
  for (const { side, amount } of rows) out[side] += amount;
  return out;
}

export function roundOf(db: Database, shoe: number, handNo: number, playerId: string): RoundRow | undefined {
  return db.prepare('SELECT * FROM baccarat_rounds WHERE shoe = ? AND hand_no = ? AND player_id = ?').get(shoe, handNo, playerId) as RoundRow | undefined;
}

export interface NewRound {
  roundId: string;
  shoe: number;
  handNo: number;
  tableCode: string;
  playerId: string;
  sessionId: number;
}

/** The member's round for the hand, made by their first bet on it. */
export function roundFor(db: Database, round: NewRound): RoundRow {
  db.prepare(
    `INSERT INTO baccarat_rounds (round_id, shoe, hand_no, table_code, player_id, session_id, status) VALUES (?, ?, ?, ?, ?, ?, 'open')
     ON CONFLICT (shoe, hand_no, player_id) DO NOTHING`,
  ).run(round.roundId, round.shoe, round.handNo, round.tableCode, round.playerId, round.sessionId);
  return roundOf(db, round.shoe, round.handNo, round.playerId)!;
}

/** Keeps a bet before its debit is sent: numbered after every bet the round ever had, so a refused one's id is never reused. */
export function addBet(db: Database, round: number, side: BetSide, amount: Satang, now: number): BetRow {
  const n = db.prepare('UPDATE baccarat_rounds SET bets_numbered = bets_numbered + 1 WHERE id = ? RETURNING bets_numbered').pluck().get(round) as number;
  const id = db
    .prepare(`INSERT INTO baccarat_bets (round, n, side, amount, status, created_at) VALUES (?, ?, ?, ?, 'debiting', ?)`)
    .run(round, n, side, amount, now).lastInsertRowid;
  return { id: Number(id), round, n, side, amount, status: 'debiting' };
}

export const setBetStatus = (db: Database, bet: number, status: BetStatus) => db.prepare('UPDATE baccarat_bets SET status = ? WHERE id = ?').run(status, bet);

export const betsOf = (db: Database, round: number): BetRow[] =>
  db.prepare('SELECT id, round, n, side, amount, status FROM baccarat_bets WHERE round = ? ORDER BY n').all(round) as BetRow[];

/** The round's debited stakes per side. */
export const stakesOf = (db: Database, round: number | undefined): SideSums =>
  round === undefined ? noStakes() : sums(betsOf(db, round).filter((bet) => bet.status === 'placed'));

/** Everyone's debited stakes on a hand, per side. */
export function handTotals(db: Database, shoe: number, handNo: number): SideSums {
  const rows = db
    .prepare(
      `SELECT b.side, SUM(b.amount) AS amount FROM baccarat_bets b JOIN baccarat_rounds r ON r.id = b.round
       WHERE r.shoe = ? AND r.hand_no = ? AND b.status = 'placed' GROUP BY b.side`,
    )
    .all(shoe, handNo) as { side: BetSide; amount: Satang }[];
  return sums(rows);
}

/** The member's last settled hand at the table that staked something. */
export function lastSettled(db: Database, playerId: string, tableCode: string): { round: RoundRow; staked: Satang } | undefined {
  const round = db
    .prepare(
      `SELECT * FROM baccarat_rounds WHERE player_id = ? AND table_code = ? AND status = 'settled' AND returned IS NOT NULL ORDER BY settled_at DESC, id DESC LIMIT 1`,
    )
    .get(playerId, tableCode) as RoundRow | undefined;
  if (!round) return undefined;
  const staked = Object.values(stakesOf(db, round.id)).reduce((a, b) => a + b, 0);
  return { round, staked };
}
