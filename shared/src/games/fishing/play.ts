/**
 * One fair shot as the built-in provider plays it: the catch from the seeds
 * (shared/src/games/fishing-fair.ts) and the win in satang. Pure, like the
 * slots' playFairSpin: the provider adds the seeds' bookkeeping and the
 * wallet calls around it.
 */
import { fairShot } from '../fishing-fair.js';
import type { FishSpecies } from './species.js';

export interface ShotSeeds {
  serverSeed: string;
  clientSeed: string;
}

export interface Shot {
  caught: boolean;
  /** 0 when missed; else bet × multiplier, floored to the satang */
  winSatang: number;
  /** the shot's fraction in [0, 1): caught iff below the fish's chance */
  u: number;
  digest: string;
}

/**
 * A catch's win: floor(bet × tenths / 10). With the offered cannon bets
 * (multiples of 10 satang) nothing is floored away; the floor keeps any other
 * bet from paying a fraction of a satang (docs/domain.md "Integrity first": payouts round down).
 */
export function catchWinSatang(betSatang: number, species: FishSpecies): number {
  if (!Number.isSafeInteger(betSatang) || betSatang <= 0) throw new Error('a bet is a positive whole number of satang');
  return Math.floor((betSatang * species.multiplierTenths) / 10);
}

export function playShot(seeds: ShotSeeds, nonce: number, species: FishSpecies, betSatang: number): Shot {
  const winIfCaught = catchWinSatang(betSatang, species);
  const shot = fairShot(seeds.serverSeed, seeds.clientSeed, nonce, species.chance);
  return { caught: shot.caught, winSatang: shot.caught ? winIfCaught : 0, u: shot.u, digest: shot.digest };
}
