/**
 * Virtual football's published prices (docs/decisions/0041). Every selection is
 * priced from its true probability p (model.ts) with one published margin:
 *
 *   odds = 1 / (p × (1 + MARGIN)),  rounded DOWN to 2 decimals
 *
 * so a selection returns at most 1 / (1 + MARGIN) ≈ 95.24 % of the stake on
 * average, and the rounding only ever lowers a price, never raises it.
 * Prices are kept as integer hundredths (2.35 is 235) so that a payout is
 * integer arithmetic on satang: floor(stake × hundredths / 100), a fraction
 * of a satang rounds down (docs/domain.md "Integrity first"). A price below 1.01
 * would pay back less than the stake, so such a book is refused rather than offered.
 */
import type { TrueProbabilities } from './model.js';

export const MARGIN = 0.05;
export const MIN_ODDS_HUNDREDTHS = 101;

/** Prices of one match in hundredths: the 1X2 market and the over/under 2.5 market. */
export interface Book {
  home: number;
  draw: number;
  away: number;
  over: number;
  under: number;
}

/** The price with the margin before rounding. */
export function marginOdds(probability: number): number {
  if (!(probability > 0 && probability < 1)) throw new Error(`probability ${probability} must be in (0, 1)`);
  return 1 / (probability * (1 + MARGIN));
}

/** The published price in hundredths: marginOdds rounded down to 2 decimals. */
export function oddsHundredths(probability: number): number {
  const exact = marginOdds(probability);
  let hundredths = Math.floor(exact * 100);
  // exact × 100 can round up onto a whole number in doubles; step back so the price never exceeds `exact`.
  if (hundredths / 100 > exact) hundredths -= 1;
  if (hundredths < MIN_ODDS_HUNDREDTHS) throw new Error(`price ${hundredths / 100} is below ${MIN_ODDS_HUNDREDTHS / 100}`);
  return hundredths;
}

export function bookFor(probabilities: TrueProbabilities): Book {
  return {
    home: oddsHundredths(probabilities.home),
    draw: oddsHundredths(probabilities.draw),
    away: oddsHundredths(probabilities.away),
    over: oddsHundredths(probabilities.over),
    under: oddsHundredths(probabilities.under),
  };
}

/** A market's overround: Σ 1 / odds − 1 over its selections (MARGIN before rounding, a little more after). */
export function overround(pricesHundredths: readonly number[]): number {
  return pricesHundredths.reduce((sum, hundredths) => sum + 100 / hundredths, 0) - 1;
}

/** The overround of each market of a book, as published beside the prices. */
export function bookOverround(book: Book): { matchResult: number; goals: number } {
  return { matchResult: overround([book.home, book.draw, book.away]), goals: overround([book.over, book.under]) };
}

/** A winning bet's return in satang (stake included), a fraction of a satang rounded down. */
export function payoutSatang(stakeSatang: number, hundredths: number): number {
  if (!Number.isSafeInteger(stakeSatang) || stakeSatang <= 0) throw new Error(`stake ${stakeSatang} must be a positive whole satang`);
  return Math.floor((stakeSatang * hundredths) / 100);
}
