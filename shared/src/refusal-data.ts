/**
 * What a refusal carries in `data`, by error code: the contract's word on the
 * refusals that say more than their message (the fields of a VALIDATION, the
 * time a shot is allowed again, the limit a deposit would pass). A refusal of a
 * code listed here may leave `data` out; when it sends it, `data` has this
 * shape. Codes not listed send no data.
 *
 * The upstream's throws are typed by it (`AppError`), the gateway checks a
 * refusal's data as it checks a success's, the OpenAPI document shows it for
 * each code a call may answer, and the conformance kit judges it.
 */
import { z } from 'zod';
import { ZIsoDateTime } from './api/common.js';
import { ZBillItemQuote } from './api/lotto/bills.js';
import { OTP_PURPOSES } from './api/otp-answer.js';
import { ErrorCode } from './errors.js';
import { ZThbWire } from './money.js';
import { schemaDifferences } from './schema-differences.js';

/** Field name (or `prizes.2.weight` path) → Thai message. */
export const ZFieldErrors = z.object({ fields: z.record(z.string(), z.string()) });

const ZUntil = z.object({ until: ZIsoDateTime });
const ZDailyLimit = z.object({ limit: ZThbWire, used_today: ZThbWire, remaining: ZThbWire });
const count = z.number().int().nonnegative();

export const REFUSAL_DATA = {
  [ErrorCode.VALIDATION]: ZFieldErrors,
  [ErrorCode.OTP_REQUIRED]: z.object({ purpose: z.enum(OTP_PURPOSES) }),
  [ErrorCode.OTP_WRONG]: z.object({ tries_left: count }),
  [ErrorCode.BILL_ITEMS_INVALID]: z.object({ items: z.array(ZBillItemQuote) }),
  [ErrorCode.SHOT_TOO_SOON]: z.object({ next_shot_at: ZIsoDateTime }),
  [ErrorCode.DEPOSIT_AMOUNT_OUT_OF_RANGE]: z.object({ min_amount: ZThbWire, max_amount: ZThbWire }),
  [ErrorCode.DEPOSIT_PENDING_EXISTS]: z.object({ ref: z.string() }),
  [ErrorCode.WITHDRAW_TURNOVER_NOT_MET]: z.object({ required: ZThbWire, done: ZThbWire }),
  [ErrorCode.AFFILIATE_BELOW_MIN]: z.object({ balance: ZThbWire, min_redeem: ZThbWire }),
  [ErrorCode.REDEEM_MEMBER_LIMIT]: z.object({ limit: count }),
  [ErrorCode.REDEEM_DAILY_LIMIT]: z.object({ limit: count, next_at: ZIsoDateTime }),
  [ErrorCode.REDEEM_POINTS_SHORT]: z.object({ points: count, cost: count }),
  [ErrorCode.SELF_EXCLUDED]: ZUntil,
  [ErrorCode.PLAY_TIMEOUT]: ZUntil,
  [ErrorCode.LIMIT_DEPOSIT_DAILY]: ZDailyLimit,
  [ErrorCode.LIMIT_LOSS_DAILY]: ZDailyLimit,
} as const satisfies Partial<Record<ErrorCode, z.ZodType>>;

type RefusalDataSchemas = typeof REFUSAL_DATA;

/** The data a refusal of `code` may carry; `never` for a code that carries none. */
export type RefusalDataOf<C extends ErrorCode> = C extends keyof RefusalDataSchemas ? z.input<RefusalDataSchemas[C]> : never;

/** The schema of a refusal's data, or undefined for a code that carries none. */
export function refusalDataSchema(code: number): z.ZodType | undefined {
  return (REFUSAL_DATA as Partial<Record<number, z.ZodType>>)[code];
}

/**
 * How a refusal's `data` differs from its code's schema, as `data.next_shot_at: …`
 * lines; empty when it holds (or was left out). Data on a code that carries none
 * is let through: an operator's upstream may say more than the contract reads.
 */
export function refusalDataDifferences(code: number, data: unknown, limit = 3): string[] {
  const schema = refusalDataSchema(code);
  return !schema || data === undefined || data === null ? [] : schemaDifferences(schema, data, limit);
}
