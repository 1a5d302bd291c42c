import type { Database } from 'better-sqlite3';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { stmt } from '../db/statements.js';
import type { BalanceKind, FreeSpinPosting, MoneyPosting, PointPosting, Posting } from './post.js';

/** A balance after a guarded update, and whose it is. */
export interface Moved {
  balance: number;
  memberId: number;
}

/** Where one kind of balance lives (its row and its entries) and how it refuses: `post` does the rest. */
interface Balance<P extends Posting> {
  /** the message of a zero or fractional amount, a fault of the caller */
  badAmount: string;
  /** one conditional update: the balance after, or nothing when it would go below zero (or is not there) */
  move(db: Database, posting: P): Moved | undefined;
  /** why nothing moved when there is no such balance at all; undefined when it is there */
  missing(db: Database, posting: P): string | undefined;
  /** the entry with the balance it leaves; answers its id */
  write(db: Database, posting: P, moved: Moved): number;
  /** what the member is told when a spend would go below zero */
  refusal(): AppError;
}

const money: Balance<MoneyPosting> = {
  badAmount: 'ledger amount must be a non-zero integer of satang',
  move(db, { walletId, amount }) {
    const row = stmt<[number, number, number], { balance: number; member_id: number }>(
      db,
      'UPDATE wallets SET balance = balance + ? WHERE id = ? AND balance + ? >= 0 RETURNING balance, member_id',
    ).get(amount, walletId, amount);
    return row && { balance: row.balance, memberId: row.member_id };
  },
  missing: (db, { walletId }) => (db.prepare('SELECT 1 FROM wallets WHERE id = ?').get(walletId) ? undefined : `no wallet ${walletId}`),
  write(db, posting, moved) {
    const inserted = stmt(
      db,
      `INSERT INTO ledger_entries (wallet_id, member_id, amount, kind, ref, note, balance_after, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(posting.walletId, moved.memberId, posting.amount, posting.kind, posting.ref ?? null, posting.note ?? null, moved.balance, posting.at);
    return Number(inserted.lastInsertRowid);
  },
  refusal: () => new AppError(ErrorCode.INSUFFICIENT_BALANCE),
};

const points: Balance<PointPosting> = {
  badAmount: 'points must be a non-zero integer',
  move(db, { memberId, amount }) {
    const balance = stmt<[number, number, number], number>(
      db,
      'UPDATE member_points SET balance = balance + ? WHERE member_id = ? AND balance + ? >= 0 RETURNING balance',
    )
      .pluck()
      .get(amount, memberId, amount);
    return balance === undefined ? undefined : { balance, memberId };
  },
  missing: (db, { memberId }) =>
    db.prepare('SELECT 1 FROM member_points WHERE member_id = ?').get(memberId) ? undefined : `no points balance for member ${memberId}`,
  write(db, posting, moved) {
    const inserted = stmt(
      db,
      `INSERT INTO point_entries (member_id, amount, kind, ref, note, balance_after, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(posting.memberId, posting.amount, posting.kind, posting.ref ?? null, posting.note ?? null, moved.balance, posting.at);
    return Number(inserted.lastInsertRowid);
  },
  refusal: () => new AppError(ErrorCode.INSUFFICIENT_BALANCE, 'แต้มไม่เพียงพอ'),
};

const freeSpins: Balance<FreeSpinPosting> = {
  badAmount: 'free spins must be a non-zero integer',
  move(db, { memberId, amount }) {
    // A member has no row before their first spin is granted: a grant makes it, a spend needs it.
    const balance =
      amount < 0
        ? stmt<[number, number, number], number>(db, 'UPDATE member_free_spins SET balance = balance + ? WHERE member_id = ? AND balance + ? >= 0 RETURNING balance')
            .pluck()
            .get(amount, memberId, amount)
        : stmt<[number, number], number>(
            db,
            `INSERT INTO member_free_spins (member_id, balance) VALUES (?, ?)
           ON CONFLICT (member_id) DO UPDATE SET balance = balance + excluded.balance RETURNING balance`,
          )
            .pluck()
            .get(memberId, amount);
    return balance === undefined ? undefined : { balance, memberId };
  },
  // No row is no spins: a spend then is the member's refusal, not a fault.
  missing: () => undefined,
  write(db, posting, moved) {
    const inserted = stmt(db, 'INSERT INTO free_spin_entries (member_id, amount, kind, ref, balance_after, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      posting.memberId,
      posting.amount,
      posting.kind,
      posting.ref,
      moved.balance,
      posting.at,
    );
    return Number(inserted.lastInsertRowid);
  },
  // The only spend of free spins is a spin of the wheel: its refusal is the one members already see.
  refusal: () => new AppError(ErrorCode.WHEEL_NO_FREE_SPIN),
};

const BALANCES: { [K in BalanceKind]: Balance<Extract<Posting, { balance: K }>> } = { money, points, free_spins: freeSpins };

/** The balance a posting names, typed for that posting. */
export const balanceOf = <P extends Posting>(posting: P): Balance<P> => BALANCES[posting.balance] as unknown as Balance<P>;
