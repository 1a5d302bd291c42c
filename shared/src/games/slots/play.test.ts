import { describe, expect, it } from 'vitest';
import { freeSpinStops, slotStops } from '../slot-fair.js';
import { evaluateSpin, stripLengths } from './evaluate.js';
import { playFairSpin } from './play.js';
import { nagaFortune } from './titles/naga-fortune.js';

const SEEDS = { serverSeed: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9', clientSeed: 'สมชาย-seed' };

describe('a fair spin', () => {
  it('plays the stops the seeds give, and pays the base win in satang', () => {
    const spin = playFairSpin(nagaFortune, { ...SEEDS, nonce: 0 }, 1_000);
    expect(spin.stops).toEqual(slotStops(SEEDS.serverSeed, SEEDS.clientSeed, 0, stripLengths(nagaFortune, 'base')));
    expect(spin.base).toEqual(evaluateSpin(nagaFortune, spin.stops));
    expect(spin.baseWinSatang).toBe((1_000 * spin.base.totalLineBets) / 20);
  });

  it('plays every free spin it awards on its own sub-key, at the multiplier', () => {
    let nonce = 0;
    while (evaluateSpin(nagaFortune, slotStops(SEEDS.serverSeed, SEEDS.clientSeed, nonce, stripLengths(nagaFortune, 'base'))).freeSpinsAwarded === 0) nonce++;
    const spin = playFairSpin(nagaFortune, { ...SEEDS, nonce }, 2_000);
    expect(spin.freeSpins).toHaveLength(spin.base.freeSpinsAwarded);
    spin.freeSpins.forEach((free, index) => {
      expect(free.stops).toEqual(freeSpinStops(SEEDS.serverSeed, SEEDS.clientSeed, nonce, index, stripLengths(nagaFortune, 'free')));
      expect(free.result.freeSpinsAwarded).toBe(0);
      expect(free.winSatang).toBe(((2_000 * free.result.totalLineBets) / 20) * nagaFortune.freeSpinMultiplier);
    });
    expect(spin.totalWinSatang).toBe(spin.baseWinSatang + spin.freeSpins.reduce((sum, free) => sum + free.winSatang, 0));
  });
});
