import { describe, expect, it } from 'vitest';
import { clockSample, ServerClock } from './server-clock.js';

const at = (ms: number) => new Date(ms).toISOString();

describe('the server clock estimate', () => {
  it('takes one sample at the midpoint of its round trip', () => {
    expect(clockSample(at(10_050), 0, 100)).toEqual({ offsetMs: 10_000, roundTripMs: 100 });
    expect(clockSample('not a time', 0, 100)).toBeNull();
    const clock = new ServerClock();
    expect(clock.offsetMs()).toBeUndefined();
    clock.add(at(5_000), 1_000, 1_000);
    expect(clock.offsetMs()).toBe(4_000);
  });

  it('narrows the offset to the bounds every sample agrees on', () => {
    const clock = new ServerClock();
    // The true offset is 10 000: a slow handshake read at its end bounds it within [9 990, 10 290]…
    clock.add(at(10_300), 10, 310);
    // …and a quick answer read early within [9 900, 10 000]: together [9 990, 10 000].
    clock.add(at(11_000 + 10_000), 11_000, 11_100);
    expect(clock.estimate()).toEqual({ offsetMs: 9_995, roundTripMs: 10 });
  });

  it('follows the newest samples when an older one disagrees (a stepped clock), and forgets on reset', () => {
    const clock = new ServerClock();
    clock.add(at(1_000), 0, 10);
    clock.add(at(60_000 + 2_000), 2_000, 2_020);
    expect(clock.estimate()).toEqual({ offsetMs: 59_990, roundTripMs: 20 });
    clock.reset();
    expect(clock.estimate()).toBeUndefined();
  });
});
