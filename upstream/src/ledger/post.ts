import { sql } from 'kysely';
import type { Db } from '../db/transaction.js';
import { balanceOf } from './balances.js';
import type { MoneyPosting, Posting } from './posting.js';

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

/** Entries per INSERT of `postMoneyIn`: 8 values each stays far below either engine's limit of bound values (SQLite 32,766). */
const ENTRIES_PER_STATEMENT = 1_000;

/**
 * Many money postings that only pay in (each amount > 0), in the caller's
 * transaction: one guarded update per statement moves each wallet by the sum
 * of its postings, and the entries are written together, each with the
 * balance it leaves in the order given, exactly as `post` one by one would
 * leave them. Paying in never refuses, so nothing here is the member's
 * refusal; a spend goes through `post`. Answers the entries in the postings' order.
 */
export async function postMoneyIn(db: Db, postings: readonly MoneyPosting[]): Promise<PostedEntry[]> {
  if (!db.isTransaction) throw new Error('ledger postings must run inside the caller’s transaction');
  if (postings.length === 0) return [];
  for (const { amount } of postings) if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`postMoneyIn pays in only, in whole satang: ${amount}`);
  const moved = await moveWallets(db, postings);
  // Each wallet's running balance from the one it had before these postings.
  const running = new Map([...moved].map(([walletId, { balance, total }]) => [walletId, balance - total]));
  const rows = postings.map((posting) => {
    const balanceAfter = running.get(posting.walletId)! + posting.amount;
    running.set(posting.walletId, balanceAfter);
    return { posting, memberId: moved.get(posting.walletId)!.memberId, balanceAfter };
  });
  const ids = new Map<string, number>();
  for (let start = 0; start < rows.length; start += ENTRIES_PER_STATEMENT) {
    const written = await db
      .insertInto('ledger_entries')
      .values(
        rows.slice(start, start + ENTRIES_PER_STATEMENT).map(({ posting, memberId, balanceAfter }) => ({
          wallet_id: posting.walletId,
          member_id: memberId,
          amount: posting.amount,
          kind: posting.kind,
          ref: posting.ref ?? null,
          note: posting.note ?? null,
          balance_after: balanceAfter,
          created_at: posting.at,
        })),
      )
      .returning(['id', 'wallet_id', 'balance_after'])
      .execute();
    // Every amount is above zero, so a wallet's balance after each of its entries is its own: the entry's key.
    for (const row of written) ids.set(`${row.wallet_id}:${row.balance_after}`, row.id);
  }
  return rows.map(({ posting, memberId, balanceAfter }) => ({ id: ids.get(`${posting.walletId}:${balanceAfter}`)!, memberId, balanceAfter }));
}

/** Each wallet up by the sum of its postings, in one UPDATE per statement's worth: the balances after and whose they are. */
async function moveWallets(db: Db, postings: readonly MoneyPosting[]): Promise<Map<number, { balance: number; total: number; memberId: number }>> {
  const totals = new Map<number, number>();
  for (const { walletId, amount } of postings) totals.set(walletId, (totals.get(walletId) ?? 0) + amount);
  const moved = new Map<number, { balance: number; total: number; memberId: number }>();
  const wallets = [...totals];
  for (let start = 0; start < wallets.length; start += ENTRIES_PER_STATEMENT) {
    const slice = wallets.slice(start, start + ENTRIES_PER_STATEMENT);
    // The cast: PostgreSQL types a bare parameter in a CASE as text.
    const { rows } = await sql<{ id: number; balance: number; member_id: number }>`
      UPDATE wallets SET balance = balance + CASE id ${sql.join(
        slice.map(([walletId, total]) => sql`WHEN ${walletId} THEN CAST(${total} AS BIGINT)`),
        sql` `,
      )} END
      WHERE id IN (${sql.join(slice.map(([walletId]) => walletId))})
      RETURNING id, balance, member_id`.execute(db);
    for (const row of rows) moved.set(Number(row.id), { balance: Number(row.balance), total: totals.get(Number(row.id))!, memberId: Number(row.member_id) });
  }
  const missing = wallets.find(([walletId]) => !moved.has(walletId));
  if (missing) throw new Error(`no wallet ${missing[0]}`);
  return moved;
}
