import { createHmac } from 'node:crypto';
import { catchesAt, catchThreshold, fairShot } from '#shared/games/fishing-fair.js';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../slots/simulate.js';
import { catchWinSatang, playShot } from '#shared/games/fishing/play.js';
import { CANNON_BETS_SATANG, FISH_SPECIES, FISHING_RTP, speciesByCode, type FishSpecies } from '#shared/games/fishing/species.js';

const RTP = Number(FISHING_RTP.num) / Number(FISHING_RTP.den);
const seeds = { serverSeed: 'fishing-server-seed', clientSeed: 'fishing-client-seed' };
const clownfish = speciesByCode('clownfish')!;
const goldfish = speciesByCode('goldfish')!;

/** Variance of one shot's return per unit of bet at a fish: m²p − (mp)² = m × RTP − RTP². */
const varianceOf = (species: FishSpecies) => (species.multiplierTenths / 10) * RTP - RTP * RTP;

/** Shoots round-robin at every fish, `bits` supplying each shot's 52 bits; returns the return per unit bet and its σ. */
function simulate(shots: number, bitsOf: (shot: number, species: FishSpecies) => boolean | number, bet = 100) {
  const thresholds = FISH_SPECIES.map((species) => catchThreshold(species.chance));
  let won = 0;
  let variance = 0;
  for (let shot = 0; shot < shots; shot++) {
    const index = shot % FISH_SPECIES.length;
    const species = FISH_SPECIES[index]!;
    const outcome = bitsOf(shot, species);
    const caught = typeof outcome === 'boolean' ? outcome : catchesAt(outcome, thresholds[index]!);
    if (caught) won += catchWinSatang(bet, species);
    variance += varianceOf(species);
  }
  return { rtp: won / (shots * bet), sigma: Math.sqrt(variance) / shots };
}

describe('a fishing shot', () => {
  it('is the fair function’s catch, paid at the fish’s multiplier', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const species = FISH_SPECIES[nonce % FISH_SPECIES.length]!;
      const shot = playShot(seeds, nonce, species, 100);
      const fair = fairShot(seeds.serverSeed, seeds.clientSeed, nonce, species.chance);
      expect(shot).toEqual({ caught: fair.caught, winSatang: fair.caught ? species.multiplierTenths * 10 : 0, u: fair.u, digest: fair.digest });
      expect(shot.digest).toBe(createHmac('sha256', seeds.serverSeed).update(`${seeds.clientSeed}:${nonce}`).digest('hex'));
      expect(playShot(seeds, nonce, species, 100)).toEqual(shot);
    }
  });

  it('floors a win to the satang and never floors an offered bet', () => {
    expect(catchWinSatang(15, goldfish)).toBe(37); // 15 × 2.5 = 37.5
    expect(catchWinSatang(1, goldfish)).toBe(2); // 2.5
    expect(catchWinSatang(3, clownfish)).toBe(6);
    for (const bet of CANNON_BETS_SATANG) {
      for (const species of FISH_SPECIES) expect(catchWinSatang(bet, species) * 10).toBe(bet * species.multiplierTenths);
    }
    expect(() => catchWinSatang(0, goldfish)).toThrow();
    expect(() => catchWinSatang(10.5, goldfish)).toThrow();
    expect(() => playShot(seeds, 0, goldfish, -10)).toThrow();
    // a caught goldfish at an odd bet pays the floored amount
    const nonce = Array.from({ length: 50 }, (_, n) => n).find((n) => playShot(seeds, n, goldfish, 15).caught)!;
    expect(playShot(seeds, nonce, goldfish, 15).winSatang).toBe(37);
  });

  it('returns the published RTP within 5σ over 1,000,000 shots of the catch rule (fixed seed)', () => {
    // The HMAC costs ~7 µs in JS, so a million shots take a fast seeded generator for the 52 bits; the catch rule is the fair one.
    const random = seededRandom(20_261_123);
    const result = simulate(1_000_000, () => Math.floor(random() * 2 ** 20) * 2 ** 32 + Math.floor(random() * 2 ** 32));
    expect(Math.abs(result.rtp - RTP)).toBeLessThan(5 * result.sigma);
  });

  it('returns the published RTP within 5σ over 60,000 fully fair shots (HMAC digests, fixed seeds)', () => {
    const result = simulate(60_000, (shot, species) => playShot(seeds, shot, species, 100).caught);
    expect(Math.abs(result.rtp - RTP)).toBeLessThan(5 * result.sigma);
    // the cheap fish alone, where 5σ is tight: 48 % ± 5σ over 20,000 shots
    let caught = 0;
    for (let nonce = 0; nonce < 20_000; nonce++) if (playShot(seeds, nonce, clownfish, 10).caught) caught++;
    expect(Math.abs(caught / 20_000 - 0.48)).toBeLessThan(5 * Math.sqrt((0.48 * 0.52) / 20_000));
  });
});
