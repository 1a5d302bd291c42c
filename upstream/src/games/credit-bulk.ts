/**
 * A batch chunk's credits set-wise (docs/decisions/0070): the same answers a
 * single credit per line, in order, would give (transactions.ts `applyCredit`),
 * with a fixed number of statements per chunk instead of ~10 per line. What the
 * lines need is read at once (their stored ids, their rounds; the sessions the
 * caller read to lock their members), every line is judged in order in memory
 * (a round an earlier line closed is closed for the later ones), then the
 * lines that pay are written together: their ledger entries and wallets
 * (`postMoneyIn`), every new line's row with its answer, and the rounds. A
 * credit only pays in, so nothing judged up front can be refused later.
 */
import { sql } from 'kysely';
import { satangToThb } from '#shared/money.js';
import type { Ctx } from '../context.js';
import type { SignedProvider } from '../http/provider-auth.js';
import { postMoneyIn } from '../ledger/post.js';
import type { MoneyPosting } from '../ledger/posting.js';
import { requestHash, storedAnswer, type Answer } from './once.js';
import type { GameSession } from './sessions.js';
import { creditRefusal, ledgerRef, type CreditInput } from './transactions.js';

/**
 * Another transaction wrote one of the chunk's ids after the chunk read them
 * (on PostgreSQL, under another member's session): the chunk is undone and its
 * lines run one by one, where the id's UNIQUE key orders them.
 */
export class CreditIdTaken extends Error {
  override name = 'CreditIdTaken';
}

/** A round as the chunk's lines leave it. */
interface RoundState {
  id: number;
  member_id: number;
  wallet_id: number;
  closed_at: number | null;
  won: number;
  credited: boolean;
  closes: boolean;
}

/** A line's fate: a repeat's stored answer, a refusal, or a credit (with its posting when it pays money). */
type Judged =
  | { kind: 'answered'; answer: Answer }
  | { kind: 'new'; hash: string; refused: Answer | null; walletId: number; posting: number | null };

async function storedOf(ctx: Ctx, provider: SignedProvider, ids: readonly string[]) {
  const rows = await ctx.db
    .selectFrom('game_transactions')
    .select(['id', 'transaction_id', 'kind', 'round_id', 'amount', 'request_hash', 'response', 'rolled_back_by'])
    .where('provider_id', '=', provider.id)
    .where('transaction_id', 'in', ids)
    .execute();
  return new Map(rows.map(({ transaction_id, ...row }) => [transaction_id, row]));
}

async function roundsOf(ctx: Ctx, provider: SignedProvider, roundIds: readonly string[]): Promise<Map<string, RoundState>> {
  const rows = await ctx.db
    .selectFrom('game_rounds')
    .select(['id', 'round_id', 'member_id', 'wallet_id', 'closed_at'])
    .where('provider_id', '=', provider.id)
    .where('round_id', 'in', [...new Set(roundIds)])
    .execute();
  return new Map(rows.map(({ round_id, ...row }) => [round_id, { ...row, won: 0, credited: false, closes: false }]));
}

/** Each line judged in order, as its single credit would be at that point of the chunk. */
function judge(lines: readonly CreditInput[], stored: Awaited<ReturnType<typeof storedOf>>, sessions: ReadonlyMap<string, GameSession>, rounds: ReadonlyMap<string, RoundState>, now: number): Judged[] {
  return lines.map((line): Judged => {
    const hash = requestHash('credit', line);
    const first = stored.get(line.transaction_id);
    if (first) return { kind: 'answered', answer: storedAnswer(first, 'credit', hash) };
    const round = rounds.get(line.round_id);
    const refusal = creditRefusal(sessions.get(line.session), round, line);
    if (refusal || !round) return { kind: 'new', hash, refused: refusal!.toEnvelope() as Answer, walletId: 0, posting: null };
    round.won += line.amount;
    round.credited = true;
    if (line.round_closed) {
      round.closed_at = now;
      round.closes = true;
    }
    return { kind: 'new', hash, refused: null, walletId: round.wallet_id, posting: line.amount > 0 ? line.amount : null };
  });
}

/** The wallets' balances before the chunk: read for those only paid 0, else known from what the postings left. */
async function balancesOf(ctx: Ctx, walletIds: readonly number[]): Promise<Map<number, number>> {
  if (walletIds.length === 0) return new Map();
  const rows = await ctx.db.selectFrom('wallets').select(['id', 'balance']).where('id', 'in', walletIds).execute();
  return new Map(rows.map((row) => [row.id, row.balance]));
}

/** The rounds the credits touched: their wins added, credited (the first credit's time kept), closed where a line said so. */
async function updateRounds(ctx: Ctx, rounds: Iterable<RoundState>, now: number): Promise<void> {
  const touched = [...rounds].filter((round) => round.credited);
  if (touched.length === 0) return;
  const ids = sql.join(touched.map((round) => round.id));
  const closing = touched.filter((round) => round.closes).map((round) => round.id);
  // The casts: PostgreSQL types a bare parameter in a CASE or COALESCE as text.
  await sql`
    UPDATE game_rounds SET
      won = won + CASE id ${sql.join(touched.map((round) => sql`WHEN ${round.id} THEN CAST(${round.won} AS BIGINT)`), sql` `)} END,
      credited_at = COALESCE(credited_at, CAST(${now} AS BIGINT)),
      closed_at = ${closing.length > 0 ? sql`CASE WHEN id IN (${sql.join(closing)}) THEN CAST(${now} AS BIGINT) ELSE closed_at END` : sql`closed_at`}
    WHERE id IN (${ids})`.execute(ctx.db);
}

/**
 * The chunk's lines, in the caller's transaction under the locks of the
 * members `sessions` name: each line's answer, in order. Throws CreditIdTaken
 * (nothing kept: the caller's transaction is to be undone) when another
 * transaction took one of the ids meanwhile.
 */
export async function creditAtOnce(ctx: Ctx, provider: SignedProvider, lines: readonly CreditInput[], sessions: ReadonlyMap<string, GameSession>): Promise<Answer[]> {
  const now = ctx.clock.now();
  const stored = await storedOf(ctx, provider, lines.map((line) => line.transaction_id));
  const rounds = await roundsOf(ctx, provider, lines.map((line) => line.round_id));
  const judged = judge(lines, stored, sessions, rounds, now);

  const postings: MoneyPosting[] = [];
  const paying: number[] = [];
  for (const [i, fate] of judged.entries()) {
    if (fate.kind !== 'new' || fate.posting === null) continue;
    paying.push(i);
    postings.push({ balance: 'money', walletId: fate.walletId, amount: fate.posting, kind: 'game_win', ref: ledgerRef(provider, lines[i]!.transaction_id), at: now });
  }
  const entries = await postMoneyIn(ctx.db, postings);
  const entryOf = new Map(paying.map((line, k) => [line, entries[k]!]));
  // Each wallet's balance as the chunk goes, so a line answers the balance a single credit in its place would.
  const credited = judged.flatMap((fate) => (fate.kind === 'new' && fate.refused === null ? [fate.walletId] : []));
  const posted = new Set(postings.map((posting) => posting.walletId));
  const running = await balancesOf(ctx, [...new Set(credited)].filter((walletId) => !posted.has(walletId)));
  for (const [k, posting] of postings.entries()) if (!running.has(posting.walletId)) running.set(posting.walletId, entries[k]!.balanceAfter - posting.amount);

  const answers: Answer[] = [];
  const rows = [];
  for (const [i, fate] of judged.entries()) {
    const line = lines[i]!;
    if (fate.kind === 'answered') {
      answers.push(fate.answer);
      continue;
    }
    const entry = entryOf.get(i);
    let answer = fate.refused;
    if (answer === null) {
      if (entry) running.set(fate.walletId, entry.balanceAfter);
      const balance = satangToThb(running.get(fate.walletId)!);
      answer = { error: 0, data: { transaction_id: line.transaction_id, reference: entry ? String(entry.id) : null, balance, currency: 'THB' } };
    }
    answers.push(answer);
    rows.push({
      provider_id: provider.id,
      transaction_id: line.transaction_id,
      kind: 'credit' as const,
      round_id: line.round_id,
      amount: line.amount,
      request_hash: fate.hash,
      response: JSON.stringify(answer),
      ledger_entry_id: entry?.id ?? null,
      created_at: now,
    });
  }
  if (rows.length > 0) {
    const written = await ctx.db
      .insertInto('game_transactions')
      .values(rows)
      .onConflict((oc) => oc.columns(['provider_id', 'transaction_id']).doNothing())
      .returning('id')
      .execute();
    if (written.length !== rows.length) throw new CreditIdTaken(`${rows.length - written.length} of the chunk's transaction ids were taken meanwhile`);
  }
  await updateRounds(ctx, rounds.values(), now);
  return answers;
}
