/**
 * The figures games/scripts/compute-rtp.ts computed and wrote to
 * published.json, typed: what the lobby and the game show for each title.
 */
import figures from './published.json' with { type: 'json' };
import type { SlotTitle } from './types.js';

export interface PublishedFigures {
  code: string;
  name: string;
  volatility: SlotTitle['volatility'];
  /** the whole return, percent of the total bet, 4 decimals */
  rtp_percent: number;
  /** the same, exactly */
  rtp_fraction: string;
  base_rtp_percent: number;
  free_spins_rtp_percent: number;
  /** percent of base spins that win anything (line or scatter) */
  hit_frequency: number;
  /** percent of base spins that award free spins */
  free_spins_trigger_percent: number;
  /** a trigger comes once in this many base spins on average */
  free_spins_one_in: number;
  /** the largest possible win of one base spin with its free spins, in multiples of the total bet */
  max_win_x: number;
  /** standard deviation of one base spin's win (free spins included), in multiples of the total bet */
  std_dev_x: number;
  lines: number;
  free_spins: number[];
  free_spin_multiplier: number;
  base_combinations: string;
  free_combinations: string;
  base_strip_lengths: number[];
  free_strip_lengths: number[];
}

export const PUBLISHED_FIGURES: readonly PublishedFigures[] = figures as PublishedFigures[];

export function publishedFigures(code: string): PublishedFigures | undefined {
  return PUBLISHED_FIGURES.find((entry) => entry.code === code);
}
