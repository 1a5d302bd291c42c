import type { Database } from 'better-sqlite3';
import { post, type MoneyPosting, type PointPosting, type PostedEntry } from './post.js';

/**
 * The only code that moves money. Each change is one ledger row written with
 * the balance it leaves, inside the caller's transaction, so the cause (a bill,
 * a deposit, an adjustment) and the money commit or roll back together. Money
 * and points post through the one model of post.ts; these name the balance.
 */
export type { PostedEntry };

/** A wallet's money in satang; a spend below zero refuses with INSUFFICIENT_BALANCE (ยอดเงินไม่เพียงพอ). */
export const postEntry = (db: Database, posting: Omit<MoneyPosting, 'balance'>): PostedEntry => post(db, { balance: 'money', ...posting });

/** A member's points; a spend below zero refuses with INSUFFICIENT_BALANCE and แต้มไม่เพียงพอ. */
export const postPoints = (db: Database, posting: Omit<PointPosting, 'balance'>): PostedEntry => post(db, { balance: 'points', ...posting });
