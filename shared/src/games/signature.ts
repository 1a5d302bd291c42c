/**
 * The provider wallet protocol's request signature (api/provider-wallet.ts):
 * lowercase hex HMAC-SHA256 with the provider's secret over
 * `<timestamp>.<raw body>`, the timestamp being Unix milliseconds as sent in
 * `X-Timestamp`. The same code signs in our own provider and checks in the
 * upstream; an outside provider writes it in three lines of its own.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { PROVIDER_ID_HEADER, PROVIDER_SIGNATURE_HEADER, PROVIDER_TIMESTAMP_HEADER } from '../api/provider-wallet.js';

export function providerSignature(secret: string, timestamp: string, rawBody: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(`${timestamp}.${rawBody}`)));
}

/** The three headers of a signed request whose body is exactly `rawBody`. */
export function signedHeaders(providerCode: string, secret: string, rawBody: string, now: number): Record<string, string> {
  const timestamp = String(now);
  return {
    [PROVIDER_ID_HEADER]: providerCode,
    [PROVIDER_TIMESTAMP_HEADER]: timestamp,
    [PROVIDER_SIGNATURE_HEADER]: providerSignature(secret, timestamp, rawBody),
  };
}
