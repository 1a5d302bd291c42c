import { matchScore } from '#shared/games/football-fair.js';
import { describe, expect, it } from 'vitest';
import { BASE_AWAY, BASE_HOME, goalMeans, trueProbabilities } from './model.js';
import { TEAMS, teamByCode } from './teams.js';

const pairings = TEAMS.flatMap((home) => TEAMS.filter((away) => away !== home).map((away) => [home, away] as const));

/** Plain Poisson summed 60 goals out, written apart from the published table. */
function naive(lambdaHome: number, lambdaAway: number) {
  const pmf = (lambda: number) => {
    const terms = [Math.exp(-lambda)];
    for (let k = 1; k <= 60; k++) terms.push((terms[k - 1]! * lambda) / k);
    return terms;
  };
  const [ph, pa] = [pmf(lambdaHome), pmf(lambdaAway)];
  let [home, draw, over] = [0, 0, 0];
  ph.forEach((x, h) => pa.forEach((y, a) => {
    if (h > a) home += x * y;
    if (h === a) draw += x * y;
    if (h + a >= 3) over += x * y;
  }));
  return { home, draw, over };
}

describe('virtual football teams', () => {
  it('are twelve with unique codes, Thai names and strengths around 1', () => {
    expect(TEAMS).toHaveLength(12);
    expect(new Set(TEAMS.map((team) => team.code)).size).toBe(12);
    for (const team of TEAMS) {
      expect(team.name).toMatch(/^[\u0E00-\u0E7F]+$/);
      expect(team.attack).toBeGreaterThanOrEqual(0.5);
      expect(team.defence).toBeLessThanOrEqual(1.5);
    }
    expect(() => teamByCode('XXX')).toThrow();
  });
});

describe('virtual football match model', () => {
  it('publishes means from the base constants and strengths, rounded to 4 decimals', () => {
    const means = goalMeans(teamByCode('SPB'), teamByCode('NPT'));
    expect(means.home).toBe(Math.round(BASE_HOME * 1.3 * 1.25 * 10_000) / 10_000);
    expect(means.away).toBe(Math.round(BASE_AWAY * 0.75 * 0.8 * 10_000) / 10_000);
  });

  it('gives probabilities that sum to 1 within 1e-12 and agree with plain Poisson for all 132 pairings', () => {
    for (const [home, away] of pairings) {
      const means = goalMeans(home, away);
      const p = trueProbabilities(means);
      expect(Math.abs(p.home + p.draw + p.away - 1)).toBeLessThan(1e-12);
      expect(Math.abs(p.over + p.under - 1)).toBeLessThan(1e-12);
      const plain = naive(means.home, means.away);
      expect(Math.abs(p.home - plain.home)).toBeLessThan(1e-11);
      expect(Math.abs(p.draw - plain.draw)).toBeLessThan(1e-11);
      expect(Math.abs(p.over - plain.over)).toBeLessThan(1e-11);
    }
  });

  it('favours the stronger side and the home side', () => {
    const strong = teamByCode('SPB');
    const weak = teamByCode('NPT');
    const atHome = trueProbabilities(goalMeans(strong, weak));
    const away = trueProbabilities(goalMeans(weak, strong));
    expect(atHome.home).toBeGreaterThan(atHome.away);
    expect(atHome.home).toBeGreaterThan(away.away);
  });

  it('lands within 5σ of the model over 200,000 fairly drawn matches (fixed seed)', () => {
    const matches = 200_000;
    const means = goalMeans(teamByCode('CMI'), teamByCode('UBN'));
    const p = trueProbabilities(means);
    const counts = { home: 0, draw: 0, away: 0, over: 0 };
    for (let n = 0; n < matches; n++) {
      const score = matchScore('football-simulation-seed', `sim-${n}`, means.home, means.away);
      if (score.home > score.away) counts.home++;
      else if (score.home === score.away) counts.draw++;
      else counts.away++;
      if (score.home + score.away >= 3) counts.over++;
    }
    for (const key of ['home', 'draw', 'away', 'over'] as const) {
      const sigma = Math.sqrt((p[key] * (1 - p[key])) / matches);
      expect(Math.abs(counts[key] / matches - p[key]), key).toBeLessThan(5 * sigma);
    }
  }, 60_000);
});
