import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { inTransaction, type Db } from './transaction.js';

/** Whether the database is PostgreSQL (else SQLite). */
export function isPostgres<Schema>(db: Kysely<Schema>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Takes the member's row lock for the rest of the transaction, on PostgreSQL:
 * two transactions of one member's money then run one after the other, as
 * SQLite's one writer runs every transaction, and each reads what the one
 * before committed (READ COMMITTED reads afresh at each statement). SQLite
 * needs nothing: its transactions begin with the write lock.
 *
 * Who takes it: the idempotency wrapper, for every member call it wraps; a
 * service that reads the member's state before it writes takes it again
 * itself (a no-op when held), so no caller can forget it; a handler outside
 * the wrapper runs in `inMemberTransaction`.
 */
export async function lockMember(db: Db, memberId: number): Promise<void> {
  if (!isPostgres(db)) return;
  // NO KEY UPDATE: it orders the member's own transactions, yet lets others insert rows that refer
  // to the member (their foreign-key checks take KEY SHARE), so those never wait on it or deadlock.
  await sql`SELECT id FROM members WHERE id = ${memberId} FOR NO KEY UPDATE`.execute(db);
}

/**
 * Several members' locks in one statement, in ascending id order (the order every
 * caller that takes more than one uses, so two of them never deadlock): the rows
 * are locked as the sorted scan returns them.
 */
export async function lockMembers(db: Db, memberIds: readonly number[]): Promise<void> {
  if (!isPostgres(db) || memberIds.length === 0) return;
  await sql`SELECT id FROM members WHERE id IN (${sql.join(memberIds)}) ORDER BY id FOR NO KEY UPDATE`.execute(db);
}

/** Work in a transaction of its own under the member's row lock: a read that may write, outside the idempotency wrapper. */
export function inMemberTransaction<T>(db: Db, memberId: number, work: () => Promise<T>): Promise<T> {
  return inTransaction(db, async () => {
    await lockMember(db, memberId);
    return work();
  });
}
