/**
 * Where each fish swims in the scene: one lane per species, cheap fish small
 * and quick, rare ones big and slow, every other lane the other way round.
 * Only a picture: the catch is the provider's (the fish aimed at, the seeds
 * and the nonce), never where the fish was when tapped.
 */
export interface Swimmer {
  code: string;
  /** the lane's top, percent of the scene's height */
  topPercent: number;
  /** the drawing's width, px (its height is 0.6 of it, the button never under 48 px) */
  width: number;
  /** one crossing, seconds */
  seconds: number;
  /** seconds into its crossing when the page opens, so the school starts spread out */
  offset: number;
  leftToRight: boolean;
}

/** Reduced motion: the fish still cross, this many times slower. */
export const CALM_FACTOR = 3;

const WIDTHS = [60, 60, 62, 68, 76, 80, 96, 112, 96, 116];
const SECONDS = [9, 10, 11, 12, 13, 14, 15, 17, 16, 18];

export function school(codes: readonly string[], reducedMotion: boolean): Swimmer[] {
  const lanes = Math.max(codes.length, 1);
  return codes.map((code, i) => {
    const seconds = (SECONDS[i] ?? 12) * (reducedMotion ? CALM_FACTOR : 1);
    return {
      code,
      topPercent: 2 + (i * 86) / lanes,
      width: WIDTHS[i] ?? 70,
      seconds,
      offset: ((i * 7) % 10) * (seconds / 10),
      leftToRight: i % 2 === 0,
    };
  });
}
