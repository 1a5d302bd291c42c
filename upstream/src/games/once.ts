/**
 * Each transaction id of the protocol moves money once (docs/decisions/0038):
 * its row is written first, keyed by the provider and the id, with the hash of
 * the body and, once the work ran, the answer it got. A repeat with the same
 * body answers that answer and moves nothing; another body under the id is a
 * conflict. The work runs in a savepoint, so a broken rule undoes it and the
 * row keeps the refusal, which a repeat gets again. A single call runs in a
 * transaction of its own under its member's lock (`once`); a batch line runs
 * in the batch's transaction under the locks the batch took (`applyOnce`).
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { TransactionResponse } from '#shared/api/provider-wallet.js';
import { AppError, type Envelope } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb, type Satang } from '#shared/money.js';
import type { Ctx } from '../context.js';
import { lockMember } from '../db/engine.js';
import { inTransaction } from '../db/transaction.js';
import { canonicalJson } from '../http/idempotency.js';
import type { SignedProvider } from '../http/provider-auth.js';
import { walletBalance } from '../ledger/wallets.js';
import { sessionMemberOf } from './sessions.js';

export type Kind = 'debit' | 'credit' | 'rollback';

/** What a transaction's work did: the wallet whose balance it answers, and its ledger entry when money moved. */
export interface Work {
  walletId: number;
  ledgerEntryId: number | null;
}

/** A transaction's work, given its row's id and the time it runs at. */
export type WorkOf = (rowId: number, now: number) => Promise<Work>;

/** The fields every transaction names itself by; its body whole is what is hashed. */
export interface TransactionRequest {
  session: string;
  transaction_id: string;
  round_id: string;
  amount?: Satang;
}

export type Answer = Envelope<TransactionResponse>;

export const conflict = (message?: string) => new AppError(ErrorCode.PROVIDER_TRANSACTION_CONFLICT, message);

export async function storedTransaction(ctx: Ctx, provider: SignedProvider, transactionId: string) {
  return ctx.db
    .selectFrom('game_transactions')
    .select(['id', 'kind', 'round_id', 'amount', 'request_hash', 'response', 'rolled_back_by'])
    .where('provider_id', '=', provider.id)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
}

export type StoredTransaction = NonNullable<Awaited<ReturnType<typeof storedTransaction>>>;

/** What a repeat of a stored transaction id answers: the stored answer, or why it cannot have one. */
export function storedAnswer(stored: StoredTransaction, kind: Kind, hash: string): Answer {
  if (stored.kind === 'tombstone' || (stored.kind === 'debit' && stored.rolled_back_by !== null)) {
    return (kind === 'debit' ? new AppError(ErrorCode.PROVIDER_TRANSACTION_ROLLED_BACK) : conflict()).toEnvelope() as Answer;
  }
  if (stored.kind !== kind || stored.request_hash !== hash) return conflict().toEnvelope() as Answer;
  return JSON.parse(stored.response!) as Answer;
}

/** Runs `work` in a savepoint: a broken rule undoes the work and answers the refusal. */
async function answerOf(ctx: Ctx, transactionId: string, work: () => Promise<Work>): Promise<{ envelope: Answer; ledgerEntryId: number | null }> {
  await sql`SAVEPOINT game_transaction_work`.execute(ctx.db);
  try {
    const done = await work();
    await sql`RELEASE SAVEPOINT game_transaction_work`.execute(ctx.db);
    const balance = satangToThb(await walletBalance(ctx.db, done.walletId));
    const reference = done.ledgerEntryId === null ? null : String(done.ledgerEntryId);
    return { envelope: { error: 0, data: { transaction_id: transactionId, reference, balance, currency: 'THB' } }, ledgerEntryId: done.ledgerEntryId };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // Released too: a batch's refused lines would otherwise stack one savepoint each until the commit.
    await sql`ROLLBACK TO SAVEPOINT game_transaction_work`.execute(ctx.db);
    await sql`RELEASE SAVEPOINT game_transaction_work`.execute(ctx.db);
    return { envelope: error.toEnvelope() as Answer, ledgerEntryId: null };
  }
}

/** The hash a transaction's row keeps of its kind and body: a repeat under the id must match it. */
export const requestHash = (kind: Kind, request: TransactionRequest): string =>
  createHash('sha256').update(kind).update('\n').update(canonicalJson(request)).digest('hex');

/**
 * Applies the transaction once by its id, in the caller's transaction, which
 * holds the session's member lock already (a session no one has takes none).
 */
export async function applyOnce(ctx: Ctx, provider: SignedProvider, kind: Kind, request: TransactionRequest, work: WorkOf): Promise<Answer> {
  const hash = requestHash(kind, request);
  const now = ctx.clock.now();
  // Exactly once by the UNIQUE (provider_id, transaction_id), inserted first: the same id sent twice at once
  // (two processes) waits on the key, then finds the first one's row and answers its answer.
  const inserted = await ctx.db
    .insertInto('game_transactions')
    .values({
      provider_id: provider.id,
      transaction_id: request.transaction_id,
      kind,
      round_id: request.round_id,
      amount: request.amount ?? 0,
      request_hash: hash,
      response: '',
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['provider_id', 'transaction_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return storedAnswer((await storedTransaction(ctx, provider, request.transaction_id))!, kind, hash);
  const { envelope, ledgerEntryId } = await answerOf(ctx, request.transaction_id, () => work(inserted.id, now));
  await ctx.db
    .updateTable('game_transactions')
    .set({ response: JSON.stringify(envelope), ledger_entry_id: ledgerEntryId })
    .where('id', '=', inserted.id)
    .execute();
  return envelope;
}

/** One transaction of its own under the session's member lock; a refusal is thrown as its AppError. */
export async function once(ctx: Ctx, provider: SignedProvider, kind: Kind, request: TransactionRequest, work: WorkOf): Promise<TransactionResponse> {
  const outcome = await inTransaction(ctx.db, async (): Promise<Answer> => {
    // The session's member first: on PostgreSQL their row lock runs one member's wallet calls one after
    // another, as SQLite's one writer does (the loss limit, the turnover, one free spin per round, one refund).
    const memberId = await sessionMemberOf(ctx, provider, request.session);
    if (memberId !== undefined) await lockMember(ctx.db, memberId);
    return applyOnce(ctx, provider, kind, request, work);
  });
  if (outcome.error !== 0) throw AppError.relay(outcome);
  return outcome.data!;
}
