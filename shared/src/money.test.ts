import { describe, expect, it } from 'vitest';
import { ZThb, formatThb, formatThbPlain, isThbAmount, satangToThb, thbToSatang } from './money.js';

describe('money', () => {
  it('round-trips THB with two decimals through satang exactly', () => {
    for (let satang = -100_000; satang <= 100_000; satang += 7) {
      expect(thbToSatang(satangToThb(satang))).toBe(satang);
    }
    for (const thb of [0.01, 0.1, 0.29, 0.3, 19.99, 1234.5, 99999999.99]) {
      expect(satangToThb(thbToSatang(thb))).toBe(thb);
    }
  });

  it('refuses amounts with more than two decimals or that are not numbers', () => {
    for (const bad of [1.005, 0.001, Number.NaN, Infinity, -Infinity, '10', null, undefined, 1e20]) {
      expect(isThbAmount(bad)).toBe(false);
    }
    expect(() => thbToSatang(1.234)).toThrow(RangeError);
    expect(() => satangToThb(1.5)).toThrow(RangeError);
  });

  it('turns negative zero into zero', () => {
    expect(Object.is(thbToSatang(-0), 0)).toBe(true);
  });

  it('formats satang as Thai baht with two decimals', () => {
    expect(formatThb(123450)).toBe('฿1,234.50');
    expect(formatThb(0)).toBe('฿0.00');
    expect(formatThb(1)).toBe('฿0.01');
    expect(formatThb(100_000_000)).toBe('฿1,000,000.00');
    expect(formatThbPlain(500)).toBe('5.00');
  });

  it('parses wire amounts into satang with Thai messages for bad input', () => {
    expect(ZThb.parse(12.34)).toBe(1234);
    const bad = ZThb.safeParse(12.345);
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('จำนวนเงินต้องมีทศนิยมไม่เกิน 2 ตำแหน่ง');
    expect(ZThb.safeParse('12').error?.issues[0]?.message).toBe('กรุณาระบุจำนวนเงินเป็นตัวเลข');
  });
});
