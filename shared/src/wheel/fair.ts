/**
 * The wheel's published fairness function (docs/domain.md "Integrity first"; docs/
 * decisions/0030). A spin's prize is a pure function of the member's server
 * seed (committed by its SHA-256 before any spin, revealed on rotation), the
 * client seed the member chose, the nonce (the spin's number under that seed
 * pair) and the prize table stored with the seed. The same code runs in Node
 * and the browser, so a member can recompute every past spin.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** One row of a prize table: integer weight; `value` in satang for credit, whole points, spins, or 0. */
export interface FairPrize {
  id: number;
  weight: number;
  /** satang for credit kinds; the expected value counts only credit */
  value: number;
  kind: string;
}

/** SHA-256 hex of the server seed: published before the seed's first spin. */
export function serverSeedHash(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** HMAC-SHA256(server seed, `${client seed}:${nonce}`) as hex: the spin's randomness. */
export function spinDigest(serverSeed: string, clientSeed: string, nonce: number): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(`${clientSeed}:${nonce}`)));
}

/**
 * A uniform integer in [0, outcomes) from the digest: the first 52 bits (13
 * hex digits) as an integer `bits`, then ⌊bits × outcomes / 2^52⌋ in whole
 * numbers (docs/decisions/0075). The same rule in doubles,
 * floor(bits / 2^52 × outcomes), rounds the product to 53 bits first and can
 * land one too high just below a boundary (bits 0x305b05b05b05b with 90
 * outcomes: 16 exact, 17 in doubles), so every draw and every verifier, on the
 * server and in the browser, goes through this one BigInt form. With totals
 * far below 2^52 the bias is below 2^-30 per outcome.
 */
export function ticketOf(digestHex: string, outcomes: number): number {
  if (!Number.isSafeInteger(outcomes) || outcomes <= 0) throw new Error(`outcomes ${outcomes} must be a positive integer`);
  const bits = BigInt(`0x${digestHex.slice(0, 13)}`);
  return Number((bits * BigInt(outcomes)) >> 52n);
}

export function totalWeight(prizes: readonly FairPrize[]): number {
  return prizes.reduce((sum, prize) => sum + prize.weight, 0);
}

function assertTable(prizes: readonly FairPrize[]): void {
  if (prizes.length === 0) throw new Error('the prize table is empty');
  for (const prize of prizes) {
    if (!Number.isSafeInteger(prize.weight) || prize.weight < 0) throw new Error(`prize ${prize.id}: weight must be a non-negative integer`);
  }
  if (totalWeight(prizes) <= 0) throw new Error('the prize table has no weight');
}

/** The index in `prizes` (table order) of the prize the spin lands on: the first whose cumulative weight exceeds the ticket. */
export function prizeIndex(serverSeed: string, clientSeed: string, nonce: number, prizes: readonly FairPrize[]): number {
  assertTable(prizes);
  const ticket = ticketOf(spinDigest(serverSeed, clientSeed, nonce), totalWeight(prizes));
  let cumulative = 0;
  for (let index = 0; index < prizes.length; index++) {
    cumulative += prizes[index]!.weight;
    if (ticket < cumulative) return index;
  }
  /* c8 ignore next */
  throw new Error('unreachable: ticket beyond the total weight');
}

/** The prize of spin `nonce` under the seed pair and table. */
export function fairPrize<P extends FairPrize>(serverSeed: string, clientSeed: string, nonce: number, prizes: readonly P[]): P {
  return prizes[prizeIndex(serverSeed, clientSeed, nonce, prizes)]!;
}

/** Each prize's probability (weight / total), in table order. */
export function probabilities(prizes: readonly FairPrize[]): number[] {
  assertTable(prizes);
  const total = totalWeight(prizes);
  return prizes.map((prize) => prize.weight / total);
}

/** The expected credit of one spin in satang (credit kinds only: points and spins are not money). */
export function expectedValueSatang(prizes: readonly FairPrize[], creditKinds: readonly string[] = ['credit_bonus', 'credit_main']): number {
  const total = totalWeight(prizes);
  return prizes.reduce((sum, prize) => sum + (creditKinds.includes(prize.kind) ? (prize.weight * prize.value) / total : 0), 0);
}
