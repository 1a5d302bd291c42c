import type { Database } from 'better-sqlite3';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import type { LedgerKind, PointKind } from '@shared/api/member.js';
import type { Satang } from '@shared/money.js';
import { stmt } from '../db/statements.js';

/**
 * The only code that moves money. Each change is one ledger row written with
 * the balance it leaves, inside the caller's transaction, so the cause (a bill,
 * a deposit, an adjustment) and the money commit or roll back together.
 */
export interface LedgerPosting {
  walletId: number;
  /** satang; negative takes money out */
  amount: Satang;
  kind: LedgerKind;
  ref?: string | null;
  note?: string | null;
  at: number;
}

export interface PostedEntry {
  id: number;
  memberId: number;
  balanceAfter: Satang;
}

function assertInTransaction(db: Database): void {
  // Outside a transaction the cause could commit without its money, or the reverse.
  if (!db.inTransaction) throw new Error('ledger postings must run inside the caller’s transaction');
}

export function postEntry(db: Database, posting: LedgerPosting): PostedEntry {
  assertInTransaction(db);
  if (!Number.isSafeInteger(posting.amount) || posting.amount === 0) {
    throw new Error(`ledger amount must be a non-zero integer of satang: ${posting.amount}`);
  }
  // The guard in the UPDATE makes "never below zero" one atomic step.
  const updated = stmt(db, 'UPDATE wallets SET balance = balance + ? WHERE id = ? AND balance + ? >= 0 RETURNING balance, member_id').get(
    posting.amount,
    posting.walletId,
    posting.amount,
  ) as { balance: number; member_id: number } | undefined;
  if (!updated) {
    const exists = db.prepare('SELECT 1 FROM wallets WHERE id = ?').get(posting.walletId);
    if (!exists) throw new Error(`no wallet ${posting.walletId}`);
    throw new AppError(ErrorCode.INSUFFICIENT_BALANCE);
  }
  const inserted = stmt(
    db,
    `INSERT INTO ledger_entries (wallet_id, member_id, amount, kind, ref, note, balance_after, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    posting.walletId,
    updated.member_id,
    posting.amount,
    posting.kind,
    posting.ref ?? null,
    posting.note ?? null,
    updated.balance,
    posting.at,
  );
  return { id: Number(inserted.lastInsertRowid), memberId: updated.member_id, balanceAfter: updated.balance };
}

/** Why points moved (the contract's `POINT_KINDS`); points are a balance of their own, not money. */
export type { PointKind };

export interface PointPosting {
  memberId: number;
  amount: number;
  kind: PointKind;
  ref?: string | null;
  note?: string | null;
  at: number;
}

export function postPoints(db: Database, posting: PointPosting): PostedEntry {
  assertInTransaction(db);
  if (!Number.isSafeInteger(posting.amount) || posting.amount === 0) {
    throw new Error(`points must be a non-zero integer: ${posting.amount}`);
  }
  const updated = db
    .prepare('UPDATE member_points SET balance = balance + ? WHERE member_id = ? AND balance + ? >= 0 RETURNING balance')
    .get(posting.amount, posting.memberId, posting.amount) as { balance: number } | undefined;
  if (!updated) {
    const exists = db.prepare('SELECT 1 FROM member_points WHERE member_id = ?').get(posting.memberId);
    if (!exists) throw new Error(`no points balance for member ${posting.memberId}`);
    throw new AppError(ErrorCode.INSUFFICIENT_BALANCE, 'แต้มไม่เพียงพอ');
  }
  const inserted = db
    .prepare(
      `INSERT INTO point_entries (member_id, amount, kind, ref, note, balance_after, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(posting.memberId, posting.amount, posting.kind, posting.ref ?? null, posting.note ?? null, updated.balance, posting.at);
  return { id: Number(inserted.lastInsertRowid), memberId: posting.memberId, balanceAfter: updated.balance };
}
