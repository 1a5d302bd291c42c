/**
 * slots-rtp: plays each built-in slot title 1,000,000 times (free spins
 * included) from a fixed-seed generator through evaluateSpin, and compares
 * the mean return with the exactly enumerated RTP in published.json. The
 * bound is 5 standard deviations of the mean (the per-spin standard deviation
 * is published too). The slots test does the same with 100,000 spins.
 *
 *   npm run bench -- slots-rtp [--spins 1000000] [--seed 20261123]
 */
import { performance } from 'node:perf_hooks';
import { PUBLISHED_FIGURES as published } from '#shared/games/slots/published.js';
import { simulate } from '#games/slots/simulate.js';
import { SLOT_TITLES } from '#shared/games/slots/titles/index.js';
import { intFlag } from './lib/flags.js';
import { goal, machineLine } from './lib/stats.js';

export async function main(args: string[]): Promise<void> {
  const spins = intFlag(args, 'spins', 1_000_000);
  const seed = intFlag(args, 'seed', 20_261_123);
  console.log(machineLine());
  for (const title of SLOT_TITLES) {
    const figures = published.find((entry) => entry.code === title.code);
    if (!figures) throw new Error(`${title.code} is not in published.json: run games/scripts/compute-rtp.ts`);
    const started = performance.now();
    const run = simulate(title, spins, seed);
    const seconds = (performance.now() - started) / 1000;
    const exact = figures.rtp_percent / 100;
    const bound = (5 * figures.std_dev_x) / Math.sqrt(spins);
    const within = Math.abs(run.meanReturn - exact) <= bound;
    console.log(
      `${title.code}: ${spins.toLocaleString('en')} spins in ${seconds.toFixed(1)} s; return ${(run.meanReturn * 100).toFixed(4)} % against exact ${figures.rtp_percent.toFixed(4)} % ` +
        `(±${(bound * 100).toFixed(4)} at 5σ: ${goal(within)}); hits ${((run.hits / spins) * 100).toFixed(3)} % (exact ${figures.hit_frequency} %), ` +
        `triggers 1 in ${(spins / run.triggers).toFixed(1)} (exact ${figures.free_spins_one_in})`,
    );
  }
}
