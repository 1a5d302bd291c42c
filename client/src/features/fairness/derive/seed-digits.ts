/**
 * The steps inside shared/lotto/seed.ts's digitsFromSeed, laid open for the
 * page: which text is hashed, its SHA-256, that hash as a whole number, and
 * the 70 digits each block gives. The digits shown are then checked against
 * digitsFromSeed itself, so the page cannot explain a rule the site does not run.
 */
import { digitsFromSeed, sha256Hex } from '#shared/lotto/seed.js';

export const DIGITS_PER_BLOCK = 70;

export interface SeedDigitBlock {
  /** the exact UTF-8 text hashed: `${label}:${seed}:${block}` */
  input: string;
  hash: string;
  /** the hash read as one unsigned big-endian integer, in decimal */
  integer: string;
  /** integer mod 10^70, padded to 70 digits */
  digits: string;
}

export interface SeedDigits {
  blocks: SeedDigitBlock[];
  /** the first `count` digits of the blocks joined */
  digits: string;
  /** the same as digitsFromSeed answers (always true unless the two drift apart) */
  agrees: boolean;
}

export function seedDigits(seed: string, label: string, count: number): SeedDigits {
  const blocks: SeedDigitBlock[] = [];
  for (let block = 0; blocks.length * DIGITS_PER_BLOCK < count; block++) {
    const input = `${label}:${seed}:${block}`;
    const hash = sha256Hex(input);
    const integer = BigInt(`0x${hash}`);
    blocks.push({ input, hash, integer: integer.toString(), digits: (integer % 10n ** BigInt(DIGITS_PER_BLOCK)).toString().padStart(DIGITS_PER_BLOCK, '0') });
  }
  const digits = blocks.map((b) => b.digits).join('').slice(0, count);
  return { blocks, digits, agrees: digits === digitsFromSeed(seed, label, count) };
}
