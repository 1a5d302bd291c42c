import { describe, expect, it } from 'vitest';
import { PUBLISHED_FIGURES } from '#shared/games/slots/published.js';
import { simulate } from './simulate.js';
import { SLOT_TITLES } from '#shared/games/slots/titles/index.js';

// 100,000 spins a title here (about 2 s each); `npm run bench -- slots-rtp` plays 1,000,000.
const SPINS = 100_000;

describe('simulated play through evaluateSpin', () => {
  for (const title of SLOT_TITLES) {
    it(`returns ${title.code}'s exact RTP within 5 standard deviations over ${SPINS.toLocaleString('en')} spins (fixed seed)`, () => {
      const figures = PUBLISHED_FIGURES.find((entry) => entry.code === title.code)!;
      const run = simulate(title, SPINS, 20_261_123);
      const bound = (5 * figures.std_dev_x) / Math.sqrt(SPINS);
      expect(Math.abs(run.meanReturn - figures.rtp_percent / 100)).toBeLessThan(bound);
      // Hits are a proportion: its standard deviation is √(p(1-p)/n).
      const p = figures.hit_frequency / 100;
      expect(Math.abs(run.hits / SPINS - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / SPINS));
    });
  }
});
