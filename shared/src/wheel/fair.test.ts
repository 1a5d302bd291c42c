import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectedValueSatang, fairPrize, prizeIndex, probabilities, serverSeedHash, spinDigest, type FairPrize } from './fair.js';

const TABLE: FairPrize[] = [
  { id: 1, kind: 'nothing', weight: 4000, value: 0 },
  { id: 2, kind: 'credit_bonus', weight: 2500, value: 1000 },
  { id: 3, kind: 'points', weight: 2000, value: 10 },
  { id: 4, kind: 'free_spin', weight: 1000, value: 1 },
  { id: 5, kind: 'credit_main', weight: 400, value: 10000 },
  { id: 6, kind: 'item', weight: 100, value: 0 },
];

/** An outsider's verifier written from the published rule with node:crypto, not the shared code. */
function independentIndex(serverSeed: string, clientSeed: string, nonce: number, weights: number[]): number {
  const hex = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest('hex');
  const total = weights.reduce((a, b) => a + b, 0);
  const ticket = Math.floor((parseInt(hex.slice(0, 13), 16) / 2 ** 52) * total);
  let cumulative = 0;
  return weights.findIndex((weight) => ticket < (cumulative += weight));
}

describe('wheel fairness function', () => {
  it('hashes the server seed with SHA-256 and keys HMAC-SHA256 with it', () => {
    expect(serverSeedHash('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
    expect(spinDigest('server', 'client', 7)).toBe(createHmac('sha256', 'server').update('client:7').digest('hex'));
  });

  it('reproduces 1,000 spins from a revealed seed with an independent verifier', () => {
    const serverSeed = 'b7f1c3d2e4a5968776655443322110ffeeddccbbaa99887766554433221100aa';
    const weights = TABLE.map((prize) => prize.weight);
    for (let nonce = 0; nonce < 1000; nonce++) {
      expect(prizeIndex(serverSeed, 'member-seed', nonce, TABLE)).toBe(independentIndex(serverSeed, 'member-seed', nonce, weights));
    }
    expect(fairPrize(serverSeed, 'member-seed', 0, TABLE)).toBe(TABLE[independentIndex(serverSeed, 'member-seed', 0, weights)]);
  });

  it('lands on the published probabilities over 100,000 spins (chi-square, fixed seed)', () => {
    const counts = new Array<number>(TABLE.length).fill(0);
    const spins = 100_000;
    for (let nonce = 0; nonce < spins; nonce++) counts[prizeIndex('fixed-server-seed', 'fixed-client-seed', nonce, TABLE)]!++;
    const chiSquare = probabilities(TABLE).reduce((sum, p, i) => sum + (counts[i]! - p * spins) ** 2 / (p * spins), 0);
    // 5 degrees of freedom: the 99.9th percentile is 20.52.
    expect(chiSquare).toBeLessThan(20.52);
  });

  it('publishes probabilities and the expected credit of a spin', () => {
    expect(probabilities(TABLE)).toEqual([0.4, 0.25, 0.2, 0.1, 0.04, 0.01]);
    // 0.25 × 10 THB + 0.04 × 100 THB = 6.50 THB
    expect(expectedValueSatang(TABLE)).toBeCloseTo(650, 9);
  });

  it('never lands on a zero-weight prize and refuses an empty or fractional table', () => {
    const table = [
      { id: 1, kind: 'nothing', weight: 0, value: 0 },
      { id: 2, kind: 'points', weight: 3, value: 5 },
    ];
    for (let nonce = 0; nonce < 200; nonce++) expect(prizeIndex('s', 'c', nonce, table)).toBe(1);
    expect(() => prizeIndex('s', 'c', 0, [])).toThrow();
    expect(() => prizeIndex('s', 'c', 0, [{ id: 1, kind: 'nothing', weight: 1.5, value: 0 }])).toThrow();
  });
});
