/**
 * The money of the protocol (docs/decisions/0038): a debit is a bet, a credit
 * a round's win, a rollback a debit undone. Each is a row named by the
 * provider's transaction id, written in one immediate transaction with its
 * ledger entry and the answer it got: a repeat with the same body answers
 * the same and moves nothing; another body under the id is a conflict. A
 * rollback that comes before its debit leaves a tombstone, so the late debit
 * is refused rather than taken.
 */
import { createHash } from 'node:crypto';
import { GAME_SESSION_TTL_MS, type TransactionResponse } from '@shared/api/provider-wallet.js';
import { AppError, type Envelope } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { satangToThb, type Satang } from '@shared/money.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { canonicalJson } from '../http/idempotency.js';
import type { SignedProvider } from '../http/provider-auth.js';
import { postEntry } from '../ledger/ledger.js';
import { assertBetAllowed } from '../limits/guard.js';
import { settleTurnover } from '../promotion/service.js';
import { returnFreeSpin, useFreeSpin } from './free-spins.js';
import { sessionOf, walletBalance, type GameSession } from './sessions.js';

type Kind = 'debit' | 'credit' | 'rollback';

interface StoredTransaction {
  id: number;
  kind: Kind | 'tombstone';
  round_id: string;
  amount: number;
  request_hash: string | null;
  response: string | null;
  rolled_back_by: number | null;
}

interface RoundRow {
  id: number;
  member_id: number;
  launch_id: number;
  wallet_id: number;
  credited_at: number | null;
  closed_at: number | null;
  free_spin_id: number | null;
}

interface Work {
  walletId: number;
  ledgerEntryId: number | null;
}

const conflict = (message?: string) => new AppError(ErrorCode.PROVIDER_TRANSACTION_CONFLICT, message);

function storedTransaction(ctx: Ctx, provider: SignedProvider, transactionId: string): StoredTransaction | undefined {
  return stmt<[number, string], StoredTransaction>(
    ctx.db,
    'SELECT id, kind, round_id, amount, request_hash, response, rolled_back_by FROM game_transactions WHERE provider_id = ? AND transaction_id = ?',
  ).get(provider.id, transactionId);
}

function roundOf(ctx: Ctx, provider: SignedProvider, roundId: string): RoundRow | undefined {
  return stmt<[number, string], RoundRow>(
    ctx.db,
    'SELECT id, member_id, launch_id, wallet_id, credited_at, closed_at, free_spin_id FROM game_rounds WHERE provider_id = ? AND round_id = ?',
  ).get(provider.id, roundId);
}

/**
 * Runs `work` once per transaction id. The row is written first (so `work`
 * can point at it), the work in a savepoint: a broken rule undoes the work and
 * keeps the row with its refusal, which a repeat gets again.
 */
function once(
  ctx: Ctx,
  provider: SignedProvider,
  kind: Kind,
  request: { transaction_id: string; round_id: string; amount?: Satang },
  work: (rowId: number, now: number) => Work,
): TransactionResponse {
  const { db } = ctx;
  const hash = createHash('sha256').update(kind).update('\n').update(canonicalJson(request)).digest('hex');
  const outcome = db
    .transaction((): Envelope<TransactionResponse> => {
      const stored = storedTransaction(ctx, provider, request.transaction_id);
      if (stored) {
        if (stored.kind === 'tombstone' || (stored.kind === 'debit' && stored.rolled_back_by !== null)) {
          return (kind === 'debit' ? new AppError(ErrorCode.PROVIDER_TRANSACTION_ROLLED_BACK) : conflict()).toEnvelope() as Envelope<TransactionResponse>;
        }
        if (stored.kind !== kind || stored.request_hash !== hash) return conflict().toEnvelope() as Envelope<TransactionResponse>;
        return JSON.parse(stored.response!) as Envelope<TransactionResponse>;
      }
      const now = ctx.clock.now();
      const rowId = Number(
        stmt(
          db,
          `INSERT INTO game_transactions (provider_id, transaction_id, kind, round_id, amount, request_hash, response, created_at)
           VALUES (?, ?, ?, ?, ?, ?, '', ?)`,
        ).run(provider.id, request.transaction_id, kind, request.round_id, request.amount ?? 0, hash, now).lastInsertRowid,
      );
      let envelope: Envelope<TransactionResponse>;
      let ledgerEntryId: number | null = null;
      try {
        const done = db.transaction(() => work(rowId, now))();
        ledgerEntryId = done.ledgerEntryId;
        envelope = {
          error: 0,
          data: {
            transaction_id: request.transaction_id,
            reference: done.ledgerEntryId === null ? null : String(done.ledgerEntryId),
            balance: satangToThb(walletBalance(ctx, done.walletId)),
            currency: 'THB',
          },
        };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        envelope = error.toEnvelope() as Envelope<TransactionResponse>;
      }
      stmt(db, 'UPDATE game_transactions SET response = ?, ledger_entry_id = ? WHERE id = ?').run(JSON.stringify(envelope), ledgerEntryId, rowId);
      return envelope;
    })
    .immediate();
  if (outcome.error !== 0) throw new AppError(outcome.error as ErrorCode, outcome.message, outcome.data);
  return outcome.data!;
}

const ledgerRef = (provider: SignedProvider, transactionId: string) => `game:${provider.code}:${transactionId}`;

function assertGame(session: GameSession, gameCode: string): void {
  if (session.game_code !== gameCode) throw new AppError(ErrorCode.GAME_SESSION_INVALID, 'เซสชันนี้เป็นของเกมอื่น');
}

export interface DebitInput {
  session: string;
  transaction_id: string;
  round_id: string;
  game_code: string;
  amount: Satang;
  free_spin: boolean;
}

export function debit(ctx: Ctx, provider: SignedProvider, body: DebitInput): TransactionResponse {
  return once(ctx, provider, 'debit', body, (_rowId, now) => {
    const session = sessionOf(ctx, provider, body.session, { live: true });
    assertGame(session, body.game_code);
    const round = roundOf(ctx, provider, body.round_id);
    if (round && round.launch_id !== session.launch_id) throw conflict('รอบเกมนี้เป็นของเซสชันอื่น');
    if (round && round.closed_at !== null) throw new AppError(ErrorCode.PROVIDER_ROUND_CLOSED);
    assertBetAllowed(ctx, session.member_id, body.amount, now);
    if (body.free_spin) {
      // A free spin stakes the credit's bet, not the member's money: one spin of the launch's credit, one per round.
      if (body.amount !== 0) throw new AppError(ErrorCode.FREE_SPIN_NOT_USABLE, 'ฟรีสปินต้องตัดเงินเดิมพัน 0 บาท');
      if (round) throw conflict('รอบฟรีสปินตัดเงินได้ครั้งเดียว');
      useFreeSpin(ctx, session.free_spin_id, now);
    }
    const entry =
      body.amount > 0
        ? postEntry(ctx.db, { walletId: session.wallet_id, amount: -body.amount, kind: 'game_bet', ref: ledgerRef(provider, body.transaction_id), at: now })
        : null;
    stmt(
      ctx.db,
      `INSERT INTO game_rounds (provider_id, round_id, member_id, launch_id, wallet_id, staked, created_at, free_spin_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (provider_id, round_id) DO UPDATE SET staked = staked + excluded.staked`,
    ).run(provider.id, body.round_id, session.member_id, session.launch_id, session.wallet_id, body.amount, now, body.free_spin ? session.free_spin_id : null);
    stmt(ctx.db, 'UPDATE game_sessions SET expires_at = ? WHERE id = ?').run(now + GAME_SESSION_TTL_MS, session.id);
    // A bet counts toward a running promotion's turnover, which may complete it here.
    settleTurnover(ctx, session.member_id, now);
    return { walletId: session.wallet_id, ledgerEntryId: entry?.id ?? null };
  });
}

export interface CreditInput {
  session: string;
  transaction_id: string;
  round_id: string;
  game_code: string;
  amount: Satang;
  round_closed: boolean;
}

export function credit(ctx: Ctx, provider: SignedProvider, body: CreditInput): TransactionResponse {
  return once(ctx, provider, 'credit', body, (_rowId, now) => {
    // A win of a round in progress is never lost: the session may have expired since its debit.
    const session = sessionOf(ctx, provider, body.session, { live: false });
    assertGame(session, body.game_code);
    const round = roundOf(ctx, provider, body.round_id);
    if (!round || round.member_id !== session.member_id) throw new AppError(ErrorCode.PROVIDER_ROUND_NOT_FOUND);
    if (round.closed_at !== null) throw new AppError(ErrorCode.PROVIDER_ROUND_CLOSED);
    const entry =
      body.amount > 0
        ? postEntry(ctx.db, { walletId: round.wallet_id, amount: body.amount, kind: 'game_win', ref: ledgerRef(provider, body.transaction_id), at: now })
        : null;
    stmt(
      ctx.db,
      `UPDATE game_rounds SET won = won + ?, credited_at = COALESCE(credited_at, ?), closed_at = CASE WHEN ? = 1 THEN ? ELSE closed_at END WHERE id = ?`,
    ).run(body.amount, now, body.round_closed ? 1 : 0, now, round.id);
    return { walletId: round.wallet_id, ledgerEntryId: entry?.id ?? null };
  });
}

export interface RollbackInput {
  session: string;
  transaction_id: string;
  round_id: string;
  rollback_transaction_id: string;
}

export function rollback(ctx: Ctx, provider: SignedProvider, body: RollbackInput): TransactionResponse {
  return once(ctx, provider, 'rollback', body, (rowId, now) => {
    const session = sessionOf(ctx, provider, body.session, { live: false });
    const nothing = { walletId: session.wallet_id, ledgerEntryId: null };
    if (body.rollback_transaction_id === body.transaction_id) throw conflict('รายการยกเลิกต้องมีรหัสของตัวเอง');
    const target = storedTransaction(ctx, provider, body.rollback_transaction_id);
    if (!target) {
      // The debit has not come (or never will): its id is spent, so a late one is refused.
      stmt(ctx.db, `INSERT INTO game_transactions (provider_id, transaction_id, kind, round_id, amount, created_at) VALUES (?, ?, 'tombstone', ?, 0, ?)`).run(
        provider.id,
        body.rollback_transaction_id,
        body.round_id,
        now,
      );
      return nothing;
    }
    if (target.kind === 'tombstone' || target.rolled_back_by !== null) return nothing;
    if (target.kind !== 'debit' || target.round_id !== body.round_id) throw conflict('ยกเลิกได้เฉพาะการตัดเงินเดิมพันของรอบนี้');
    const refused = (JSON.parse(target.response!) as Envelope<unknown>).error !== 0;
    const round = roundOf(ctx, provider, body.round_id);
    if (refused || !round) {
      // A refused debit moved nothing: there is nothing to refund.
      stmt(ctx.db, 'UPDATE game_transactions SET rolled_back_by = ? WHERE id = ?').run(rowId, target.id);
      return nothing;
    }
    if (round.member_id !== session.member_id) throw conflict('รอบเกมนี้เป็นของผู้เล่นอื่น');
    if (round.credited_at !== null || round.closed_at !== null) throw new AppError(ErrorCode.PROVIDER_ROUND_CLOSED);
    // A negative bet: the day's games turnover and a promotion's turnover net it out.
    const entry =
      target.amount > 0
        ? postEntry(ctx.db, { walletId: round.wallet_id, amount: target.amount, kind: 'game_bet', ref: ledgerRef(provider, body.transaction_id), at: now })
        : null;
    stmt(ctx.db, 'UPDATE game_rounds SET staked = staked - ? WHERE id = ?').run(target.amount, round.id);
    stmt(ctx.db, 'UPDATE game_transactions SET rolled_back_by = ? WHERE id = ?').run(rowId, target.id);
    if (round.free_spin_id !== null) returnFreeSpin(ctx, round.free_spin_id);
    return { walletId: round.wallet_id, ledgerEntryId: entry?.id ?? null };
  });
}
