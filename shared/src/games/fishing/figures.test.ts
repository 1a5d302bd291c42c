import { describe, expect, it } from 'vitest';
import { computeFishingFigures, FISHING_FIGURES } from './figures.js';
import { FISH_SPECIES, type FishSpecies } from './species.js';
import { fraction } from '../fraction.js';

describe('fishing published figures', () => {
  it('publishes one RTP, equal for every fish, and the table it came from', () => {
    expect(FISHING_FIGURES.rtp_fraction).toBe('24/25');
    expect(FISHING_FIGURES.rtp_percent).toBe(96);
    expect(FISHING_FIGURES.species).toHaveLength(FISH_SPECIES.length);
    for (const fish of FISHING_FIGURES.species) {
      expect(fish.rtp_fraction, fish.code).toBe('24/25');
      expect(fish.rtp_percent, fish.code).toBe(96);
      expect(fish.catch_percent).toBeCloseTo(96 / fish.multiplier, 4);
    }
    expect(FISHING_FIGURES.max_multiplier).toBe(500);
    expect(FISHING_FIGURES.min_multiplier).toBe(2);
    expect(FISHING_FIGURES.cannon_bets[0]).toBe(0.1);
    expect(FISHING_FIGURES.win_rounding).toBe('floor_satang');
  });

  it('states the golden dragon exactly', () => {
    const dragon = FISHING_FIGURES.species.find((fish) => fish.code === 'golden-dragon')!;
    expect(dragon).toMatchObject({ multiplier: 500, catch_fraction: '6/3125', catch_percent: 0.192, catch_one_in: 520.83 });
    // sqrt(500 × 0.96 − 0.96²)
    expect(dragon.std_dev_x).toBe(Number(Math.sqrt(480 - 0.9216).toFixed(4)));
  });

  it('refuses a fish whose return differs from the published RTP', () => {
    const greedy: FishSpecies = { code: 'greedy', name: 'ปลาโลภ', multiplierTenths: 20, chance: fraction(1n, 2n) };
    expect(() => computeFishingFigures([...FISH_SPECIES, greedy])).toThrow(/greedy/);
    expect(() => computeFishingFigures([])).toThrow();
  });
});
