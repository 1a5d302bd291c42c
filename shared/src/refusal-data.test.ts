import { describe, expect, it } from 'vitest';
import { ErrorCode } from './errors.js';
import { AppError } from './envelope.js';
import { REFUSAL_DATA, refusalDataDifferences, refusalDataSchema } from './refusal-data.js';

describe('refusal data by code', () => {
  it('lists only codes of the error table', () => {
    const codes = new Set<number>(Object.values(ErrorCode));
    for (const code of Object.keys(REFUSAL_DATA).map(Number)) expect(codes.has(code), String(code)).toBe(true);
    expect(refusalDataSchema(ErrorCode.INSUFFICIENT_BALANCE)).toBeUndefined();
  });

  it("holds a refusal's data to its code's schema, and lets a left-out data or an undeclared one through", () => {
    expect(refusalDataDifferences(ErrorCode.SHOT_TOO_SOON, { next_shot_at: '2026-11-29T10:00:05+07:00' })).toEqual([]);
    expect(refusalDataDifferences(ErrorCode.SHOT_TOO_SOON, { next_shot_at: 'soon' })).toEqual([expect.stringMatching(/^data\.next_shot_at: /)]);
    expect(refusalDataDifferences(ErrorCode.LIMIT_DEPOSIT_DAILY, { limit: 1000, used_today: '200', remaining: 800 })).toEqual([expect.stringMatching(/^data\.used_today: /)]);
    expect(refusalDataDifferences(ErrorCode.VALIDATION, { fields: { amount: 'กรุณากรอกจำนวนเงิน' } })).toEqual([]);
    expect(refusalDataDifferences(ErrorCode.VALIDATION, { amount: 'กรุณากรอกจำนวนเงิน' })).toEqual([expect.stringMatching(/^data\.fields: /)]);
    expect(refusalDataDifferences(ErrorCode.SHOT_TOO_SOON, undefined)).toEqual([]);
    expect(refusalDataDifferences(ErrorCode.INSUFFICIENT_BALANCE, { balance: 5 })).toEqual([]);
  });

  it('types a throw by its code, and passes a relayed refusal on as it came', () => {
    const tooSoon = new AppError(ErrorCode.SHOT_TOO_SOON, undefined, { next_shot_at: '2026-11-29T10:00:05+07:00' });
    expect(tooSoon.toEnvelope()).toEqual({ error: ErrorCode.SHOT_TOO_SOON, message: tooSoon.message, data: { next_shot_at: '2026-11-29T10:00:05+07:00' } });
    // @ts-expect-error a code that carries no data takes none
    void new AppError(ErrorCode.INSUFFICIENT_BALANCE, undefined, { balance: 5 });
    // @ts-expect-error the data is the code's own
    void new AppError(ErrorCode.SHOT_TOO_SOON, undefined, { next_at: 'x' });
    const relayed = AppError.relay({ error: ErrorCode.INSUFFICIENT_BALANCE, message: 'ยอดเงินไม่เพียงพอ', data: { balance: 5 } });
    expect(relayed.toEnvelope()).toEqual({ error: ErrorCode.INSUFFICIENT_BALANCE, message: 'ยอดเงินไม่เพียงพอ', data: { balance: 5 } });
  });
});
