/**
 * `credit_batch` (docs/decisions/0070): many credits of one game in one
 * request. Each line is exactly a single credit (transactions.ts `applyCredit`):
 * applied once by its own transaction id, a repeat (in a later batch, or as a
 * single credit) answering as the first did, a refusal answered in the line's
 * result without failing the others. The lines run in chunks, one database
 * transaction each, and a savepoint per line.
 */
import type { CreditBatchResponse, CreditBatchResult } from '@shared/api/provider-wallet.js';
import { errorEntry } from '@shared/errors.js';
import type { Ctx } from '../context.js';
import { lockMember } from '../db/engine.js';
import { inTransaction } from '../db/transaction.js';
import type { SignedProvider } from '../http/provider-auth.js';
import { walletsOf } from '../ledger/wallets.js';
import type { Answer } from './once.js';
import { sessionMembersOf } from './sessions.js';
import { applyCredit, type CreditInput } from './transactions.js';

/**
 * Lines per database transaction. Each line's work is a savepoint, and every
 * savepoint that writes is a subtransaction on PostgreSQL: past 64 in one
 * transaction its backend's subtransaction cache overflows and every other
 * session's snapshot checks slow down while it is open. 64 also bounds how long
 * a chunk holds its members' locks (and SQLite's one writer).
 */
export const CREDIT_BATCH_CHUNK = 64;

export type CreditBatchInput = { game_code: string; lines: Omit<CreditInput, 'game_code'>[] };

type Member = NonNullable<CreditBatchResponse['members']>[number];

export interface CreditBatchOptions {
  /** the request carries the agent key (the site's own gateway): the answer names the members paid, with their wallets */
  forSite: boolean;
}

/** A line's answer as its result: what a single credit would answer, or its refusal. */
function resultOf(transactionId: string, answer: Answer): CreditBatchResult {
  if (answer.error === 0) {
    const { balance, currency, reference } = answer.data!;
    return { transaction_id: transactionId, error: 0, balance, currency, reference };
  }
  return { transaction_id: transactionId, error: answer.error, message: answer.message ?? errorEntry(answer.error).message };
}

/** The members' usernames and wallets as they stand now, in the caller's transaction. */
async function walletsOfMembers(ctx: Ctx, memberIds: readonly number[]): Promise<Member[]> {
  if (memberIds.length === 0) return [];
  const rows = await ctx.db.selectFrom('members').select(['id', 'username']).where('id', 'in', memberIds).orderBy('id').execute();
  const members: Member[] = [];
  for (const row of rows) members.push({ username: row.username, wallets: await walletsOf(ctx.db, row.id) });
  return members;
}

/** One chunk in one transaction: every line's member locked first, in ascending id order, then the lines in order. */
async function creditChunk(ctx: Ctx, provider: SignedProvider, lines: readonly CreditInput[], options: CreditBatchOptions) {
  return inTransaction(ctx.db, async () => {
    // Ascending member ids: two batches (and any single call, which takes one lock) wait for each other on
    // PostgreSQL and never deadlock. A session no one has takes no lock; its line is refused in order below.
    const memberOfSession = await sessionMembersOf(ctx, provider, lines.map((line) => line.session));
    const memberIds = [...new Set(memberOfSession.values())].sort((a, b) => a - b);
    for (const memberId of memberIds) await lockMember(ctx.db, memberId);
    const results: CreditBatchResult[] = [];
    const paid = new Set<number>();
    for (const line of lines) {
      const answer = await applyCredit(ctx, provider, line);
      results.push(resultOf(line.transaction_id, answer));
      // A repeat of a line that paid counts too: the first answer may never have reached the gateway.
      if (answer.error === 0 && answer.data!.reference !== null) paid.add(memberOfSession.get(line.session)!);
    }
    // After the chunk's last line, under its locks: the wallets the lines left.
    const members = options.forSite ? await walletsOfMembers(ctx, [...paid]) : [];
    return { results, members };
  });
}

export async function creditBatch(ctx: Ctx, provider: SignedProvider, body: CreditBatchInput, options: CreditBatchOptions): Promise<CreditBatchResponse> {
  const results: CreditBatchResult[] = [];
  // By username: a member in several chunks is answered with the wallets their last chunk left.
  const members = new Map<string, Member>();
  for (let start = 0; start < body.lines.length; start += CREDIT_BATCH_CHUNK) {
    const chunk = body.lines.slice(start, start + CREDIT_BATCH_CHUNK).map((line) => ({ ...line, game_code: body.game_code }));
    const done = await creditChunk(ctx, provider, chunk, options);
    results.push(...done.results);
    for (const member of done.members) members.set(member.username, member);
  }
  return options.forSite ? { results, members: [...members.values()] } : { results };
}
