/**
 * The fishing game's published figures, computed from the species table: what
 * the info panel shows. Every ratio is exact (fractions of integers); the
 * percents are those fractions rounded to 4 decimals. The figures refuse a
 * table whose fish do not all return the one published RTP.
 */
import { satangToThb } from '../../money.js';
import { fraction, toDecimal, toText, type Fraction } from '../fraction.js';
import { CANNON_BETS_SATANG, FISH_SPECIES, FISHING_RTP, rtpOf, type FishSpecies } from './species.js';

export interface FishFigures {
  code: string;
  name: string;
  /** the win as a multiple of the cannon bet */
  multiplier: number;
  /** the chance that one shot catches this fish, exactly */
  catch_fraction: string;
  /** the same, percent, 4 decimals */
  catch_percent: number;
  /** a catch comes once in this many shots on average */
  catch_one_in: number;
  rtp_fraction: string;
  rtp_percent: number;
  /** standard deviation of one shot's win, in multiples of the bet: sqrt(m × RTP − RTP²) */
  std_dev_x: number;
}

export interface FishingFigures {
  /** the return of every shot at every fish, percent, 4 decimals */
  rtp_percent: number;
  rtp_fraction: string;
  max_multiplier: number;
  min_multiplier: number;
  /** the offered cannon bets, THB */
  cannon_bets: number[];
  /** a win below a whole satang is rounded down */
  win_rounding: 'floor_satang';
  species: FishFigures[];
}

const percent = (value: Fraction) => Number(toDecimal({ num: value.num * 100n, den: value.den }, 4));
const asNumber = (value: Fraction) => Number(value.num) / Number(value.den);

function speciesFigures(species: FishSpecies): FishFigures {
  const rtp = rtpOf(species);
  const multiplier = species.multiplierTenths / 10;
  return {
    code: species.code,
    name: species.name,
    multiplier,
    catch_fraction: toText(species.chance),
    catch_percent: percent(species.chance),
    catch_one_in: Number(toDecimal(fraction(species.chance.den, species.chance.num), 2)),
    rtp_fraction: toText(rtp),
    rtp_percent: percent(rtp),
    std_dev_x: Number(Math.sqrt(multiplier * asNumber(rtp) - asNumber(rtp) ** 2).toFixed(4)),
  };
}

export function computeFishingFigures(
  table: readonly FishSpecies[] = FISH_SPECIES,
  rtp: Fraction = FISHING_RTP,
  betsSatang: readonly number[] = CANNON_BETS_SATANG,
): FishingFigures {
  if (table.length === 0) throw new Error('the fishing game needs fish');
  for (const species of table) {
    const own = rtpOf(species);
    if (own.num !== rtp.num || own.den !== rtp.den) throw new Error(`${species.code}: returns ${toText(own)}, not the published ${toText(rtp)}`);
  }
  const multipliers = table.map((species) => species.multiplierTenths / 10);
  return {
    rtp_percent: percent(rtp),
    rtp_fraction: toText(rtp),
    max_multiplier: Math.max(...multipliers),
    min_multiplier: Math.min(...multipliers),
    cannon_bets: betsSatang.map(satangToThb),
    win_rounding: 'floor_satang',
    species: table.map(speciesFigures),
  };
}

/** The published figures of the built-in table, like the slots' published.json. */
export const FISHING_FIGURES: FishingFigures = computeFishingFigures();
