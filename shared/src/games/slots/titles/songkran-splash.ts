/**
 * สงกรานต์สาดโชค: the high-volatility title. Few WILDs and longer strips make
 * base wins rarer; the top pays are the largest of the three and free spins
 * pay at ×3, so about a quarter of the return comes from the feature. Its
 * figures are computed, never chosen: games/scripts/compute-rtp.ts → published.json.
 */
import type { SlotTitle } from '../types.js';

export const songkranSplash: SlotTitle = {
  code: 'songkran-splash',
  name: 'สงกรานต์สาดโชค',
  volatility: 'high',
  linePays: {
    W: [100, 500, 2500],
    EL: [50, 250, 1000],
    NG: [40, 200, 750],
    LT: [30, 120, 400],
    TT: [20, 80, 250],
    MG: [15, 60, 200],
    A: [10, 30, 150],
    K: [8, 25, 120],
    Q: [6, 20, 100],
    J: [5, 15, 80],
    T: [5, 15, 60],
  },
  scatterPays: [5, 20, 200],
  freeSpins: [10, 15, 20],
  freeSpinMultiplier: 3,
  baseStrips: [
    'J TT K EL T Q W MG NG A K J TT LT Q T A MG K Q W J TT S NG A T K MG LT Q A',
    'K J MG Q LT A W T TT K J EL Q MG A NG K T TT Q LT A W J MG K T Q S TT A NG',
    'T MG K J S NG TT A Q K T J MG A LT Q TT K W J NG A T MG Q EL K TT J A LT Q',
    'Q TT K EL T A J LT Q MG K W S NG TT A T Q J K MG A TT LT Q T K W NG A J MG',
    'LT Q K NG A MG T Q TT J K A W EL LT Q MG K T S NG TT A J Q K A MG W T TT J',
  ],
  freeStrips: [
    'T J Q K A MG T TT LT NG J Q K W T A J MG Q K T EL TT LT NG W',
    'W NG LT EL TT K T Q MG J A T K Q J W NG LT TT T MG A K Q J T',
    'A W K Q T J NG LT EL TT K T Q MG J A W T K NG Q J LT TT T MG',
    'NG A T K W LT Q TT J T MG K NG A Q T J W LT EL TT K T Q MG J',
    'EL TT K T W Q NG MG J T LT K A Q TT T J W NG K MG T Q LT A J',
  ],
};
