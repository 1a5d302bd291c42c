/**
 * Results of the demo generator, derived from the seed committed when the round
 * opened (docs/domain.md "Lotto": "draws them with a seed committed ... and revealed with the
 * result"). Anyone holding the revealed seed gets the same digits.
 */
import type { LottoKind, LottoResult } from '../api/lotto/rounds.js';
import { digitsFromSeed } from './seed.js';

export function drawFromSeed(seed: string, kind: Exclude<LottoKind, 'yeekee'>): LottoResult {
  if (kind === 'thai') {
    // first prize (6), two front-3, two back-3, the 2-digit back prize
    const d = digitsFromSeed(seed, 'thai-draw', 6 + 3 * 4 + 2);
    const firstPrize = d.slice(0, 6);
    return {
      first_prize: firstPrize,
      top3: firstPrize.slice(3),
      front3: [d.slice(6, 9), d.slice(9, 12)],
      back3: [d.slice(12, 15), d.slice(15, 18)],
      bottom2: d.slice(18, 20),
    };
  }
  const d = digitsFromSeed(seed, 'draw', 5);
  return { top3: d.slice(0, 3), bottom2: d.slice(3, 5) };
}
