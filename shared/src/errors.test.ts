import { describe, expect, it } from 'vitest';
import { AppError, fail, ok } from './envelope.js';
import { ERRORS, ErrorCode, errorEntry } from './errors.js';

describe('the error table', () => {
  it('has one Thai message and an HTTP status for every code', () => {
    const codes = Object.values(ErrorCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      const entry = ERRORS[code];
      expect(entry, `code ${code}`).toBeDefined();
      expect(entry.message).toMatch(/[\u0E00-\u0E7F]/); // Thai script
      expect(entry.status).toBeGreaterThanOrEqual(200);
    }
  });

  it('answers broken rules with HTTP 200 and only unreadable requests with 400 (docs/design.md §2)', () => {
    expect(ERRORS[ErrorCode.VALIDATION].status).toBe(200);
    expect(ERRORS[ErrorCode.INSUFFICIENT_BALANCE].status).toBe(200);
    expect(ERRORS[ErrorCode.USERNAME_TAKEN].status).toBe(200);
    expect(ERRORS[ErrorCode.BAD_REQUEST].status).toBe(400);
    expect(ERRORS[ErrorCode.UNAUTHORIZED].status).toBe(401);
    expect(ERRORS[ErrorCode.SESSION_EXPIRED].status).toBe(401);
    expect(ERRORS[ErrorCode.NOT_FOUND].status).toBe(404);
    expect(ERRORS[ErrorCode.INTERNAL].status).toBe(500);
    expect(ERRORS[ErrorCode.UPSTREAM_DOWN].status).toBe(502);
  });

  it('maps an unknown code to the generic fault, never to nothing', () => {
    expect(errorEntry(987654)).toEqual(ERRORS[ErrorCode.INTERNAL]);
  });

  it('builds envelopes with error 0 for success and the table message otherwise', () => {
    expect(ok({ a: 1 })).toEqual({ error: 0, data: { a: 1 } });
    expect(fail(ErrorCode.INSUFFICIENT_BALANCE)).toEqual({ error: 3001, message: 'ยอดเงินไม่เพียงพอ' });
    const error = new AppError(ErrorCode.VALIDATION, 'กรุณากรอกรหัสผ่าน', { fields: { password: 'กรุณากรอกรหัสผ่าน' } });
    expect(error.status).toBe(200);
    expect(error.toEnvelope()).toEqual({
      error: 1001,
      message: 'กรุณากรอกรหัสผ่าน',
      data: { fields: { password: 'กรุณากรอกรหัสผ่าน' } },
    });
  });
});
