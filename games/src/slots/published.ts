/**
 * The figures games/scripts/compute-rtp.ts computed and wrote to
 * published.json, typed: what the lobby and the game show for each title.
 */
import figures from './published.json' with { type: 'json' };
import type { PublishedFigures } from './figures.js';

export const PUBLISHED_FIGURES: readonly PublishedFigures[] = figures as PublishedFigures[];

export function publishedFigures(code: string): PublishedFigures | undefined {
  return PUBLISHED_FIGURES.find((entry) => entry.code === code);
}
