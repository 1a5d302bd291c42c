import { describe, expect, it } from 'vitest';
import { outcomeProbabilities, pairProbability } from './probabilities.js';

describe('theoretical odds of an 8-deck shoe', () => {
  const odds = outcomeProbabilities();

  it('match the published banker 0.458597, player 0.446247, tie 0.095156 within 1e-6', () => {
    expect(Math.abs(odds.banker - 0.458597)).toBeLessThan(1e-6);
    expect(Math.abs(odds.player - 0.446247)).toBeLessThan(1e-6);
    expect(Math.abs(odds.tie - 0.095156)).toBeLessThan(1e-6);
  });

  it('count every ordered six-card sequence exactly once', () => {
    expect(odds.counts.banker + odds.counts.player + odds.counts.tie).toBe(416n * 415n * 414n * 413n * 412n * 411n);
  });

  it('give a pair 13 × 32 × 31 / (416 × 415) ≈ 0.074699', () => {
    expect(pairProbability()).toBeCloseTo((13 * 32 * 31) / (416 * 415), 15);
    expect(Math.abs(pairProbability() - 0.074699)).toBeLessThan(1e-6);
  });
});
