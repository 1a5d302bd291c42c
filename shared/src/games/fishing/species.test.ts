import { describe, expect, it } from 'vitest';
import { CANNON_BETS_SATANG, FISH_SPECIES, FISHING_RTP, isCannonBet, multiplierOf, speciesByCode } from './species.js';

describe('fishing species', () => {
  it('gives every fish chance × multiplier = the published RTP exactly (cross-multiplied integers)', () => {
    expect(FISH_SPECIES.length).toBeGreaterThanOrEqual(8);
    expect(FISH_SPECIES.length).toBeLessThanOrEqual(10);
    expect(FISHING_RTP).toEqual({ num: 24n, den: 25n });
    for (const species of FISH_SPECIES) {
      const m = multiplierOf(species);
      expect(species.chance.num * m.num * FISHING_RTP.den, species.code).toBe(FISHING_RTP.num * species.chance.den * m.den);
    }
  });

  it('has unique codes, Thai names and rising multipliers with probabilities below one', () => {
    expect(new Set(FISH_SPECIES.map((s) => s.code)).size).toBe(FISH_SPECIES.length);
    for (const species of FISH_SPECIES) {
      expect(species.name).toMatch(/^[\u0E00-\u0E7F]+$/);
      expect(Number.isSafeInteger(species.multiplierTenths)).toBe(true);
      expect(species.chance.num > 0n && species.chance.num < species.chance.den).toBe(true);
      expect(speciesByCode(species.code)).toBe(species);
    }
    const tenths = FISH_SPECIES.map((s) => s.multiplierTenths);
    expect(tenths).toEqual([...tenths].sort((a, b) => a - b));
    expect(speciesByCode('kraken')).toBeUndefined();
  });

  it('offers cannon bets in multiples of 0.10 THB', () => {
    for (const bet of CANNON_BETS_SATANG) {
      expect(Number.isSafeInteger(bet) && bet > 0 && bet % 10 === 0).toBe(true);
      expect(isCannonBet(bet)).toBe(true);
    }
    expect(isCannonBet(15)).toBe(false);
  });
});
