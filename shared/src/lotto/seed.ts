/**
 * Seed commitment (docs/domain.md "Integrity first"): a round publishes SHA-256(seed)
 * when it opens and reveals the seed with its result, so anyone can check the
 * house number and demo draws were fixed before the first bet. Works the same
 * in Node and the browser (the "check this result" panel).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** The hash published when the round opens. */
export function seedHash(seed: string): string {
  return sha256Hex(seed);
}

export function verifySeed(seed: string, publishedHash: string): boolean {
  return seedHash(seed) === publishedHash.toLowerCase();
}

/**
 * `count` decimal digits derived from the seed for one purpose. Each purpose
 * label gives an independent stream: sha256(`${label}:${seed}:${block}`) read
 * as a big integer, a few digits per block, so every digit is uniform.
 */
export function digitsFromSeed(seed: string, label: string, count: number): string {
  let digits = '';
  for (let block = 0; digits.length < count; block++) {
    const value = BigInt(`0x${sha256Hex(`${label}:${seed}:${block}`)}`);
    // 2^256 ≈ 1.16e77: taking 70 digits mod 10^70 leaves a bias below 1e-6.
    digits += (value % 10n ** 70n).toString().padStart(70, '0');
  }
  return digits.slice(0, count);
}
