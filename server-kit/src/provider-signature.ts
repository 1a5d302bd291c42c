/**
 * The provider wallet protocol's request signature (api/provider-wallet.ts):
 * lowercase hex HMAC-SHA256 with the provider's secret over
 * `<timestamp>.<raw body>`, the timestamp being Unix milliseconds as sent in
 * `X-Timestamp`. The same code signs in our own provider and checks in the
 * upstream; an outside provider writes it in three lines of its own.
 * Server-only (node:crypto, the cheapest HMAC here): no page signs or checks.
 */
import { createHmac } from 'node:crypto';
import { PROVIDER_ID_HEADER, PROVIDER_SIGNATURE_HEADER, PROVIDER_TIMESTAMP_HEADER } from '#shared/api/provider-wallet.js';

/** `rawBody` as received (its bytes) or as it will be sent (a string, encoded UTF-8). */
export function providerSignature(secret: string, timestamp: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
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
