import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShiftableClock } from './shiftable-clock.js';
import { nextBangkokEvening } from './time-travel-server-time.js';

describe('the journeys’ shiftable clock', () => {
  afterEach(() => vi.useRealTimers());

  it('starts where it is told, never before the system clock, and runs with it', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T10:00:00Z') });
    const clock = new ShiftableClock(Date.parse('2026-11-23T15:00:00Z'));
    expect(clock.now()).toBe(Date.parse('2026-11-23T15:00:00Z'));
    vi.advanceTimersByTime(1_000);
    expect(clock.now()).toBe(Date.parse('2026-11-23T15:00:01Z'));
    expect(new ShiftableClock(0).now()).toBe(Date.now());
  });

  it('a jump runs what fell due, earliest first, and leaves later timers waiting', async () => {
    vi.useFakeTimers({ now: 0 });
    const clock = new ShiftableClock(1_000);
    const ran: string[] = [];
    clock.setTimeout(() => ran.push('midnight'), 60_000);
    clock.setTimeout(() => ran.push('round'), 30_000);
    const cancelled = clock.setTimeout(() => ran.push('cancelled'), 10_000);
    clock.setTimeout(() => ran.push('tomorrow'), 200_000);
    clock.clearTimeout(cancelled);

    clock.jumpTo(1_000 + 90_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(ran).toEqual(['round', 'midnight']);

    await vi.advanceTimersByTimeAsync(109_999);
    expect(ran).toEqual(['round', 'midnight']);
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toEqual(['round', 'midnight', 'tomorrow']);
  });

  it('never goes back: a jump to a time already passed changes nothing', () => {
    vi.useFakeTimers({ now: 0 });
    const clock = new ShiftableClock(5_000);
    clock.jumpTo(1_000);
    expect(clock.now()).toBe(5_000);
  });

  it('the time-travel server starts at the next 22:00 in Bangkok', () => {
    expect(new Date(nextBangkokEvening(Date.parse('2026-11-23T12:26:00Z'))).toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(new Date(nextBangkokEvening(Date.parse('2026-11-23T15:30:00Z'))).toISOString()).toBe('2026-11-24T15:00:00.000Z');
    // 02:00 Bangkok on the 24th is still before that day's evening.
    expect(new Date(nextBangkokEvening(Date.parse('2026-11-23T19:00:00Z'))).toISOString()).toBe('2026-11-24T15:00:00.000Z');
  });
});
