/**
 * `credit_batch` (docs/decisions/0070): many credits of one game in one
 * request. Each line is exactly a single credit (transactions.ts `applyCredit`):
 * applied once by its own transaction id, a repeat (in a later batch, or as a
 * single credit) answering as the first did, a refusal answered in the line's
 * result without failing the others. The lines run in chunks, one database
 * transaction each, judged and written set-wise (credit-bulk.ts); a chunk
 * another transaction raced for an id runs line by line, a savepoint each.
 */
import { CREDIT_BATCH_MAX_LINES, type CreditBatchResponse, type CreditBatchResult } from '#shared/api/provider-wallet.js';
import { errorEntry } from '#shared/errors.js';
import type { Ctx } from '../context.js';
import { lockMembers } from '../db/engine.js';
import { inTransaction } from '../db/transaction.js';
import type { SignedProvider } from '../http/provider-auth.js';
import { walletsOfMembers } from '../ledger/wallets.js';
import type { Answer } from './once.js';
import { creditAtOnce, CreditIdTaken } from './credit-bulk.js';
import { sessionMembersOf, sessionsOf } from './sessions.js';
import { applyCredit, type CreditInput } from './transactions.js';

/**
 * Lines per database transaction on the bulk path (credit-bulk.ts): a whole
 * request (CREDIT_BATCH_MAX_LINES). The path takes no savepoint, and its
 * largest statement, the chunk's transaction rows, binds 9 values a line:
 * 2,250, far below SQLite's 32,766 and PostgreSQL's 65,535. One chunk per
 * request also takes its members' locks once and commits once.
 */
export const CREDIT_BATCH_CHUNK = CREDIT_BATCH_MAX_LINES;

/**
 * Lines per transaction when a chunk runs line by line (an id taken meanwhile):
 * each line's work is then a savepoint, and every savepoint that writes is a
 * subtransaction on PostgreSQL; past 64 in one transaction its backend's
 * subtransaction cache overflows and every other session's snapshot checks slow
 * down while it is open.
 */
export const CREDIT_LINE_CHUNK = 64;

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
async function membersWithWallets(ctx: Ctx, memberIds: readonly number[]): Promise<Member[]> {
  if (memberIds.length === 0) return [];
  const [rows, wallets] = await Promise.all([
    ctx.db.selectFrom('members').select(['id', 'username']).where('id', 'in', memberIds).orderBy('id').execute(),
    walletsOfMembers(ctx.db, memberIds),
  ]);
  return rows.map((row) => ({ username: row.username, wallets: wallets.get(row.id)! }));
}

/** A chunk's members locked, in one statement in ascending id order: two batches (and any single call, which takes one lock) wait for each other on PostgreSQL and never deadlock. */
const lockSessionMembers = (ctx: Ctx, memberIds: Iterable<number>) => lockMembers(ctx.db, [...new Set(memberIds)].sort((a, b) => a - b));

/** The common case: one transaction, the chunk's lines judged and written set-wise. */
async function creditChunkAtOnce(ctx: Ctx, provider: SignedProvider, lines: readonly CreditInput[], options: CreditBatchOptions): Promise<Chunk> {
  return inTransaction(ctx.db, async () => {
    // A session no one has takes no lock; its line is refused in order.
    const sessions = await sessionsOf(ctx, provider, lines.map((line) => line.session));
    await lockSessionMembers(ctx, [...sessions.values()].map((session) => session.member_id));
    const answers = await creditAtOnce(ctx, provider, lines, sessions);
    return answered(ctx, lines, answers, (line) => sessions.get(line.session)?.member_id, options);
  });
}

/** One chunk line by line, in a transaction of CREDIT_LINE_CHUNK lines each: every line's member locked first, then the lines in order. */
async function creditChunkByLine(ctx: Ctx, provider: SignedProvider, lines: readonly CreditInput[], options: CreditBatchOptions): Promise<Chunk> {
  const chunk: Chunk = { results: [], members: [] };
  for (let start = 0; start < lines.length; start += CREDIT_LINE_CHUNK) {
    const slice = lines.slice(start, start + CREDIT_LINE_CHUNK);
    const done = await inTransaction(ctx.db, async () => {
      const memberOfSession = await sessionMembersOf(ctx, provider, slice.map((line) => line.session));
      await lockSessionMembers(ctx, memberOfSession.values());
      const answers: Answer[] = [];
      for (const line of slice) answers.push(await applyCredit(ctx, provider, line));
      return answered(ctx, slice, answers, (line) => memberOfSession.get(line.session), options);
    });
    chunk.results.push(...done.results);
    chunk.members.push(...done.members);
  }
  return chunk;
}

interface Chunk {
  results: CreditBatchResult[];
  members: Member[];
}

/** The lines' results, and (for the site) the members paid with the wallets the chunk left, read under its locks. */
async function answered(ctx: Ctx, lines: readonly CreditInput[], answers: readonly Answer[], memberOf: (line: CreditInput) => number | undefined, options: CreditBatchOptions): Promise<Chunk> {
  const paid = new Set<number>();
  const results = lines.map((line, i) => {
    const answer = answers[i]!;
    // A repeat of a line that paid counts too: the first answer may never have reached the gateway.
    if (answer.error === 0 && answer.data!.reference !== null) paid.add(memberOf(line)!);
    return resultOf(line.transaction_id, answer);
  });
  return { results, members: options.forSite ? await membersWithWallets(ctx, [...paid]) : [] };
}

/** One chunk: set-wise, or line by line when another transaction took one of its ids meanwhile. */
async function creditChunk(ctx: Ctx, provider: SignedProvider, lines: readonly CreditInput[], options: CreditBatchOptions): Promise<Chunk> {
  try {
    return await creditChunkAtOnce(ctx, provider, lines, options);
  } catch (error) {
    if (!(error instanceof CreditIdTaken)) throw error;
    return creditChunkByLine(ctx, provider, lines, options);
  }
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
