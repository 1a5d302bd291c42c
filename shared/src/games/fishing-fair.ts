/**
 * The fishing game's published fairness function (docs/domain.md "Integrity
 * first"; the same digest and 52-bit fraction as the wheel and the slots). A
 * shot at a fish either catches it or not, and that is a pure function of the
 * server seed (committed by its SHA-256 before play), the member's client
 * seed, the shot's nonce and the fish's published catch probability p = a/b
 * (a fraction of integers), so a member can recompute every shot:
 *
 *   digest = HMAC-SHA256(key = server seed, message = `${client seed}:${nonce}`)   (UTF-8, hex)
 *   bits   = the first 13 hex digits of the digest as an integer (its first 52 bits)
 *   u      = bits / 2^52                                                           (in [0, 1))
 *   caught ⇔ u < p ⇔ bits × b < a × 2^52 ⇔ bits < ceil(a × 2^52 / b)
 *
 * The comparison is exact (integers, no rounding); the real chance of a catch
 * is ceil(a × 2^52 / b) / 2^52, within 2^-52 of p.
 *
 * Worked example: server seed `example-server-seed`, client seed
 * `example-client-seed`, nonce 1, a fish with p = 12/25: the digest begins
 * 51aa5971bda79…, so bits = 0x51aa5971bda79 = 1436673390664313 and
 * u = 0.31900557543636254; the threshold is ceil(12 × 2^52 / 25) =
 * 2161727821137839, bits are below it: caught.
 */
import { serverSeedHash, spinDigest, ticketOf } from '../wheel/fair.js';

export { serverSeedHash };

/** A catch probability a/b as integers, 0 ≤ a ≤ b, b > 0 (structurally the games' Fraction). */
export interface CatchChance {
  num: bigint;
  den: bigint;
}

export interface FairShot {
  digest: string;
  /** the digest's first 52 bits as an integer */
  bits: number;
  /** bits / 2^52 */
  u: number;
  caught: boolean;
}

const SCALE = 2 ** 52;

function assertChance(chance: CatchChance): void {
  if (chance.den <= 0n || chance.num < 0n || chance.num > chance.den) throw new Error(`catch chance ${chance.num}/${chance.den} is not a probability`);
}

/** HMAC-SHA256(server seed, `${client seed}:${nonce}`) as hex: the shot's randomness (the wheel's digest). */
export function shotDigest(serverSeed: string, clientSeed: string, nonce: number): string {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new Error(`nonce ${nonce} must be a non-negative integer`);
  return spinDigest(serverSeed, clientSeed, nonce);
}

/** The digest's first 52 bits as an integer: ticketOf over 2^52 outcomes is exactly that number. */
export function shotBits(digestHex: string): number {
  return ticketOf(digestHex, SCALE);
}

/** ceil(a × 2^52 / b): a shot catches iff its bits are below this (≤ 2^52, so exact as a number). */
export function catchThreshold(chance: CatchChance): number {
  assertChance(chance);
  const scaled = chance.num * BigInt(SCALE);
  return Number((scaled + chance.den - 1n) / chance.den);
}

/** Whether 52 bits of randomness catch a fish of the given threshold (see catchThreshold). */
export function catchesAt(bits: number, threshold: number): boolean {
  return bits < threshold;
}

/** Shot `nonce` under the seed pair at a fish with catch probability `chance`. */
export function fairShot(serverSeed: string, clientSeed: string, nonce: number, chance: CatchChance): FairShot {
  const digest = shotDigest(serverSeed, clientSeed, nonce);
  const bits = shotBits(digest);
  return { digest, bits, u: bits / SCALE, caught: catchesAt(bits, catchThreshold(chance)) };
}
