import { describe, expect, it } from 'vitest';
import { drawFromSeed } from './demo-draw.js';
import { digitsFromSeed, seedHash, verifySeed } from './seed.js';
import { computeYeekeeProof, houseNumber, yeekeeResult } from './yeekee-formula.js';

const seed = 'b3f1c0ffee';
const shots = (numbers: string[]) => numbers.map((number, index) => ({ seq: index + 1, number }));

describe('seed commitment', () => {
  it('publishes the SHA-256 hex of the seed and verifies it', () => {
    expect(seedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(verifySeed('abc', 'BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD')).toBe(true);
    expect(verifySeed('abd', seedHash('abc'))).toBe(false);
  });

  it('derives the same digits from the same seed, different ones per purpose', () => {
    expect(digitsFromSeed(seed, 'x', 120)).toHaveLength(120);
    expect(digitsFromSeed(seed, 'x', 12)).toBe(digitsFromSeed(seed, 'x', 12));
    expect(digitsFromSeed(seed, 'x', 12)).not.toBe(digitsFromSeed(seed, 'y', 12));
    expect(houseNumber(seed)).toMatch(/^\d{5}$/);
  });

  it('draws a Thai result whose top3 is the end of the first prize', () => {
    const result = drawFromSeed(seed, 'thai');
    expect(result.first_prize).toMatch(/^\d{6}$/);
    expect(result.top3).toBe(result.first_prize!.slice(3));
    expect(result.front3).toHaveLength(2);
    expect(result.back3).toHaveLength(2);
    expect(drawFromSeed(seed, 'standard')).toEqual({ top3: expect.stringMatching(/^\d{3}$/), bottom2: expect.stringMatching(/^\d{2}$/) });
  });
});

describe('yeekee result', () => {
  const house = Number(houseNumber(seed));

  it('counts the 16th shot back as 0 with fewer than 16 shots', () => {
    const proof = computeYeekeeProof(7, shots(['12345', '00001', '99999']), seed);
    const expected = (12345 + 1 + 99999 + house) % 100000;
    expect(proof.sixteenth_seq).toBeNull();
    expect(proof.sixteenth_number).toBe('00000');
    expect(proof.sum).toBe('112345');
    expect(proof.number).toBe(String(expected).padStart(5, '0'));
    expect(yeekeeResult(proof)).toEqual({ top3: proof.number.slice(2), bottom2: proof.number.slice(0, 2) });
  });

  it('takes the first shot away when there are exactly 16', () => {
    const numbers = Array.from({ length: 16 }, (_, i) => String(1000 * (i + 1)).padStart(5, '0'));
    const proof = computeYeekeeProof(7, shots(numbers), seed);
    const sum = numbers.reduce((s, n) => s + Number(n), 0);
    expect(proof.sixteenth_seq).toBe(1);
    expect(proof.number).toBe(String((sum - 1000 + house) % 100000).padStart(5, '0'));
  });

  it('takes the 16th from the last away with many shots, whatever order they arrive in', () => {
    const numbers = Array.from({ length: 250 }, (_, i) => String((i * 7919) % 100000).padStart(5, '0'));
    const ordered = shots(numbers);
    const proof = computeYeekeeProof(9, [...ordered].reverse(), seed);
    const sum = numbers.reduce((s, n) => s + Number(n), 0);
    expect(proof.sixteenth_seq).toBe(235);
    expect(proof.sixteenth_number).toBe(numbers[234]);
    expect(proof.number).toBe(String((sum - Number(numbers[234]) + house) % 100000).padStart(5, '0'));
    expect(proof.seed_hash).toBe(seedHash(seed));
  });

  it('with no shots is the house number itself', () => {
    expect(computeYeekeeProof(1, [], seed).number).toBe(houseNumber(seed));
  });
});
