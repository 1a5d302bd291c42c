import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectedValueSatang, fairPrize, prizeIndex, probabilities, serverSeedHash, spinDigest, ticketOf, type FairPrize } from './fair.js';

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
  const ticket = Number((BigInt(`0x${hex.slice(0, 13)}`) * BigInt(total)) >> 52n);
  let cumulative = 0;
  return weights.findIndex((weight) => ticket < (cumulative += weight));
}

describe('ticketOf: the shared uniform draw', () => {
  /** The digest's first 13 hex digits are all ticketOf reads; the rest is padding. */
  const digestOf = (head: string) => head.padEnd(64, '0');

  it('computes ⌊bits × n / 2^52⌋ in whole numbers where doubles round up past a boundary (decision 0075)', () => {
    // bits × 90 is 2^52 × 17 − 2: a hair under 17, which the double product rounds to 17.
    const bits = 0x305b05b05b05bn;
    expect(bits * 90n).toBe(17n * 2n ** 52n - 2n);
    expect(Math.floor((Number(bits) / 2 ** 52) * 90)).toBe(17);
    expect(ticketOf(digestOf('305b05b05b05b'), 90)).toBe(16);
    expect(ticketOf(digestOf('293b13b13b13b'), 416)).toBe(66); // the shoe's first swap: 67 in doubles
  });

  it('agrees with a BigInt reference at the edges and for many outcome counts', () => {
    const reference = (head: string, n: number) => Number((BigInt(`0x${head}`) * BigInt(n)) >> 52n);
    for (const head of ['0000000000000', '0000000000001', '8000000000000', 'fffffffffffff', '305b05b05b05b', 'b7f1c3d2e4a59']) {
      for (const n of [1, 2, 90, 100, 416, 1_000_003, 2 ** 31 - 1, 2 ** 52]) expect(ticketOf(digestOf(head), n)).toBe(reference(head, n));
    }
    expect(ticketOf(digestOf('fffffffffffff'), 2 ** 52)).toBe(2 ** 52 - 1);
  });

  it('refuses an outcome count that is not a positive whole number', () => {
    for (const n of [0, -1, 1.5, 2 ** 53]) expect(() => ticketOf(digestOf('8000000000000'), n)).toThrow(/outcomes/);
  });
});

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
