/**
 * วัดทองมหาโชค: the low-volatility title. Many WILDs on reels 2 to 4 keep
 * small wins coming; free spins pay at ×1 on richer strips. Its figures are
 * computed, never chosen: games/scripts/compute-rtp.ts → published.json.
 */
import type { SlotTitle } from '../types.js';

export const thaiTemple: SlotTitle = {
  code: 'thai-temple',
  name: 'วัดทองมหาโชค',
  volatility: 'low',
  linePays: {
    W: [25, 100, 500],
    EL: [20, 80, 300],
    NG: [15, 60, 200],
    LT: [12, 40, 150],
    TT: [10, 30, 100],
    MG: [8, 25, 80],
    A: [5, 15, 50],
    K: [5, 12, 40],
    Q: [4, 10, 30],
    J: [3, 8, 25],
    T: [2, 6, 20],
  },
  scatterPays: [3, 10, 50],
  freeSpins: [10, 12, 20],
  freeSpinMultiplier: 1,
  baseStrips: [
    'J TT K EL T Q W MG NG A J TT LT Q K T MG A Q W J S NG TT K T MG LT Q A',
    'J K W MG LT T Q A W J TT K EL MG NG T Q A W LT J K MG W T Q TT A S NG',
    'T MG K W J S NG A TT Q T MG W K LT J A Q W NG T MG K EL TT J W A Q LT',
    'Q EL TT K T W A J LT MG Q S NG W K T A J TT MG Q W LT K T A NG J W MG',
    'LT Q K NG A MG T W TT J Q EL K A LT MG T W S NG TT J Q K A MG T W TT J',
  ],
  freeStrips: [
    'T J Q K A MG T TT LT NG J Q K W T A J MG Q K T EL TT LT NG W',
    'W NG LT EL TT MG J A T K Q W W J T NG LT TT MG W A K Q J T W',
    'W A K J Q T W NG LT EL TT W MG J T A W K Q NG W J LT T TT MG',
    'NG A T W LT K W TT Q J T MG W NG A J LT K W T EL TT Q W MG J',
    'EL TT W T K Q NG MG J W LT A T Q TT W K J NG MG T W Q LT A J',
  ],
};
