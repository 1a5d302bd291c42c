/**
 * The one rule the wheel, slots, fishing, football and the baccarat shuffle
 * share (shared/wheel/fair.ts ticketOf): HMAC-SHA256 keyed with the server
 * seed over a message, its first 13 hex digits (52 bits) as an integer, times
 * the number of outcomes, divided by 2^52 and rounded down, all in whole
 * numbers (decision 0075). Laid open step by step.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { ticketOf } from '#shared/wheel/fair.js';

export const TWO_POW_52 = 2 ** 52;

export interface FractionStep {
  /** the HMAC key: the server seed's UTF-8 bytes */
  key: string;
  /** the HMAC message: UTF-8 bytes of this text */
  message: string;
  digest: string;
  /** the digest's first 13 hex digits */
  head: string;
  /** head as an integer (< 2^52, exact in a double) */
  bits: number;
  /** bits / 2^52, in [0, 1): football's u, not used for the draw itself */
  fraction: number;
  outcomes: number;
  /** bits × outcomes in decimal digits: it can pass 2^53, so it is shown as the whole number it is */
  product: string;
  /** ⌊product / 2^52⌋: ticketOf's answer */
  result: number;
}

export function hmacHex(key: string, message: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(message)));
}

export function fractionStep(key: string, message: string, outcomes: number): FractionStep {
  const digest = hmacHex(key, message);
  const head = digest.slice(0, 13);
  const bits = parseInt(head, 16);
  const product = (BigInt(bits) * BigInt(outcomes)).toString();
  return { key, message, digest, head, bits, fraction: bits / TWO_POW_52, outcomes, product, result: ticketOf(digest, outcomes) };
}
