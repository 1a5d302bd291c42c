/**
 * The money of the protocol (docs/decisions/0038): a debit is a bet, a credit
 * a round's win, a rollback a debit undone. Each is a row named by the
 * provider's transaction id, written in one transaction with its ledger entry
 * and the answer it got (once.ts): a repeat with the same body answers the
 * same and moves nothing; another body under the id is a conflict. A rollback
 * that comes before its debit leaves a tombstone, so the late debit is refused
 * rather than taken. A batch's credit lines (credit-batch.ts) are each exactly
 * the credit here.
 */
import { GAME_SESSION_TTL_MS, type TransactionResponse } from '#shared/api/provider-wallet.js';
import { AppError, type Envelope } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { Satang } from '#shared/money.js';
import type { Ctx } from '../context.js';
import type { SignedProvider } from '../http/provider-auth.js';
import { post } from '../ledger/post.js';
import { assertBetAllowed } from '../limits/guard.js';
import { settleTurnover } from '../promotion/service.js';
import { returnFreeSpin, useFreeSpin } from './free-spins.js';
import { applyOnce, conflict, once, storedTransaction, type Answer, type StoredTransaction, type WorkOf } from './once.js';
import { sessionOf, type GameSession } from './sessions.js';

async function roundOf(ctx: Ctx, provider: SignedProvider, roundId: string) {
  return ctx.db
    .selectFrom('game_rounds')
    .select(['id', 'member_id', 'launch_id', 'wallet_id', 'credited_at', 'closed_at', 'free_spin_id'])
    .where('provider_id', '=', provider.id)
    .where('round_id', '=', roundId)
    .executeTakeFirst();
}

/** The ledger entry's ref of a transaction's money. */
export const ledgerRef = (provider: SignedProvider, transactionId: string) => `game:${provider.code}:${transactionId}`;

const GAME_OF_ANOTHER = 'เซสชันนี้เป็นของเกมอื่น';

function assertGame(session: GameSession, gameCode: string): void {
  if (session.game_code !== gameCode) throw new AppError(ErrorCode.GAME_SESSION_INVALID, GAME_OF_ANOTHER);
}

export interface DebitInput {
  session: string;
  transaction_id: string;
  round_id: string;
  game_code: string;
  amount: Satang;
  free_spin: boolean;
}

export async function debit(ctx: Ctx, provider: SignedProvider, body: DebitInput): Promise<TransactionResponse> {
  return once(ctx, provider, 'debit', body, async (_rowId, now) => {
    const session = await sessionOf(ctx, provider, body.session, { live: true });
    assertGame(session, body.game_code);
    const round = await roundOf(ctx, provider, body.round_id);
    if (round && round.launch_id !== session.launch_id) throw conflict('รอบเกมนี้เป็นของเซสชันอื่น');
    if (round && round.closed_at !== null) throw new AppError(ErrorCode.PROVIDER_ROUND_CLOSED);
    await assertBetAllowed(ctx, session.member_id, body.amount, now);
    if (body.free_spin) {
      // A free spin stakes the credit's bet, not the member's money: one spin of the launch's credit, one per round.
      if (body.amount !== 0) throw new AppError(ErrorCode.FREE_SPIN_NOT_USABLE, 'ฟรีสปินต้องตัดเงินเดิมพัน 0 บาท');
      if (round) throw conflict('รอบฟรีสปินตัดเงินได้ครั้งเดียว');
      await useFreeSpin(ctx, session.free_spin_id, now);
    }
    const entry =
      body.amount > 0
        ? await post(ctx.db, {
            balance: 'money',
            walletId: session.wallet_id,
            amount: -body.amount,
            kind: 'game_bet',
            ref: ledgerRef(provider, body.transaction_id),
            at: now,
          })
        : null;
    await stake(ctx, provider, session, body, now);
    await ctx.db.updateTable('game_sessions').set({ expires_at: now + GAME_SESSION_TTL_MS }).where('id', '=', session.id).execute();
    // A bet counts toward a running promotion's turnover, which may complete it here.
    await settleTurnover(ctx, session.member_id, now);
    return { walletId: session.wallet_id, ledgerEntryId: entry?.id ?? null };
  });
}

/** The debit's stake on its round: the round is opened by its first debit, later ones add to it. */
async function stake(ctx: Ctx, provider: SignedProvider, session: GameSession, body: DebitInput, now: number): Promise<void> {
  await ctx.db
    .insertInto('game_rounds')
    .values({
      provider_id: provider.id,
      round_id: body.round_id,
      member_id: session.member_id,
      launch_id: session.launch_id,
      wallet_id: session.wallet_id,
      staked: body.amount,
      created_at: now,
      free_spin_id: body.free_spin ? session.free_spin_id : null,
    })
    // Qualified: PostgreSQL finds a bare `staked` ambiguous beside `excluded`.
    .onConflict((oc) => oc.columns(['provider_id', 'round_id']).doUpdateSet((eb) => ({ staked: eb('game_rounds.staked', '+', eb.ref('excluded.staked')) })))
    .execute();
}

export interface CreditInput {
  session: string;
  transaction_id: string;
  round_id: string;
  game_code: string;
  amount: Satang;
  round_closed: boolean;
}

/**
 * Why a credit is refused, in the order a single credit checks: its session
 * (expired or not), the session's game, its round (the session's member's),
 * the round still open. The batch's bulk path (credit-bulk.ts) judges by it too.
 */
export function creditRefusal(
  session: GameSession | undefined,
  round: { member_id: number; closed_at: number | null } | undefined,
  body: Pick<CreditInput, 'game_code'>,
): AppError | undefined {
  if (!session) return new AppError(ErrorCode.GAME_SESSION_INVALID);
  if (session.game_code !== body.game_code) return new AppError(ErrorCode.GAME_SESSION_INVALID, GAME_OF_ANOTHER);
  if (!round || round.member_id !== session.member_id) return new AppError(ErrorCode.PROVIDER_ROUND_NOT_FOUND);
  if (round.closed_at !== null) return new AppError(ErrorCode.PROVIDER_ROUND_CLOSED);
  return undefined;
}

/** A credit's work: the round's win on the wallet its debit took from, closing the round when it says so. */
const creditWork =
  (ctx: Ctx, provider: SignedProvider, body: CreditInput): WorkOf =>
  async (_rowId, now) => {
    // A win of a round in progress is never lost: the session may have expired since its debit.
    const session = await sessionOf(ctx, provider, body.session, { live: false });
    const round = await roundOf(ctx, provider, body.round_id);
    const refusal = creditRefusal(session, round, body);
    if (refusal || !round) throw refusal ?? new AppError(ErrorCode.PROVIDER_ROUND_NOT_FOUND);
    const entry =
      body.amount > 0
        ? await post(ctx.db, {
            balance: 'money',
            walletId: round.wallet_id,
            amount: body.amount,
            kind: 'game_win',
            ref: ledgerRef(provider, body.transaction_id),
            at: now,
          })
        : null;
    await ctx.db
      .updateTable('game_rounds')
      .set((eb) => ({
        won: eb('won', '+', body.amount),
        credited_at: eb.fn.coalesce('credited_at', eb.val(now)),
        closed_at: body.round_closed ? now : eb.ref('closed_at'),
      }))
      .where('id', '=', round.id)
      .execute();
    return { walletId: round.wallet_id, ledgerEntryId: entry?.id ?? null };
  };

export async function credit(ctx: Ctx, provider: SignedProvider, body: CreditInput): Promise<TransactionResponse> {
  return once(ctx, provider, 'credit', body, creditWork(ctx, provider, body));
}

/** A credit inside the caller's transaction, under the member lock it took: a batch's line, answered as a single credit is. */
export function applyCredit(ctx: Ctx, provider: SignedProvider, body: CreditInput): Promise<Answer> {
  return applyOnce(ctx, provider, 'credit', body, creditWork(ctx, provider, body));
}

export interface RollbackInput {
  session: string;
  transaction_id: string;
  round_id: string;
  rollback_transaction_id: string;
}

export async function rollback(ctx: Ctx, provider: SignedProvider, body: RollbackInput): Promise<TransactionResponse> {
  return once(ctx, provider, 'rollback', body, async (rowId, now) => {
    const session = await sessionOf(ctx, provider, body.session, { live: false });
    const nothing = { walletId: session.wallet_id, ledgerEntryId: null };
    if (body.rollback_transaction_id === body.transaction_id) throw conflict('รายการยกเลิกต้องมีรหัสของตัวเอง');
    const target = (await storedTransaction(ctx, provider, body.rollback_transaction_id)) ?? (await tombstone(ctx, provider, body, now));
    if (target === 'tombstoned' || target.kind === 'tombstone' || target.rolled_back_by !== null) return nothing;
    if (target.kind !== 'debit' || target.round_id !== body.round_id) throw conflict('ยกเลิกได้เฉพาะการตัดเงินเดิมพันของรอบนี้');
    const refused = (JSON.parse(target.response!) as Envelope<unknown>).error !== 0;
    const round = await roundOf(ctx, provider, body.round_id);
    if (refused || !round) {
      // A refused debit moved nothing: there is nothing to refund.
      await markRolledBack(ctx, target.id, rowId);
      return nothing;
    }
    if (round.member_id !== session.member_id) throw conflict('รอบเกมนี้เป็นของผู้เล่นอื่น');
    if (round.credited_at !== null || round.closed_at !== null) throw new AppError(ErrorCode.PROVIDER_ROUND_CLOSED);
    // A negative bet: the day's games turnover and a promotion's turnover net it out.
    const entry =
      target.amount > 0
        ? await post(ctx.db, {
            balance: 'money',
            walletId: round.wallet_id,
            amount: target.amount,
            kind: 'game_bet',
            ref: ledgerRef(provider, body.transaction_id),
            at: now,
          })
        : null;
    await ctx.db
      .updateTable('game_rounds')
      .set((eb) => ({ staked: eb('staked', '-', target.amount) }))
      .where('id', '=', round.id)
      .execute();
    await markRolledBack(ctx, target.id, rowId);
    if (round.free_spin_id !== null) await returnFreeSpin(ctx, round.free_spin_id);
    return { walletId: round.wallet_id, ledgerEntryId: entry?.id ?? null };
  });
}

/**
 * The debit has not come (or never will): its id is spent, so a late one is
 * refused. The tombstone takes the id by its UNIQUE key; when a debit under
 * another member's session (which that member's lock does not order) took it
 * first, the rollback judges that debit instead.
 */
async function tombstone(ctx: Ctx, provider: SignedProvider, body: RollbackInput, now: number): Promise<StoredTransaction | 'tombstoned'> {
  const written = await ctx.db
    .insertInto('game_transactions')
    .values({ provider_id: provider.id, transaction_id: body.rollback_transaction_id, kind: 'tombstone', round_id: body.round_id, amount: 0, created_at: now })
    .onConflict((oc) => oc.columns(['provider_id', 'transaction_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return written ? 'tombstoned' : (await storedTransaction(ctx, provider, body.rollback_transaction_id))!;
}

async function markRolledBack(ctx: Ctx, debitRowId: number, rollbackRowId: number): Promise<void> {
  await ctx.db.updateTable('game_transactions').set({ rolled_back_by: rollbackRowId }).where('id', '=', debitRowId).execute();
}
