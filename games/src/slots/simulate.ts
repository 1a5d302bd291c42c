/**
 * Plays a title many times from a fixed-seed generator (not the fair HMAC,
 * which would make a million spins slow) through evaluateSpin, the code the
 * game runs, to check the enumeration's figures from a different path. Used
 * by the slots test (100,000 spins) and `npm run bench -- slots-rtp` (1,000,000).
 */
import { evaluateSpin, stripLengths } from '#shared/games/slots/evaluate.js';
import { LINE_COUNT } from '#shared/games/slots/lines.js';
import type { SlotTitle } from '#shared/games/slots/types.js';

/** mulberry32: a small, fast, seedable 32-bit generator, good enough to sample stops. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface Simulation {
  spins: number;
  /** mean win per base spin (its free spins included), in multiples of the total bet */
  meanReturn: number;
  hits: number;
  triggers: number;
}

export function simulate(title: SlotTitle, spins: number, seed: number): Simulation {
  const random = seededRandom(seed);
  const baseLengths = stripLengths(title, 'base');
  const freeLengths = stripLengths(title, 'free');
  const stopsOf = (lengths: number[]) => lengths.map((length) => Math.floor(random() * length));
  let won = 0;
  let hits = 0;
  let triggers = 0;
  for (let spin = 0; spin < spins; spin++) {
    const base = evaluateSpin(title, stopsOf(baseLengths));
    won += base.totalLineBets;
    if (base.totalLineBets > 0) hits++;
    if (base.freeSpinsAwarded > 0) triggers++;
    for (let free = 0; free < base.freeSpinsAwarded; free++) {
      won += evaluateSpin(title, stopsOf(freeLengths), 'free').totalLineBets * title.freeSpinMultiplier;
    }
  }
  return { spins, meanReturn: won / spins / LINE_COUNT, hits, triggers };
}
