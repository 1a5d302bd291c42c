/**
 * Virtual football's published match model (docs/decisions/0041). The goals of
 * each side are independent Poisson draws with means
 *
 *   λ_home = BASE_HOME × attack(home) × defence(away)
 *   λ_away = BASE_AWAY × attack(away) × defence(home)
 *
 * rounded to 4 decimals; those rounded means are what is published with the
 * match and what the fairness function (shared/src/games/football-fair.ts)
 * draws from, so the prices and the draw use the same numbers.
 *
 * True probabilities are exact sums over the score grid 0..K_home × 0..K_away
 * of the published goal distribution: Poisson(λ) up to the cap K, the smallest
 * k ≥ λ at which a bound on the tail P(X > k) is below 1e−12, with the cap
 * carrying that tail. So each probability is within about 1e−12 of the pure
 * Poisson one, and 1 + X + 2 and over + under each sum to 1 up to doubles' rounding.
 */
import { goalDistribution } from '#shared/games/football-fair.js';
import type { Team } from './teams.js';

/** Mean goals of an average home side against an average defence (home advantage included). */
export const BASE_HOME = 1.45;
/** Mean goals of an average away side against an average defence. */
export const BASE_AWAY = 1.15;
/** The over/under market's line: over means 3 goals or more. */
export const GOAL_LINE = 2.5;

export interface GoalMeans {
  home: number;
  away: number;
}

export interface TrueProbabilities {
  home: number;
  draw: number;
  away: number;
  over: number;
  under: number;
}

const roundMean = (value: number): number => Math.round(value * 10_000) / 10_000;

/** The published goal means of `home` playing at home to `away`. */
export function goalMeans(home: Team, away: Team): GoalMeans {
  return {
    home: roundMean(BASE_HOME * home.attack * away.defence),
    away: roundMean(BASE_AWAY * away.attack * home.defence),
  };
}

/** The exact 1X2 and over/under 2.5 probabilities of a match with these means. */
export function trueProbabilities(means: GoalMeans): TrueProbabilities {
  const homeGoals = goalDistribution(means.home);
  const awayGoals = goalDistribution(means.away);
  const sums: TrueProbabilities = { home: 0, draw: 0, away: 0, over: 0, under: 0 };
  homeGoals.forEach((pHome, h) => {
    awayGoals.forEach((pAway, a) => {
      const p = pHome * pAway;
      if (h > a) sums.home += p;
      else if (h === a) sums.draw += p;
      else sums.away += p;
      if (h + a > GOAL_LINE) sums.over += p;
      else sums.under += p;
    });
  });
  return sums;
}
