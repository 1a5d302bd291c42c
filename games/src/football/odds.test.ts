import { describe, expect, it } from 'vitest';
import { goalMeans, trueProbabilities } from './model.js';
import { bookFor, bookOverround, MARGIN, marginOdds, oddsHundredths, overround, payoutSatang } from './odds.js';
import { TEAMS } from './teams.js';

const pairings = TEAMS.flatMap((home) => TEAMS.filter((away) => away !== home).map((away) => [home, away] as const));
const SELECTIONS = ['home', 'draw', 'away', 'over', 'under'] as const;

describe('virtual football odds', () => {
  it('prices every selection of all 132 pairings at 1 / (p × (1 + margin)), rounded down to 2 decimals', () => {
    for (const [home, away] of pairings) {
      const p = trueProbabilities(goalMeans(home, away));
      const book = bookFor(p);
      for (const selection of SELECTIONS) {
        const exact = marginOdds(p[selection]);
        expect(exact * p[selection] * (1 + MARGIN)).toBeCloseTo(1, 12);
        expect(book[selection] / 100).toBeLessThanOrEqual(exact);
        expect(exact - book[selection] / 100).toBeLessThan(0.01);
        expect(Number.isInteger(book[selection])).toBe(true);
        expect(book[selection]).toBeGreaterThanOrEqual(101);
        // the published return of a selection never exceeds 1 / (1 + margin)
        expect((p[selection] * book[selection]) / 100).toBeLessThanOrEqual(1 / (1 + MARGIN) + 1e-15);
      }
      const books = bookOverround(book);
      expect(books.matchResult).toBeGreaterThanOrEqual(MARGIN - 1e-12);
      expect(books.goals).toBeGreaterThanOrEqual(MARGIN - 1e-12);
      expect(books.matchResult).toBeLessThan(0.1); // rounding adds little
    }
  });

  it('has overround equal to the margin before rounding', () => {
    const p = trueProbabilities(goalMeans(TEAMS[0]!, TEAMS[11]!));
    const unrounded = [p.home, p.draw, p.away].reduce((sum, x) => sum + 1 / marginOdds(x), 0) - 1;
    expect(unrounded).toBeCloseTo(MARGIN, 12);
    expect(overround([200, 200])).toBeCloseTo(0, 15);
    expect(overround([190, 190])).toBeCloseTo(2 / 1.9 - 1, 15);
  });

  it('rounds down even where doubles land on a whole hundredth', () => {
    // 1 / (p × 1.05) = 2.10 exactly in real numbers for p = 1 / 2.205
    expect(oddsHundredths(1 / 2.205)).toBeLessThanOrEqual(210);
    expect(oddsHundredths(1 / 2.205) / 100).toBeLessThanOrEqual(marginOdds(1 / 2.205));
    expect(oddsHundredths(0.5)).toBe(190); // 1.9047… → 1.90
  });

  it('refuses prices below 1.01 and probabilities outside (0, 1)', () => {
    expect(() => oddsHundredths(0.96)).toThrow();
    expect(() => oddsHundredths(0)).toThrow();
    expect(() => oddsHundredths(1)).toThrow();
  });

  it('pays whole satang, rounding a fraction down', () => {
    expect(payoutSatang(10_000, 235)).toBe(23_500);
    expect(payoutSatang(333, 187)).toBe(622); // 622.71
    expect(() => payoutSatang(0, 200)).toThrow();
    expect(() => payoutSatang(1.5, 200)).toThrow();
  });
});
