import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { freeSpinStops, serverSeedHash, slotStops } from './slot-fair.js';

/** An outsider's verifier written from the published rule with node:crypto, not the shared code. */
function independentStops(serverSeed: string, prefix: string, lengths: number[]): number[] {
  return lengths.map((length, reel) => {
    const hex = createHmac('sha256', serverSeed).update(`${prefix}:${reel}`).digest('hex');
    return Number((BigInt(`0x${hex.slice(0, 13)}`) * BigInt(length)) >> 52n);
  });
}

const BASE = [30, 31, 32, 33, 34];
const FREE = [24, 25, 26, 27, 28];

describe('slot fairness function', () => {
  it('matches a fixed vector computed with node:crypto', () => {
    expect(serverSeedHash('slot-server-seed')).toBe(createHash('sha256').update('slot-server-seed').digest('hex'));
    expect(slotStops('slot-server-seed', 'member-seed', 42, BASE)).toEqual([8, 29, 6, 1, 26]);
    expect(freeSpinStops('slot-server-seed', 'member-seed', 42, 3, FREE)).toEqual([7, 3, 9, 21, 2]);
  });

  it('reproduces 500 spins and their free spins with an independent verifier', () => {
    const seed = 'c0ffee00112233445566778899aabbccddeeff00112233445566778899aabbcc';
    for (let nonce = 0; nonce < 500; nonce++) {
      expect(slotStops(seed, 'my-seed', nonce, BASE)).toEqual(independentStops(seed, `my-seed:${nonce}`, BASE));
      expect(freeSpinStops(seed, 'my-seed', nonce, nonce % 15, FREE)).toEqual(independentStops(seed, `my-seed:${nonce}:fs${nonce % 15}`, FREE));
    }
  });

  it('lands on every stop of a strip evenly over 60,000 spins (chi-square, fixed seed)', () => {
    const length = 30;
    const counts = new Array<number>(length).fill(0);
    const spins = 60_000;
    for (let nonce = 0; nonce < spins; nonce++) counts[slotStops('fixed-server-seed', 'fixed-client-seed', nonce, [length])[0]!]!++;
    const expected = spins / length;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 29 degrees of freedom: the 99.9th percentile is 58.30.
    expect(chiSquare).toBeLessThan(58.3);
  });

  it('refuses empty reels, bad strip lengths and a negative free spin', () => {
    expect(() => slotStops('s', 'c', 0, [])).toThrow();
    expect(() => slotStops('s', 'c', 0, [30, 0])).toThrow();
    expect(() => slotStops('s', 'c', 0, [2.5])).toThrow();
    expect(() => freeSpinStops('s', 'c', 0, -1, [30])).toThrow();
  });
});
