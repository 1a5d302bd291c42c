/**
 * The fish of the built-in fishing game and its cannon bets. Each fish pays a
 * published multiple of the cannon bet when a shot catches it, and each shot
 * catches it with a published probability chosen so that probability ×
 * multiplier is the same RTP for every fish: which fish a member aims at
 * changes the swing, never the expected return. The probabilities are written
 * out as exact fractions (not derived here from the RTP), so the tests can
 * check the promise instead of restating it.
 */
import { fraction, type Fraction } from '../fraction.js';

/** The one published return of every shot at every fish: 96 %. */
export const FISHING_RTP: Fraction = fraction(24n, 25n);

export interface FishSpecies {
  code: string;
  /** shown on screen */
  name: string;
  /** the win as a multiple of the cannon bet, in tenths (25 = 2.5×): integers keep it exact */
  multiplierTenths: number;
  /** the chance that one shot at this fish catches it */
  chance: Fraction;
}

const fish = (code: string, name: string, multiplierTenths: number, num: bigint, den: bigint): FishSpecies => ({
  code,
  name,
  multiplierTenths,
  chance: fraction(num, den),
});

/** Cheapest first; chance = 96 % / multiplier in every row. */
export const FISH_SPECIES: readonly FishSpecies[] = [
  fish('clownfish', 'ปลาการ์ตูน', 20, 12n, 25n),
  fish('goldfish', 'ปลาทอง', 25, 48n, 125n),
  fish('pufferfish', 'ปลาปักเป้า', 40, 6n, 25n),
  fish('squid', 'ปลาหมึก', 60, 4n, 25n),
  fish('stingray', 'ปลากระเบน', 100, 12n, 125n),
  fish('sea-turtle', 'เต่าทะเล', 200, 6n, 125n),
  fish('shark', 'ฉลาม', 500, 12n, 625n),
  fish('whale', 'ปลาวาฬ', 1_000, 6n, 625n),
  fish('mermaid', 'นางเงือก', 2_000, 3n, 625n),
  fish('golden-dragon', 'มังกรทอง', 5_000, 6n, 3125n),
];

/** 0.10, 0.20, 0.50, 1, 2, 5, 10, 20, 50 and 100 THB: multiples of 10 satang, so a tenths multiplier never leaves a fraction of a satang. */
export const CANNON_BETS_SATANG: readonly number[] = [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000];

export function isCannonBet(betSatang: number): boolean {
  return CANNON_BETS_SATANG.includes(betSatang);
}

export function speciesByCode(code: string): FishSpecies | undefined {
  return FISH_SPECIES.find((species) => species.code === code);
}

/** The multiplier as an exact fraction. */
export function multiplierOf(species: FishSpecies): Fraction {
  return fraction(BigInt(species.multiplierTenths), 10n);
}

/** chance × multiplier, exactly: the return of one shot at this fish, per unit of bet. */
export function rtpOf(species: FishSpecies): Fraction {
  const multiplier = multiplierOf(species);
  return fraction(species.chance.num * multiplier.num, species.chance.den * multiplier.den);
}
