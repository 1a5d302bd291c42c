import { describe, expect, it } from 'vitest';
import { countdownText, parseAmount, payoutOf, rateText, thbText } from './format.js';

describe('lotto formatting', () => {
  it.each([
    ['10', 1000],
    ['2.5', 250],
    ['2.50', 250],
    [' 7 ', 700],
    ['0.01', 1],
    ['0', null],
    ['', null],
    ['1.234', null],
    ['-5', null],
    ['1e3', null],
    ['abc', null],
  ])('parseAmount(%j) → %j satang', (text, satang) => {
    expect(parseAmount(text)).toBe(satang);
  });

  it.each([
    [1000, 900, 900_000],
    [101, 3.2, 323], // 1.01 × 3.2 = 3.232 → 3.23, rounded down like the upstream
    [333, 4.2, 1398], // 3.33 × 4.2 = 13.986 → 13.98
    [250, 90, 22_500],
  ])('payoutOf(%i satang, %d) → %i satang', (amount, rate, payout) => {
    expect(payoutOf(amount, rate)).toBe(payout);
  });

  it('writes money with two decimals, rates plainly, countdowns with days', () => {
    expect(thbText(1234.5)).toBe('฿1,234.50');
    expect(thbText(0)).toBe('฿0.00');
    expect(rateText(900)).toBe('900');
    expect(rateText(3.2)).toBe('3.2');
    expect(countdownText(3_723_000)).toBe('01:02:03');
    expect(countdownText(90_061_000)).toBe('1 วัน 01:01:01');
    expect(countdownText(-5000)).toBe('00:00:00');
  });
});
