import type { z } from 'zod';
import type { ZTheoretical } from '#shared/api/sooth.js';
import { outcomeProbabilities, pairProbability } from '#shared/games/baccarat/index.js';

let cached: z.infer<typeof ZTheoretical> | undefined;

/** The exact odds of an 8-deck shoe: an enumeration of every hand, worked out on the first read and kept (they never change). */
export function theoretical(): z.infer<typeof ZTheoretical> {
  if (!cached) {
    const { banker, player, tie } = outcomeProbabilities();
    cached = { banker, player, tie, pair: pairProbability() };
  }
  return cached;
}
