import type { Database } from 'better-sqlite3';
import { stmt } from '../db/statements.js';
import { post, type FreeSpinPosting, type PostedEntry } from './post.js';

export type { FreeSpinKind } from './post.js';

/**
 * The only code that changes a member's free spins: the balance and its entry
 * together, in the caller's transaction, like money and points (post.ts). A
 * spend below zero refuses with WHEEL_NO_FREE_SPIN and writes nothing.
 */
export const postFreeSpins = (db: Database, posting: Omit<FreeSpinPosting, 'balance'>): PostedEntry => post(db, { balance: 'free_spins', ...posting });

/** The member's free spins now. */
export function freeSpinsOf(db: Database, memberId: number): number {
  return (stmt<[number], number>(db, 'SELECT balance FROM member_free_spins WHERE member_id = ?').pluck().get(memberId) as number | undefined) ?? 0;
}
