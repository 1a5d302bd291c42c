import { describe, expect, it } from 'vitest';
import { FakeClock } from './clock.js';

describe('FakeClock', () => {
  it('runs due timers in order as time advances, and only those', () => {
    const clock = new FakeClock(1_000);
    const ran: string[] = [];
    clock.setTimeout(() => ran.push('b'), 200);
    clock.setTimeout(() => ran.push('a'), 100);
    const cancelled = clock.setTimeout(() => ran.push('never'), 150);
    clock.clearTimeout(cancelled);
    clock.advance(150);
    expect(ran).toEqual(['a']);
    expect(clock.now()).toBe(1_150);
    clock.advance(100);
    expect(ran).toEqual(['a', 'b']);
  });

  it('runs timers scheduled by timers within the same advance', () => {
    const clock = new FakeClock(0);
    const at: number[] = [];
    const tick = () => {
      at.push(clock.now());
      if (at.length < 3) clock.setTimeout(tick, 10);
    };
    clock.setTimeout(tick, 10);
    clock.advance(100);
    expect(at).toEqual([10, 20, 30]);
  });
});
