import { describe, expect, it } from 'vitest';
import { countdownText } from './format.js';

describe('the yeekee round clock', () => {
  it('rounds the seconds left down, as the server time it counts from is whole seconds', () => {
    expect(countdownText(299_999)).toBe('04:59');
    expect(countdownText(3_723_500)).toBe('1:02:03');
    expect(countdownText(-1)).toBe('00:00');
  });
});
