import { describe, expect, it } from 'vitest';
import { computeFigures } from './figures.js';
import { add, fraction, toText, type Fraction } from '#shared/games/fraction.js';
import { linePay } from '#shared/games/slots/line-pay.js';
import { parseStrip } from '#shared/games/slots/strips.js';
import { SYMBOLS, type SymbolId } from '#shared/games/slots/symbols.js';
import { PUBLISHED_FIGURES } from '#shared/games/slots/published.js';
import { SLOT_TITLES } from '#shared/games/slots/titles/index.js';
import { thaiTemple } from '#shared/games/slots/titles/thai-temple.js';
import type { SlotTitle } from '#shared/games/slots/types.js';

/**
 * The RTP a second way, by linearity of expectation: every line sees each
 * reel's symbols at their strip frequencies, independently, so E[line win] is
 * a sum over the 12^5 symbol tuples; the scatters in view follow from how
 * many stops of each reel show one. Exact, and independent of the enumeration's loops.
 */
function rtpByLinearity(title: SlotTitle): Fraction {
  const expectedLine = (strips: string[]): Fraction => {
    const reels = strips.map(parseStrip);
    const counts = reels.map((reel) => (symbol: SymbolId) => BigInt(reel.filter((s) => s === symbol).length));
    const denominator = reels.reduce((product, reel) => product * BigInt(reel.length), 1n);
    let numerator = 0n;
    const walk = (prefix: SymbolId[], weight: bigint): void => {
      if (weight === 0n) return;
      if (prefix.length === 5) {
        numerator += weight * BigInt(linePay(prefix, title.linePays)?.pay ?? 0);
        return;
      }
      for (const symbol of SYMBOLS) walk([...prefix, symbol], weight * counts[prefix.length]!(symbol));
    };
    walk([], 1n);
    return fraction(numerator, denominator);
  };
  // P(k scatters in view): each reel shows one at 3 × (its scatters) of its stops (they are ≥ 3 apart).
  let scatterDistribution: Fraction[] = [fraction(1n, 1n)];
  for (const reel of title.baseStrips.map(parseStrip)) {
    const showing = fraction(3n * BigInt(reel.filter((s) => s === 'S').length), BigInt(reel.length));
    const missing = fraction(showing.den - showing.num, showing.den);
    const next = scatterDistribution.map(() => fraction(0n, 1n)).concat([fraction(0n, 1n)]);
    scatterDistribution.forEach((p, k) => {
      next[k] = add(next[k]!, fraction(p.num * missing.num, p.den * missing.den));
      next[k + 1] = add(next[k + 1]!, fraction(p.num * showing.num, p.den * showing.den));
    });
    scatterDistribution = next;
  }
  const base = expectedLine([...title.baseStrips]);
  const free = expectedLine([...title.freeStrips]);
  // In total bets: 20 lines of 1/20 each, so E[one line] is the line part; scatter pays × total bet.
  let rtp = base;
  for (let k = 3; k <= 5; k++) {
    const p = scatterDistribution[k]!;
    const scatter = BigInt(title.scatterPays[k - 3]!);
    const spins = BigInt(title.freeSpins[k - 3]! * title.freeSpinMultiplier);
    rtp = add(rtp, fraction(p.num * (scatter * free.den + spins * free.num), p.den * free.den));
  }
  return rtp;
}

describe('published figures', () => {
  it('hold every title, each RTP equal to the exact RTP by linearity of expectation', () => {
    expect(PUBLISHED_FIGURES.map((entry) => entry.code)).toEqual(SLOT_TITLES.map((title) => title.code));
    for (const title of SLOT_TITLES) {
      const entry = PUBLISHED_FIGURES.find((figures) => figures.code === title.code)!;
      expect(entry.rtp_fraction, title.code).toBe(toText(rtpByLinearity(title)));
      expect(entry.rtp_percent).toBeGreaterThan(95);
      expect(entry.rtp_percent).toBeLessThan(97);
    }
  });

  // All three enumerations take ~12 s of CPU (compute-rtp.ts); one title here keeps the suite quick.
  it('equal a fresh enumeration of วัดทองมหาโชค', () => {
    expect(computeFigures(thaiTemple)).toEqual(PUBLISHED_FIGURES.find((entry) => entry.code === 'thai-temple'));
  });

  it('rank the titles by volatility', () => {
    const [low, medium, high] = PUBLISHED_FIGURES;
    expect(low!.std_dev_x).toBeLessThan(medium!.std_dev_x);
    expect(medium!.std_dev_x).toBeLessThan(high!.std_dev_x);
    expect(low!.hit_frequency).toBeGreaterThan(medium!.hit_frequency);
    expect(medium!.hit_frequency).toBeGreaterThan(high!.hit_frequency);
    expect(high!.max_win_x).toBeGreaterThan(medium!.max_win_x);
  });
});
