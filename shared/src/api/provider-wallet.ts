import { z } from 'zod';
import { ErrorCode } from '../errors.js';
import { ZThb, ZThbWire } from '../money.js';
import { defineCall } from './call.js';
import { ZWalletsResponse } from './member.js';

/**
 * The provider wallet protocol (docs/decisions/0038): the seamless-wallet kind
 * game providers use. A game link carries a short-lived launch token; the
 * provider exchanges it once for a game session (`authenticate`) and then
 * moves the member's money only with `debit` (a bet), `credit` (a win) and
 * `rollback` (a debit undone), each named by the provider's own transaction
 * id: a repeat answers the first answer and moves nothing again. `credit_batch`
 * carries many credits of one game in one request (a dealt table hand's
 * bettors, a match's bets; docs/decisions/0070): each line is exactly a
 * single credit, answered line by line.
 *
 * Every request is signed (games/signature.ts): `X-Provider-Id`, `X-Timestamp`
 * (Unix milliseconds, within PROVIDER_REPLAY_WINDOW_MS of the site's clock)
 * and `X-Signature`, hex HMAC-SHA256 with the provider's secret over
 * `<timestamp>.<raw body>`. Answers use the site's envelope `{ error, message, data }`.
 */
export const PROVIDER_ID_HEADER = 'X-Provider-Id';
export const PROVIDER_TIMESTAMP_HEADER = 'X-Timestamp';
export const PROVIDER_SIGNATURE_HEADER = 'X-Signature';
/** how far a request's timestamp may be from the site's clock, either way */
export const PROVIDER_REPLAY_WINDOW_MS = 5 * 60_000;
/** a launch token must be exchanged this soon after the link was made */
export const LAUNCH_TOKEN_TTL_MS = 5 * 60_000;
/** a game session lasts this long after its last debit; credits and rollbacks of its rounds are taken after that too */
export const GAME_SESSION_TTL_MS = 12 * 3_600_000;

export const ZOpaque = (message: string, max = 64) =>
  z
    .string({ error: message })
    .min(1, { error: message })
    .max(max, { error: message })
    .regex(/^[\x21-\x7e]+$/, { error: message });

const ZSession = ZOpaque('session ไม่ถูกต้อง', 128);
const ZTransactionId = ZOpaque('transaction_id ไม่ถูกต้อง');
const ZRoundId = ZOpaque('round_id ไม่ถูกต้อง');
const ZGameCode = ZOpaque('game_code ไม่ถูกต้อง');
/** A stake or a win, THB with two decimals at most; zero is allowed (a free spin's bet, a losing round's close). */
const ZAmount = ZThb.refine((satang) => satang >= 0, { error: 'จำนวนเงินต้องไม่ติดลบ' });

export const ZProviderBalance = z.object({
  balance: ZThbWire,
  currency: z.literal('THB'),
});

export const ZAuthenticateRequest = z.object({ token: ZOpaque('โทเคนไม่ถูกต้อง', 128) });
export const ZAuthenticateResponse = ZProviderBalance.extend({
  session: z.string(),
  /** opaque and stable per member: never the phone number */
  player_id: z.string(),
  /** for the game's own screen, masked like every name the site shows to others */
  display_name: z.string(),
  game_code: z.string(),
  wallet_type_id: z.number().int(),
  /** a free-spin credit the launch carries: its rounds debit 0 and pay what they win */
  free_spin: z
    .object({ id: z.number().int(), spins_left: z.number().int(), bet: ZThbWire })
    .nullable(),
});
export type AuthenticateResponse = z.infer<typeof ZAuthenticateResponse>;

export const ZBalanceRequest = z.object({ session: ZSession });

export const ZDebitRequest = z.object({
  session: ZSession,
  transaction_id: ZTransactionId,
  round_id: ZRoundId,
  game_code: ZGameCode,
  amount: ZAmount,
  /** a round of the launch's free-spin credit: the amount must be 0 and one spin is used */
  free_spin: z.boolean({ error: 'free_spin ต้องเป็น true หรือ false' }).default(false),
});
export type DebitRequest = z.input<typeof ZDebitRequest>;

export const ZCreditRequest = z.object({
  session: ZSession,
  transaction_id: ZTransactionId,
  round_id: ZRoundId,
  game_code: ZGameCode,
  amount: ZAmount,
  /** no more credits will come for this round */
  round_closed: z.boolean({ error: 'round_closed ต้องเป็น true หรือ false' }).default(true),
});
export type CreditRequest = z.input<typeof ZCreditRequest>;

export const ZRollbackRequest = z.object({
  session: ZSession,
  transaction_id: ZTransactionId,
  round_id: ZRoundId,
  /** the debit to undo */
  rollback_transaction_id: ZTransactionId,
});
export type RollbackRequest = z.input<typeof ZRollbackRequest>;

export const ZTransactionResponse = ZProviderBalance.extend({
  transaction_id: z.string(),
  /** the site's own id for it (the ledger entry; null when nothing moved) */
  reference: z.string().nullable(),
});
export type TransactionResponse = z.infer<typeof ZTransactionResponse>;

/**
 * The most lines one `credit_batch` carries. Bounded by the body both edges
 * take (100 kB, server-kit/src/http/edge.ts): a line of the longest session and
 * ids is about 360 bytes, so any batch of valid lines fits.
 */
export const CREDIT_BATCH_MAX_LINES = 250;
const BATCH_SIZE = `lines ต้องมี 1 ถึง ${CREDIT_BATCH_MAX_LINES} รายการ`;

/** A credit of the batch: a single credit's fields but the game, which the batch names once. */
export const ZCreditBatchLine = ZCreditRequest.omit({ game_code: true });

export const ZCreditBatchRequest = z.object({
  game_code: ZGameCode,
  lines: z
    .array(ZCreditBatchLine, { error: BATCH_SIZE })
    .min(1, { error: BATCH_SIZE })
    .max(CREDIT_BATCH_MAX_LINES, { error: BATCH_SIZE })
    // Each line answers by its transaction id: two lines under one id would have one answer for two credits.
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines.forEach((line, i) => {
        const message = `transaction_id ${line.transaction_id} ซ้ำกันในชุดเดียวกัน`;
        if (seen.has(line.transaction_id)) ctx.addIssue({ code: 'custom', path: [i, 'transaction_id'], message });
        seen.add(line.transaction_id);
      });
    }),
});
export type CreditBatchRequest = z.input<typeof ZCreditBatchRequest>;

/** A line credited (or a repeat of one that was): what a single credit would answer. */
const ZCreditBatchCredited = z.object({ transaction_id: z.string(), error: z.literal(0), ...ZTransactionResponse.omit({ transaction_id: true }).shape });
/**
 * A line refused: the code and Thai message a single credit would answer (GAME_SESSION_INVALID,
 * PROVIDER_ROUND_NOT_FOUND, PROVIDER_ROUND_CLOSED, PROVIDER_TRANSACTION_CONFLICT).
 */
const ZCreditBatchRefused = z.object({ transaction_id: z.string(), error: z.number().int().positive(), message: z.string() });
export const ZCreditBatchResult = z.union([ZCreditBatchCredited, ZCreditBatchRefused]);
export type CreditBatchResult = z.infer<typeof ZCreditBatchResult>;

export const ZCreditBatchResponse = z.object({
  /** one per line, in the lines' order */
  results: z.array(ZCreditBatchResult),
  /**
   * For the site's own gateway only, never an outside provider: sent only when the request carries the
   * agent key (the gateway adds it and takes this out before the answer goes on), so the gateway can push
   * the new wallets of the members the batch paid without reading the upstream again.
   */
  members: z.array(z.object({ username: z.string(), wallets: ZWalletsResponse })).optional(),
});
export type CreditBatchResponse = z.infer<typeof ZCreditBatchResponse>;

export const SIGNED = [ErrorCode.PROVIDER_UNKNOWN, ErrorCode.PROVIDER_SIGNATURE_INVALID, ErrorCode.PROVIDER_TIMESTAMP_INVALID];

export const providerWalletCalls = {
  authenticate: defineCall({
    method: 'POST',
    path: '/provider/wallet/authenticate',
    access: 'provider',
    summary: { th: 'ผู้ให้บริการเกมแลกโทเคนเข้าเกมเป็นเซสชัน (ครั้งเดียว)', en: 'Exchange a launch token for a game session, once' },
    body: ZAuthenticateRequest,
    data: ZAuthenticateResponse,
    errors: [...SIGNED, ErrorCode.LAUNCH_TOKEN_INVALID],
  }),
  balance: defineCall({
    method: 'POST',
    path: '/provider/wallet/balance',
    access: 'provider',
    summary: { th: 'ยอดเงินของกระเป๋าที่ผู้เล่นเลือก', en: "The balance of the member's chosen wallet" },
    body: ZBalanceRequest,
    data: ZProviderBalance,
    errors: [...SIGNED, ErrorCode.GAME_SESSION_INVALID],
  }),
  debit: defineCall({
    method: 'POST',
    path: '/provider/wallet/debit',
    access: 'provider',
    summary: { th: 'ตัดเงินเดิมพัน (รหัสรายการซ้ำได้คำตอบแรก)', en: 'A bet: debit once per transaction id' },
    body: ZDebitRequest,
    data: ZTransactionResponse,
    errors: [
      ...SIGNED,
      ErrorCode.GAME_SESSION_INVALID,
      ErrorCode.INSUFFICIENT_BALANCE,
      ErrorCode.SELF_EXCLUDED,
      ErrorCode.PLAY_TIMEOUT,
      ErrorCode.LIMIT_LOSS_DAILY,
      ErrorCode.PROVIDER_TRANSACTION_CONFLICT,
      ErrorCode.PROVIDER_TRANSACTION_ROLLED_BACK,
      ErrorCode.PROVIDER_ROUND_CLOSED,
      ErrorCode.FREE_SPIN_NOT_USABLE,
    ],
  }),
  credit: defineCall({
    method: 'POST',
    path: '/provider/wallet/credit',
    access: 'provider',
    summary: { th: 'จ่ายเงินรางวัลของรอบ (รหัสรายการซ้ำได้คำตอบแรก)', en: "A round's win: credit once per transaction id" },
    body: ZCreditRequest,
    data: ZTransactionResponse,
    errors: [...SIGNED, ErrorCode.GAME_SESSION_INVALID, ErrorCode.PROVIDER_ROUND_NOT_FOUND, ErrorCode.PROVIDER_ROUND_CLOSED, ErrorCode.PROVIDER_TRANSACTION_CONFLICT],
  }),
  creditBatch: defineCall({
    method: 'POST',
    path: '/provider/wallet/credit_batch',
    access: 'provider',
    summary: {
      th: 'จ่ายเงินรางวัลหลายรายการของเกมเดียวในคำขอเดียว (แต่ละรายการเหมือนการจ่ายทีละรายการ ตอบผลทีละรายการ)',
      en: 'Many credits of one game in one request: each line a single credit, answered line by line',
    },
    body: ZCreditBatchRequest,
    data: ZCreditBatchResponse,
    // A line's refusal is in its result, not the envelope: the envelope refuses only the request as a whole.
    errors: [...SIGNED],
  }),
  rollback: defineCall({
    method: 'POST',
    path: '/provider/wallet/rollback',
    access: 'provider',
    summary: { th: 'ยกเลิกการตัดเงินเดิมพัน คืนเงินครั้งเดียว', en: 'Undo a debit: refund once' },
    body: ZRollbackRequest,
    data: ZTransactionResponse,
    errors: [...SIGNED, ErrorCode.GAME_SESSION_INVALID, ErrorCode.PROVIDER_ROUND_CLOSED, ErrorCode.PROVIDER_TRANSACTION_CONFLICT],
  }),
};
