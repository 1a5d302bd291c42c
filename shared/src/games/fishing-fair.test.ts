import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { catchThreshold, fairShot, serverSeedHash, shotBits } from './fishing-fair.js';

/** An outsider's verifier written from the doc comment with node:crypto and BigInt, not the shared code. */
function independentShot(serverSeed: string, clientSeed: string, nonce: number, num: bigint, den: bigint) {
  const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest('hex');
  const bits = BigInt(`0x${digest.slice(0, 13)}`);
  return { digest, bits: Number(bits), u: Number(bits) / 2 ** 52, caught: bits * den < num * 2n ** 52n };
}

const CHANCES: [bigint, bigint][] = [
  [12n, 25n],
  [48n, 125n],
  [6n, 3125n],
  [1n, 3n],
];

describe('fishing fairness function', () => {
  it('matches the worked example of the doc comment', () => {
    expect(serverSeedHash('example-server-seed')).toBe(createHash('sha256').update('example-server-seed').digest('hex'));
    const shot = fairShot('example-server-seed', 'example-client-seed', 1, { num: 12n, den: 25n });
    expect(shot.digest.startsWith('51aa5971bda79')).toBe(true);
    expect(shot.bits).toBe(1436673390664313);
    expect(shot.u).toBe(0.31900557543636254);
    expect(catchThreshold({ num: 12n, den: 25n })).toBe(2161727821137839);
    expect(shot.caught).toBe(true);
  });

  it('is deterministic and reproduces 2,000 shots with an independent verifier', () => {
    const seed = 'c0ffee00112233445566778899aabbccddeeff00112233445566778899aabbcc';
    for (let nonce = 0; nonce < 2_000; nonce++) {
      const [num, den] = CHANCES[nonce % CHANCES.length]!;
      const shot = fairShot(seed, 'ลูกค้า-seed', nonce, { num, den });
      expect(shot).toEqual(fairShot(seed, 'ลูกค้า-seed', nonce, { num, den }));
      expect(shot).toEqual(independentShot(seed, 'ลูกค้า-seed', nonce, num, den));
    }
  });

  it('decides on the exact boundary: u < p, never u ≤ p', () => {
    // p = 1/2: threshold 2^51; the digest 8000000000000… is exactly u = 1/2 and misses, 7ffffffffffff… catches.
    const half = catchThreshold({ num: 1n, den: 2n });
    expect(half).toBe(2 ** 51);
    expect(shotBits(`8000000000000${'0'.repeat(51)}`)).toBe(2 ** 51);
    expect(shotBits(`7ffffffffffff${'f'.repeat(51)}`) < half).toBe(true);
    expect(catchThreshold({ num: 0n, den: 7n })).toBe(0);
    expect(catchThreshold({ num: 7n, den: 7n })).toBe(2 ** 52);
    expect(shotBits('f'.repeat(64))).toBe(2 ** 52 - 1);
  });

  it('refuses a chance that is not a probability and a bad nonce', () => {
    expect(() => catchThreshold({ num: 3n, den: 2n })).toThrow();
    expect(() => catchThreshold({ num: -1n, den: 2n })).toThrow();
    expect(() => catchThreshold({ num: 1n, den: 0n })).toThrow();
    expect(() => fairShot('s', 'c', -1, { num: 1n, den: 2n })).toThrow();
    expect(() => fairShot('s', 'c', 1.5, { num: 1n, den: 2n })).toThrow();
  });
});
