import type { Database } from 'better-sqlite3';
import { stmt } from '../db/statements.js';

/** Why a member's free spins changed: the cause names the entry, as the money ledger's kinds do. */
export type FreeSpinKind = 'deposit' | 'quest' | 'redeem' | 'wheel';

export interface FreeSpinPosting {
  memberId: number;
  /** spins granted (positive) or spent (negative) */
  amount: number;
  kind: FreeSpinKind;
  ref: string;
  at: number;
}

/**
 * The only code that changes a member's free spins: the balance and its entry
 * together, in the caller's transaction, like money and points. Answers the
 * balance left, or undefined when a spend would go below zero (nothing written).
 */
export function postFreeSpins(db: Database, { memberId, amount, kind, ref, at }: FreeSpinPosting): number | undefined {
  const balance =
    amount < 0
      ? (stmt<[number, number, number], number>(db, 'UPDATE member_free_spins SET balance = balance + ? WHERE member_id = ? AND balance + ? >= 0 RETURNING balance')
          .pluck()
          .get(amount, memberId, amount) as number | undefined)
      : (stmt<[number, number], number>(
          db,
          `INSERT INTO member_free_spins (member_id, balance) VALUES (?, ?)
           ON CONFLICT (member_id) DO UPDATE SET balance = balance + excluded.balance RETURNING balance`,
        )
          .pluck()
          .get(memberId, amount) as number);
  if (balance === undefined) return undefined;
  stmt(db, 'INSERT INTO free_spin_entries (member_id, amount, kind, ref, balance_after, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    memberId,
    amount,
    kind,
    ref,
    balance,
    at,
  );
  return balance;
}

/** The member's free spins now. */
export function freeSpinsOf(db: Database, memberId: number): number {
  return (stmt<[number], number>(db, 'SELECT balance FROM member_free_spins WHERE member_id = ?').pluck().get(memberId) as number | undefined) ?? 0;
}
