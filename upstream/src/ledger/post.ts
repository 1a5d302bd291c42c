import type { LedgerKind, PointKind } from '@shared/api/member.js';
import type { Satang } from '@shared/money.js';
import type { Db } from '../db/transaction.js';
import { balanceOf } from './balances.js';

/**
 * One posting model for every balance the site keeps (docs/decisions/0065):
 * a wallet's money, a member's points, a member's free spins. A posting names
 * the balance it moves; `post` moves it by one guarded update (never below
 * zero), writes the entry with the balance it leaves inside the caller's
 * transaction, and refuses one way: an AppError with the balance's own Thai
 * message, nothing written.
 */
export type Posting = MoneyPosting | PointPosting | FreeSpinPosting;
export type BalanceKind = Posting['balance'];

interface PostingBase {
  /** negative takes out: satang for money, whole points or spins otherwise */
  amount: number;
  ref?: string | null;
  note?: string | null;
  at: number;
}

export interface MoneyPosting extends PostingBase {
  balance: 'money';
  walletId: number;
  amount: Satang;
  kind: LedgerKind;
}

/** Points are a balance of their own, not money (the contract's `POINT_KINDS` say why they moved). */
export interface PointPosting extends PostingBase {
  balance: 'points';
  memberId: number;
  kind: PointKind;
}

/** Why a member's free spins changed: the cause names the entry, as the money ledger's kinds do. */
export type FreeSpinKind = 'deposit' | 'quest' | 'redeem' | 'wheel';

/** A free-spin entry has a ref and no note. */
export interface FreeSpinPosting extends Omit<PostingBase, 'ref' | 'note'> {
  balance: 'free_spins';
  memberId: number;
  kind: FreeSpinKind;
  ref: string;
}

export interface PostedEntry {
  id: number;
  memberId: number;
  balanceAfter: number;
}

/** Moves one balance and writes its entry, in the caller's transaction; a spend that would go below zero refuses. */
export async function post(db: Db, posting: Posting): Promise<PostedEntry> {
  // Outside a transaction the cause could commit without its money, or the reverse.
  if (!db.isTransaction) throw new Error('ledger postings must run inside the caller’s transaction');
  const balance = balanceOf(posting);
  if (!Number.isSafeInteger(posting.amount) || posting.amount === 0) throw new Error(`${balance.badAmount}: ${posting.amount}`);
  const moved = await balance.move(db, posting);
  if (!moved) {
    // No such balance is a fault of the caller; a balance too small is the member's refusal.
    const missing = await balance.missing(db, posting);
    throw missing ? new Error(missing) : balance.refusal();
  }
  return { id: await balance.write(db, posting, moved), memberId: moved.memberId, balanceAfter: moved.balance };
}
