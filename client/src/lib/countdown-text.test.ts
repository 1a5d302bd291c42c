import { describe, expect, it } from 'vitest';
import { clockText, countdownText } from './countdown-text.js';

describe('countdowns', () => {
  it('writes whole seconds as a clock: minutes and seconds, hours past an hour, never negative', () => {
    expect(clockText(299)).toBe('04:59');
    expect(clockText(3723)).toBe('1:02:03');
    expect(clockText(-3)).toBe('00:00');
  });

  it('writes days beyond a day for rounds and quests that run that long', () => {
    expect(countdownText(90_061_000)).toBe('1 วัน 01:01:01');
    expect(countdownText(3_723_000)).toBe('01:02:03');
  });
});
