import { describe, expect, it } from 'vitest';
import { countdownText } from './format.js';

describe("a deposit QR's time left", () => {
  it('counts a second begun as whole, so it never shows 00:00 while the QR still pays', () => {
    expect(countdownText(899_001)).toBe('15:00');
    expect(countdownText(1)).toBe('00:01');
    expect(countdownText(0)).toBe('00:00');
  });
});
