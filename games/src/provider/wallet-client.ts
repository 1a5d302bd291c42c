/**
 * The built-in provider's only way to the member's money: the provider wallet
 * protocol (shared/src/api/provider-wallet.ts), signed POSTs to the site
 * (site-client.ts: each body signed exactly as sent). A round's
 * transactions are named after it (`<round>-d`, `<round>-c`, `<round>-r`, or as
 * the caller names them), so
 * sending one again is always safe: the wallet answers a repeated id with its
 * first answer and moves nothing twice. An answer that is lost (network error,
 * timeout, 5xx, not an envelope) is therefore retried with the same id; a
 * refusal (an envelope with an error) is final and passed on unchanged. Many
 * rounds' credits of one game go in one `credit_batch` (docs/decisions/0070),
 * answered line by line.
 */
import {
  CREDIT_BATCH_MAX_LINES,
  providerWalletCalls,
  ZAuthenticateResponse,
  ZCreditBatchResponse,
  ZProviderBalance,
  ZTransactionResponse,
} from '#shared/api/provider-wallet.js';
import type { AuthenticateResponse, CreditBatchRequest, DebitRequest, TransactionResponse } from '#shared/api/provider-wallet.js';
import { AppError } from '#shared/envelope.js';
import type { ErrorCode } from '#shared/errors.js';
import { satangToThb, thbToSatang, type Satang } from '#shared/money.js';
import { createSignedPost, type SiteClientOptions } from './site-client.js';

/** The wallet never answered (after every try): whether it moved the money is unknown. */
export class WalletUnreachable extends Error {
  override name = 'WalletUnreachable';
}

export interface RoundRef {
  session: string;
  round: string;
  game: string;
  /** the transaction ids when not the round's own (a round of several debits, a baccarat hand, names each) */
  ids?: TransactionIds;
}

export interface TransactionIds {
  debit: string;
  credit: string;
  /** the id of the rollback of `debit` */
  rollback: string;
}

/** The wallet's answer to a transaction, in satang. */
export interface WalletMove {
  balance: Satang;
  reference: string | null;
}

/** A bet's end: taken, refused (AppError thrown instead), or lost and then rolled back or not yet. */
export type BetOutcome = { taken: true; move: WalletMove } | { taken: false; rolledBack: boolean };

/** One round's win in a batch: closes the round, as `credit` does. */
export interface CreditLine {
  ref: RoundRef;
  amount: Satang;
}

/** A batch line's end: paid, refused (as a single credit would be), or its answer lost (`refusal` null: send it again later, same id). */
export type CreditOutcome = { paid: true; move: WalletMove } | { paid: false; refusal: AppError | null };

export interface WalletClient {
  authenticate(token: string): Promise<AuthenticateResponse>;
  balance(session: string): Promise<Satang>;
  /**
   * Debit once; an answer lost after every try is rolled back (same rollback id); a refusal throws its AppError.
   * `freeSpin`: a round of the launch's free-spin credit, `amount` 0; the wallet uses one spin (a rollback gives it back).
   */
  bet(ref: RoundRef, amount: Satang, freeSpin?: boolean): Promise<BetOutcome>;
  /** The round's win, closing it; throws WalletUnreachable when lost (send it again later: same id). */
  credit(ref: RoundRef, amount: Satang): Promise<WalletMove>;
  /**
   * Many rounds' wins of one game, each closing its round, in calls of at most CREDIT_BATCH_MAX_LINES lines
   * (sent side by side); one outcome per line, in order. Never throws for the wallet's sake: a lost or refused
   * call is each of its lines' outcome.
   */
  creditBatch(game: string, lines: readonly CreditLine[]): Promise<CreditOutcome[]>;
  /** Undo the round's debit; throws WalletUnreachable when lost. */
  rollback(ref: RoundRef): Promise<WalletMove>;
}

export const debitId = (round: string) => `${round}-d`;
export const creditId = (round: string) => `${round}-c`;
export const rollbackId = (round: string) => `${round}-r`;
const idsOf = (ref: RoundRef): TransactionIds => ref.ids ?? { debit: debitId(ref.round), credit: creditId(ref.round), rollback: rollbackId(ref.round) };

export function createWalletClient(options: SiteClientOptions): WalletClient {
  const call = createSignedPost(options, (path) => new WalletUnreachable(`the wallet did not answer ${path}`));

  const move = (answer: TransactionResponse): WalletMove => ({ balance: thbToSatang(answer.balance), reference: answer.reference });
  const calls = providerWalletCalls;

  const creditBody = (ref: RoundRef, amount: Satang) => ({
    session: ref.session,
    transaction_id: idsOf(ref).credit,
    round_id: ref.round,
    amount: satangToThb(amount),
    round_closed: true,
  });

  /** One call of at most CREDIT_BATCH_MAX_LINES lines. */
  async function creditCall(game: string, lines: readonly CreditLine[]): Promise<CreditOutcome[]> {
    const body = { game_code: game, lines: lines.map((line) => creditBody(line.ref, line.amount)) } satisfies CreditBatchRequest;
    let answer;
    try {
      answer = await call(calls.creditBatch.path, body, ZCreditBatchResponse);
    } catch (error) {
      if (error instanceof WalletUnreachable) return lines.map(() => ({ paid: false, refusal: null }));
      // The request refused as a whole (its signature, its shape): every line is refused with it.
      if (error instanceof AppError) return lines.map(() => ({ paid: false, refusal: error }));
      throw error;
    }
    const byId = new Map(answer.results.map((result) => [result.transaction_id, result]));
    return body.lines.map((line): CreditOutcome => {
      const result = byId.get(line.transaction_id);
      // A line the answer does not carry is as good as lost: the repeat answers it.
      if (!result) return { paid: false, refusal: null };
      if ('balance' in result) return { paid: true, move: move(result) };
      return { paid: false, refusal: new AppError(result.error as ErrorCode, result.message) };
    });
  }

  async function rollback(ref: RoundRef): Promise<WalletMove> {
    const ids = idsOf(ref);
    const body = { session: ref.session, transaction_id: ids.rollback, round_id: ref.round, rollback_transaction_id: ids.debit };
    return move(await call(calls.rollback.path, body, ZTransactionResponse));
  }

  return {
    authenticate: (token) => call(calls.authenticate.path, { token }, ZAuthenticateResponse),
    balance: async (session) => thbToSatang((await call(calls.balance.path, { session }, ZProviderBalance)).balance),
    async bet(ref, amount, freeSpin = false) {
      const body = {
        session: ref.session,
        transaction_id: idsOf(ref).debit,
        round_id: ref.round,
        game_code: ref.game,
        amount: satangToThb(amount),
        free_spin: freeSpin,
      } satisfies DebitRequest;
      try {
        return { taken: true, move: move(await call(calls.debit.path, body, ZTransactionResponse)) };
      } catch (error) {
        if (!(error instanceof WalletUnreachable)) throw error;
      }
      // Never a second bet: the lost debit is undone under its own rollback id (a debit that never arrived leaves a tombstone).
      try {
        await rollback(ref);
        return { taken: false, rolledBack: true };
      } catch (error) {
        if (error instanceof WalletUnreachable) return { taken: false, rolledBack: false };
        throw error;
      }
    },
    async credit(ref, amount) {
      const body = { ...creditBody(ref, amount), game_code: ref.game };
      return move(await call(calls.credit.path, body, ZTransactionResponse));
    },
    async creditBatch(game, lines) {
      const sent: Promise<CreditOutcome[]>[] = [];
      for (let start = 0; start < lines.length; start += CREDIT_BATCH_MAX_LINES) sent.push(creditCall(game, lines.slice(start, start + CREDIT_BATCH_MAX_LINES)));
      return (await Promise.all(sent)).flat();
    },
    rollback,
  };
}
