import type { LedgerKind, PointKind } from '#shared/api/member.js';
import type { Satang } from '#shared/money.js';

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
