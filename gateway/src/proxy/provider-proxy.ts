/**
 * `/provider/*` pass-through: the provider wallet protocol (docs/decisions/0038).
 * A provider's signature covers the body's raw bytes, so the body goes on byte
 * for byte (raw-post-proxy.ts) with the three signing headers and the request
 * id; the signature and the body are the upstream's to judge.
 */
import type { Router } from 'express';
import { PROVIDER_ID_HEADER, PROVIDER_SIGNATURE_HEADER, PROVIDER_TIMESTAMP_HEADER } from '@shared/api/provider-wallet.js';
import { callAt } from '@shared/api/registry.js';
import { rawPasser, rawPostProxy, type RawRequestFacts } from './raw-post-proxy.js';
import type { UpstreamClient } from './upstream-client.js';

/** The router for Express, and the same pass for the lean front (lean-api.ts). */
export function providerProxy({ upstream }: { upstream: UpstreamClient }): { router: Router; passRaw: ReturnType<typeof rawPasser> } {
  const options = {
    target: upstream,
    prefix: '/provider/',
    headersOf: (req: RawRequestFacts) => ({
      [PROVIDER_ID_HEADER]: req.get(PROVIDER_ID_HEADER),
      [PROVIDER_TIMESTAMP_HEADER]: req.get(PROVIDER_TIMESTAMP_HEADER),
      [PROVIDER_SIGNATURE_HEADER]: req.get(PROVIDER_SIGNATURE_HEADER),
      'user-agent': req.get('user-agent'),
    }),
    countAs: (path: string) => callAt('POST', path)?.id ?? 'provider:unknown',
  };
  return { router: rawPostProxy(options), passRaw: rawPasser(options) };
}
