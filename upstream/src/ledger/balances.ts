import { sql } from 'kysely';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { Db } from '../db/transaction.js';
import type { BalanceKind, FreeSpinPosting, MoneyPosting, PointPosting, Posting } from './posting.js';

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
  move(db: Db, posting: P): Promise<Moved | undefined>;
  /** why nothing moved when there is no such balance at all; undefined when it is there */
  missing(db: Db, posting: P): Promise<string | undefined>;
  /** the entry with the balance it leaves; answers its id */
  write(db: Db, posting: P, moved: Moved): Promise<number>;
  /** what the member is told when a spend would go below zero */
  refusal(): AppError;
}

type BalanceTable = 'wallets' | 'member_points' | 'member_free_spins';

/**
 * balance + amount on the row whose `column` is `key`, only when the result stays at zero or above:
 * the guard in the UPDATE makes "never below zero" one atomic step, on both engines. Nothing when
 * the balance would go below zero or there is no such row.
 */
async function guardedAdd(db: Db, table: BalanceTable, column: 'id' | 'member_id', key: number, amount: number): Promise<Moved | undefined> {
  const { rows } = await sql<{ balance: number; member_id: number }>`
    UPDATE ${sql.table(table)} SET balance = balance + ${amount}
    WHERE ${sql.ref(column)} = ${key} AND balance + ${amount} >= 0
    RETURNING balance, member_id`.execute(db);
  const row = rows[0];
  return row && { balance: row.balance, memberId: row.member_id };
}

async function rowExists(db: Db, table: BalanceTable, column: 'id' | 'member_id', key: number): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${key}`.execute(db);
  return rows.length > 0;
}

const money: Balance<MoneyPosting> = {
  badAmount: 'ledger amount must be a non-zero integer of satang',
  move: (db, { walletId, amount }) => guardedAdd(db, 'wallets', 'id', walletId, amount),
  missing: async (db, { walletId }) => ((await rowExists(db, 'wallets', 'id', walletId)) ? undefined : `no wallet ${walletId}`),
  async write(db, posting, moved) {
    const entry = await db
      .insertInto('ledger_entries')
      .values({
        wallet_id: posting.walletId,
        member_id: moved.memberId,
        amount: posting.amount,
        kind: posting.kind,
        ref: posting.ref ?? null,
        note: posting.note ?? null,
        balance_after: moved.balance,
        created_at: posting.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return entry.id;
  },
  refusal: () => new AppError(ErrorCode.INSUFFICIENT_BALANCE),
};

const points: Balance<PointPosting> = {
  badAmount: 'points must be a non-zero integer',
  move: (db, { memberId, amount }) => guardedAdd(db, 'member_points', 'member_id', memberId, amount),
  missing: async (db, { memberId }) =>
    (await rowExists(db, 'member_points', 'member_id', memberId)) ? undefined : `no points balance for member ${memberId}`,
  async write(db, posting, moved) {
    const entry = await db
      .insertInto('point_entries')
      .values({
        member_id: posting.memberId,
        amount: posting.amount,
        kind: posting.kind,
        ref: posting.ref ?? null,
        note: posting.note ?? null,
        balance_after: moved.balance,
        created_at: posting.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return entry.id;
  },
  refusal: () => new AppError(ErrorCode.INSUFFICIENT_BALANCE, 'แต้มไม่เพียงพอ'),
};

const freeSpins: Balance<FreeSpinPosting> = {
  badAmount: 'free spins must be a non-zero integer',
  async move(db, { memberId, amount }) {
    // A member has no row before their first spin is granted: a grant makes it, a spend needs it.
    if (amount < 0) return guardedAdd(db, 'member_free_spins', 'member_id', memberId, amount);
    const row = await db
      .insertInto('member_free_spins')
      .values({ member_id: memberId, balance: amount })
      .onConflict((oc) => oc.column('member_id').doUpdateSet((eb) => ({ balance: eb('member_free_spins.balance', '+', eb.ref('excluded.balance')) })))
      .returning('balance')
      .executeTakeFirstOrThrow();
    return { balance: row.balance, memberId };
  },
  // No row is no spins: a spend then is the member's refusal, not a fault.
  missing: () => Promise.resolve(undefined),
  async write(db, posting, moved) {
    const entry = await db
      .insertInto('free_spin_entries')
      .values({
        member_id: posting.memberId,
        amount: posting.amount,
        kind: posting.kind,
        ref: posting.ref,
        balance_after: moved.balance,
        created_at: posting.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return entry.id;
  },
  // The only spend of free spins is a spin of the wheel: its refusal is the one members already see.
  refusal: () => new AppError(ErrorCode.WHEEL_NO_FREE_SPIN),
};

const BALANCES: { [K in BalanceKind]: Balance<Extract<Posting, { balance: K }>> } = { money, points, free_spins: freeSpins };

/** The balance a posting names, typed for that posting. */
export const balanceOf = <P extends Posting>(posting: P): Balance<P> => BALANCES[posting.balance] as unknown as Balance<P>;
