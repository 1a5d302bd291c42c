import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { goalDistribution, matchResult, matchScore, serverSeedHash, TAIL_BOUND } from './football-fair.js';

/** An outsider's verifier written from the published rule with node:crypto, not the shared code. */
function u(seed: string, message: string): number {
  return parseInt(createHmac('sha256', seed).update(message).digest('hex').slice(0, 13), 16) / 2 ** 52;
}

function independentGoals(lambda: number, uniform: number): number {
  let p = Math.exp(-lambda);
  let cdf = 0;
  for (let k = 0; ; k++) {
    const next = (p * lambda) / (k + 1);
    if (k >= lambda && (next * (k + 2)) / (k + 2 - lambda) < 1e-12) return k; // the cap
    cdf += p;
    if (uniform < cdf) return k;
    p = next;
  }
}

function independentResult(seed: string, matchId: string, lambdaHome: number, lambdaAway: number) {
  const home = independentGoals(lambdaHome, u(seed, `${matchId}:home`));
  const away = independentGoals(lambdaAway, u(seed, `${matchId}:away`));
  const minutes = (side: string, goals: number) =>
    Array.from({ length: goals }, (_, i) => ({ minute: 1 + Math.floor(u(seed, `${matchId}:${side}:goal:${i}`) * 90), side, i }));
  const events = [...minutes('home', home), ...minutes('away', away)]
    .sort((a, b) => a.minute - b.minute || a.side.localeCompare(b.side) * -1 || a.i - b.i)
    .map(({ minute, side }) => ({ minute, side }));
  return { home, away, events };
}

/** Poisson's tail beyond k summed far out, for checking the cap. */
function poissonTail(lambda: number, k: number): number {
  let p = Math.exp(-lambda);
  let tail = 0;
  for (let j = 1; j <= 200; j++) {
    p = (p * lambda) / j;
    if (j > k) tail += p;
  }
  return tail;
}

describe('football fairness function', () => {
  it('publishes a goal distribution that sums to 1, follows Poisson below the cap and leaves a tail under 1e-12', () => {
    for (const lambda of [0.05, 0.6525, 1.45, 2.5389, 4, 10]) {
      const table = goalDistribution(lambda);
      const cap = table.length - 1;
      expect(Math.abs(table.reduce((sum, p) => sum + p, 0) - 1)).toBeLessThan(1e-15);
      expect(poissonTail(lambda, cap)).toBeLessThan(TAIL_BOUND);
      expect(poissonTail(lambda, cap - 1)).toBeGreaterThan(TAIL_BOUND / 100); // the cap is not needlessly far
      let p = Math.exp(-lambda);
      for (let k = 0; k < cap; k++) {
        expect(table[k]).toBeCloseTo(p, 15);
        p = (p * lambda) / (k + 1);
      }
    }
    expect(goalDistribution(1.45)).toHaveLength(17); // K = 16 for an average home side
  });

  it('matches a fixed vector computed with node:crypto', () => {
    expect(serverSeedHash('football-seed')).toBe(createHash('sha256').update('football-seed').digest('hex'));
    const result = matchResult('football-seed', 'M-20261123-0001', 1.8125, 1.0373);
    expect(result).toEqual(independentResult('football-seed', 'M-20261123-0001', 1.8125, 1.0373));
    expect(matchResult('football-seed', 'M-20261123-0001', 1.8125, 1.0373)).toEqual(result); // deterministic
  });

  it('reproduces 2,000 matches with an independent verifier; minutes are 1-90 and in order', () => {
    const seed = 'c0ffee00112233445566778899aabbccddeeff00112233445566778899aabbcc';
    let goals = 0;
    for (let n = 0; n < 2_000; n++) {
      const [lambdaHome, lambdaAway] = [0.5 + (n % 7) * 0.45, 0.4 + (n % 5) * 0.6];
      const result = matchResult(seed, `match-${n}`, lambdaHome, lambdaAway);
      expect(result).toEqual(independentResult(seed, `match-${n}`, lambdaHome, lambdaAway));
      expect(matchScore(seed, `match-${n}`, lambdaHome, lambdaAway)).toEqual({ home: result.home, away: result.away });
      expect(result.events).toHaveLength(result.home + result.away);
      expect(result.events.filter((event) => event.side === 'home')).toHaveLength(result.home);
      result.events.forEach((event, i) => {
        expect(event.minute).toBeGreaterThanOrEqual(1);
        expect(event.minute).toBeLessThanOrEqual(90);
        if (i > 0) expect(event.minute).toBeGreaterThanOrEqual(result.events[i - 1]!.minute);
      });
      goals += result.home + result.away;
    }
    expect(goals).toBeGreaterThan(2_000); // the draws are not all zero
  });

  it('changes with the seed and the match id', () => {
    const scores = new Set<string>();
    for (let n = 0; n < 50; n++) scores.add(JSON.stringify(matchResult(`seed-${n}`, 'same-match', 2.2, 1.7)));
    expect(scores.size).toBeGreaterThan(10);
  });

  it('refuses means outside (0, 10]', () => {
    for (const lambda of [0, -1, 10.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => goalDistribution(lambda)).toThrow();
      expect(() => matchScore('s', 'm', 1.2, lambda)).toThrow();
    }
  });
});
