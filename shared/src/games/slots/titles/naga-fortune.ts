/**
 * พญานาคนำโชค: the medium-volatility title. Fewer WILDs than วัดทองมหาโชค,
 * larger pays, and free spins at ×2. Its figures are computed, never chosen:
 * games/scripts/compute-rtp.ts → published.json.
 */
import type { SlotTitle } from '../types.js';

export const nagaFortune: SlotTitle = {
  code: 'naga-fortune',
  name: 'พญานาคนำโชค',
  volatility: 'medium',
  linePays: {
    W: [50, 250, 1000],
    EL: [30, 120, 500],
    NG: [25, 100, 400],
    LT: [20, 60, 250],
    TT: [15, 50, 150],
    MG: [10, 40, 120],
    A: [6, 20, 100],
    K: [5, 15, 80],
    Q: [4, 12, 60],
    J: [3, 10, 50],
    T: [3, 10, 40],
  },
  scatterPays: [2, 10, 100],
  freeSpins: [8, 10, 15],
  freeSpinMultiplier: 2,
  baseStrips: [
    'J TT K EL T Q W MG NG A J TT LT Q K T MG A Q W J S NG TT K T MG LT Q A',
    'J K MG W LT T Q A TT J K EL MG NG W T Q A TT LT J K MG W T Q A S TT NG',
    'T MG K J S NG TT W A Q T MG K LT J TT W A Q NG T MG K EL J TT W A Q LT',
    'Q TT EL K T A J LT Q MG W S NG TT K T Q A J MG TT LT Q K T W A NG J MG',
    'LT Q K NG A MG T Q TT J W EL K A LT Q MG T S NG TT J K Q A MG W T TT J',
  ],
  freeStrips: [
    'T J Q K A MG T TT LT NG J Q K W T A J MG Q K T EL TT LT NG W',
    'W NG LT EL TT K Q MG J A T W K Q J T NG LT TT MG A W K Q J T',
    'W A K Q J T NG LT W EL TT K Q MG J T A W K NG Q J LT T TT MG',
    'NG A T W K LT Q TT J T MG W K NG A Q J LT T W EL TT K Q MG J',
    'EL TT K T W Q NG MG J T LT K A Q TT T J W NG K MG T Q LT A J',
  ],
};
