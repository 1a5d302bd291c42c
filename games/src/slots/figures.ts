/**
 * A title's published figures from the exact enumeration of both its reel
 * sets. Return is measured per base spin and counts the free spins that spin
 * awards (they are part of it): RTP = E[base spin] + Σ_k P(k scatters) ×
 * free spins(k) × multiplier × E[free spin], with E[free spin] from the
 * free-spin strips (no SCATTER there, so no retrigger). Everything is a ratio
 * of the enumeration's integer sums, in line bets, over 20 line bets a spin.
 */
import { enumerateReelSet, type ReelSetSums } from './enumerate.js';
import { stripLengths } from '#shared/games/slots/evaluate.js';
import { add, fraction, toDecimal, toText, type Fraction } from '#shared/games/fraction.js';
import { LINE_COUNT } from '#shared/games/slots/lines.js';
import type { PublishedFigures } from '#shared/games/slots/published.js';
import type { SlotTitle } from '#shared/games/slots/types.js';

const sumOf = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n);

/** The number of free spins k scatters award, k = 0..5. */
function awarded(title: SlotTitle, scatters: number): number {
  return scatters >= 3 ? title.freeSpins[scatters - 3]! : 0;
}

export function figuresFrom(title: SlotTitle, base: ReelSetSums, free: ReelSetSums): PublishedFigures {
  const bet = BigInt(LINE_COUNT);
  const multiplier = BigInt(title.freeSpinMultiplier);
  const freeSum = free.sum[0]!;
  if (sumOf(free.sum) !== freeSum) throw new Error(`${title.code}: a free-spin strip shows a SCATTER`);
  const baseReturn = fraction(sumOf(base.sum), base.combinations * bet);
  const spinsAwarded = base.count.reduce((sum, count, k) => sum + count * BigInt(awarded(title, k)), 0n);
  const freeReturn = fraction(spinsAwarded * multiplier * freeSum, base.combinations * free.combinations * bet);
  const rtp = add(baseReturn, freeReturn);
  const triggers = base.count.slice(3).reduce((a, b) => a + b, 0n);
  const percent = (value: Fraction) => Number(toDecimal({ num: value.num * 100n, den: value.den }, 4));

  // E[X²] of a base spin with its feature F (n free spins, iid): E[F|n] = n·m·μ, E[F²|n] = m²(n·E[f²] + n(n-1)·μ²).
  const combos = Number(base.combinations);
  const mu = Number(freeSum) / Number(free.combinations);
  const freeSquare = Number(free.sumSquares[0]!) / Number(free.combinations);
  const m = title.freeSpinMultiplier;
  let secondMoment = 0;
  base.count.forEach((count, k) => {
    const n = awarded(title, k);
    secondMoment += (Number(base.sumSquares[k]!) + 2 * Number(base.sum[k]!) * n * m * mu + Number(count) * m * m * (n * freeSquare + n * (n - 1) * mu * mu)) / combos;
  });
  const mean = (Number(rtp.num) / Number(rtp.den)) * LINE_COUNT;
  const maxFree = free.max[0]!;
  const maxLineBets = Math.max(...base.max.map((max, k) => (max < 0 ? 0 : max + awarded(title, k) * m * maxFree)));

  return {
    code: title.code,
    name: title.name,
    volatility: title.volatility,
    rtp_percent: percent(rtp),
    rtp_fraction: toText(rtp),
    base_rtp_percent: percent(baseReturn),
    free_spins_rtp_percent: percent(freeReturn),
    hit_frequency: percent(fraction(sumOf(base.hits), base.combinations)),
    free_spins_trigger_percent: percent(fraction(triggers, base.combinations)),
    free_spins_one_in: Number(toDecimal(fraction(base.combinations, triggers), 2)),
    max_win_x: maxLineBets / LINE_COUNT,
    std_dev_x: Number((Math.sqrt(secondMoment - mean * mean) / LINE_COUNT).toFixed(4)),
    lines: LINE_COUNT,
    free_spins: [...title.freeSpins],
    free_spin_multiplier: title.freeSpinMultiplier,
    base_combinations: base.combinations.toString(),
    free_combinations: free.combinations.toString(),
    base_strip_lengths: stripLengths(title, 'base'),
    free_strip_lengths: stripLengths(title, 'free'),
  };
}

export function computeFigures(title: SlotTitle): PublishedFigures {
  return figuresFrom(title, enumerateReelSet(title, 'base'), enumerateReelSet(title, 'free'));
}
