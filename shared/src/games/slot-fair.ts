/**
 * The built-in slots' published fairness function (docs/domain.md "Integrity
 * first"; the wheel's rule in docs/decisions/0030, one digest per reel). A
 * spin's reel stops are a pure function of the server seed (committed by its
 * SHA-256 before play), the member's client seed, the spin's nonce and the
 * title's strip lengths, so a member can recompute every spin in the browser:
 *
 *   digest(i) = HMAC-SHA256(key = server seed, `${client seed}:${nonce}:${i}`)      reel i = 0..4
 *   stop(i)   = ⌊bits(i) × strip length(i) / 2^52⌋, in whole numbers (ticketOf)
 *               where bits(i) = the first 52 bits of digest(i) as an integer
 *
 * Free spins won by spin `nonce` carry no nonce of their own (they are part of
 * that spin): free spin k (0-based) of it uses `${client seed}:${nonce}:fs${k}:${i}`.
 * A stop is the strip position shown on the top row; the rows below follow
 * the strip, wrapping at its end.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { serverSeedHash, ticketOf } from '../wheel/fair.js';

export { serverSeedHash };

function assertLengths(stripLengths: readonly number[]): void {
  if (stripLengths.length === 0) throw new Error('a slot needs at least one reel');
  for (const length of stripLengths) {
    if (!Number.isSafeInteger(length) || length <= 0) throw new Error(`strip length ${length} must be a positive integer`);
  }
}

function stopsFor(serverSeed: string, messagePrefix: string, stripLengths: readonly number[]): number[] {
  assertLengths(stripLengths);
  const key = utf8ToBytes(serverSeed);
  return stripLengths.map((length, reel) => ticketOf(bytesToHex(hmac(sha256, key, utf8ToBytes(`${messagePrefix}:${reel}`))), length));
}

/** The reel stops of base spin `nonce` under the seed pair. */
export function slotStops(serverSeed: string, clientSeed: string, nonce: number, stripLengths: readonly number[]): number[] {
  return stopsFor(serverSeed, `${clientSeed}:${nonce}`, stripLengths);
}

/** The reel stops of free spin `index` (0-based) awarded by base spin `nonce`, on the free-spin strips. */
export function freeSpinStops(serverSeed: string, clientSeed: string, nonce: number, index: number, stripLengths: readonly number[]): number[] {
  if (!Number.isSafeInteger(index) || index < 0) throw new Error(`free spin index ${index} must be a non-negative integer`);
  return stopsFor(serverSeed, `${clientSeed}:${nonce}:fs${index}`, stripLengths);
}
