/**
 * One fair spin as the built-in provider plays it: the stops from the seeds
 * (shared/src/games/slot-fair.ts), the base result, every free spin it
 * awards (each on its own sub-key, so each is recomputable) and the win in
 * satang. Pure, like evaluateSpin: the provider adds the seeds' bookkeeping
 * and the wallet calls around it.
 */
import { freeSpinStops, slotStops } from '../slot-fair.js';
import { evaluateSpin, stripLengths } from './evaluate.js';
import { winSatang } from './money.js';
import type { SlotTitle, SpinResult } from './types.js';

export interface FairSpin {
  stops: number[];
  base: SpinResult;
  freeSpins: { stops: number[]; result: SpinResult; winSatang: number }[];
  baseWinSatang: number;
  /** base win + every free spin's win (each multiplied, each floored on its own) */
  totalWinSatang: number;
}

export interface SpinSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export function playFairSpin(title: SlotTitle, seeds: SpinSeeds, totalBetSatang: number): FairSpin {
  const stops = slotStops(seeds.serverSeed, seeds.clientSeed, seeds.nonce, stripLengths(title, 'base'));
  const base = evaluateSpin(title, stops);
  const baseWinSatang = winSatang(totalBetSatang, base.totalLineBets);
  const freeLengths = stripLengths(title, 'free');
  const freeSpins = Array.from({ length: base.freeSpinsAwarded }, (_, index) => {
    const freeStops = freeSpinStops(seeds.serverSeed, seeds.clientSeed, seeds.nonce, index, freeLengths);
    const result = evaluateSpin(title, freeStops, 'free');
    return { stops: freeStops, result, winSatang: winSatang(totalBetSatang, result.totalLineBets, title.freeSpinMultiplier) };
  });
  const totalWinSatang = freeSpins.reduce((sum, spin) => sum + spin.winSatang, baseWinSatang);
  return { stops, base, freeSpins, baseWinSatang, totalWinSatang };
}
