/**
 * `/provider/*` pass-through: the provider wallet protocol (docs/decisions/0038).
 * A provider's signature covers the body's raw bytes, so the body goes on byte
 * for byte (raw-post-proxy.ts) with the three signing headers and the request
 * id; the signature and the body are the upstream's to judge.
 */
import type { Router } from 'express';
import { PROVIDER_ID_HEADER, PROVIDER_SIGNATURE_HEADER, PROVIDER_TIMESTAMP_HEADER } from '@shared/api/provider-wallet.js';
import { callAt } from '@shared/api/registry.js';
import { rawPostProxy } from './raw-post-proxy.js';
import type { UpstreamClient } from './upstream-client.js';

export function providerProxy({ upstream }: { upstream: UpstreamClient }): Router {
  return rawPostProxy({
    target: upstream,
    prefix: '/provider/',
    headersOf: (req) => ({
      [PROVIDER_ID_HEADER]: req.get(PROVIDER_ID_HEADER),
      [PROVIDER_TIMESTAMP_HEADER]: req.get(PROVIDER_TIMESTAMP_HEADER),
      [PROVIDER_SIGNATURE_HEADER]: req.get(PROVIDER_SIGNATURE_HEADER),
      'user-agent': req.get('user-agent'),
    }),
    countAs: (path) => callAt('POST', path)?.id ?? 'provider:unknown',
  });
}
