/**
 * The yeekee result (docs/domain.md "Yeekee"):
 *   (sum of all shots − the 16th shot counted back from the last + house number) mod 100000
 * written as 5 digits; top3 = its last three digits, bottom2 = the two before them.
 * The 16th shot back is 0 when the round has fewer than 16 shots. The house
 * number comes from the seed committed when the round opened.
 */
import type { LottoResult } from '../api/lotto/rounds.js';
import type { YeekeeProof } from '../api/lotto/yeekee.js';
import { digitsFromSeed, seedHash } from './seed.js';

export const YEEKEE_SIXTEENTH_BACK = 16;
const MODULUS = 100_000n;

export interface ShotForFormula {
  seq: number;
  number: string;
}

export function houseNumber(seed: string): string {
  return digitsFromSeed(seed, 'yeekee-house', 5);
}

/** The shot counted back from the last (1 = the last shot), or null when there are fewer. */
export function sixteenthShot(shots: readonly ShotForFormula[]): ShotForFormula | null {
  const ordered = [...shots].sort((a, b) => a.seq - b.seq);
  return ordered.length >= YEEKEE_SIXTEENTH_BACK ? ordered[ordered.length - YEEKEE_SIXTEENTH_BACK]! : null;
}

export function sumOfShots(shots: readonly ShotForFormula[]): bigint {
  return shots.reduce((sum, shot) => sum + BigInt(shot.number), 0n);
}

export function splitFiveDigits(number: string): LottoResult {
  return { top3: number.slice(2), bottom2: number.slice(0, 2) };
}

/** The whole working, so the round page can show every step of the sum. */
export function computeYeekeeProof(roundId: number, shots: readonly ShotForFormula[], seed: string): YeekeeProof {
  const sum = sumOfShots(shots);
  const sixteenth = sixteenthShot(shots);
  const sixteenthValue = sixteenth ? BigInt(sixteenth.number) : 0n;
  const house = houseNumber(seed);
  const raw = (sum - sixteenthValue + BigInt(house)) % MODULUS;
  const value = raw < 0n ? raw + MODULUS : raw;
  return {
    round_id: roundId,
    shot_count: shots.length,
    sum: sum.toString(),
    sixteenth_seq: sixteenth?.seq ?? null,
    sixteenth_number: sixteenth?.number ?? '00000',
    house_number: house,
    seed,
    seed_hash: seedHash(seed),
    number: value.toString().padStart(5, '0'),
  };
}

export function yeekeeResult(proof: YeekeeProof): LottoResult {
  return splitFiveDigits(proof.number);
}
