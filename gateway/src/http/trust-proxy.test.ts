/**
 * TRUST_PROXY (docs/decisions/0008): without it the gateway takes the socket's
 * address, so a rotating X-Forwarded-For cannot slip past the upstream's login
 * limits; with it the named proxy's header names the client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { DEMO_MEMBER } from '#upstream/db/seed.js';
import { startUpstream, type TestUpstream } from '#upstream/test-support/upstream.js';
import { loadConfig } from '../config.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

const attempt = (gw: TestGateway, address: string, password = 'wrong-password') =>
  gw.request<{ error: number }>('POST', API.auth.login, {
    body: { username: DEMO_MEMBER.username, password },
    headers: { 'x-forwarded-for': address },
  });

describe('the client address behind the gateway', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    // As the embedded start: the upstream trusts the gateway beside it on loopback.
    up = await startUpstream({ settings: { trustProxy: 'loopback' } });
  });
  afterAll(() => up.close());

  it('does not let a rotating X-Forwarded-For bypass the login limit without TRUST_PROXY', async () => {
    const gw = await startTestGateway({ upstreamUrl: up.url });
    try {
      for (let i = 0; i < 10; i++) expect((await attempt(gw, `203.0.113.${i}`)).body.error).toBe(ErrorCode.INVALID_CREDENTIALS);
      const limited = await attempt(gw, '198.51.100.1', DEMO_MEMBER.password);
      expect(limited.status).toBe(429);
      expect(limited.body.error).toBe(ErrorCode.RATE_LIMITED);
    } finally {
      await gw.close();
    }
    up.clock.advance(15 * 60 * 1000);
  });

  it('counts the address a trusted proxy reports when TRUST_PROXY names it', async () => {
    const gw = await startTestGateway({ upstreamUrl: up.url, options: { trustProxy: 'loopback' } });
    try {
      for (let i = 0; i < 10; i++) await attempt(gw, '203.0.113.77');
      expect((await attempt(gw, '203.0.113.77', DEMO_MEMBER.password)).status).toBe(429);
      // Another client behind the same nginx is not that address.
      expect((await attempt(gw, '198.51.100.2', DEMO_MEMBER.password)).body.error).toBe(0);
    } finally {
      await gw.close();
    }
  });

  it('reads TRUST_PROXY: unset trusts nobody', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
  });
});
