import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '#shared/clock.js';
import { ErrorCode } from '#shared/errors.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';
import { startTestUpstream, type TestUpstream } from '../test-support/test-upstream.js';

interface ReadyBody {
  error: number;
  message?: string;
  data: { ready: boolean; upstream: boolean; redis?: boolean; degraded: string[] };
}

const clock = new FakeClock();
let upstream: TestUpstream;
let gw: TestGateway;
beforeAll(async () => {
  upstream = await startTestUpstream();
  gw = await startTestGateway({ upstreamUrl: upstream.url, clock });
});
afterAll(async () => {
  await gw.close();
  await upstream.close();
});

describe('/readyz', () => {
  it('answers 200 while the upstream answers, and 503 naming it when it does not; /healthz stays 200', async () => {
    const up = await gw.request<ReadyBody>('GET', '/readyz');
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ error: 0, data: { ready: true, upstream: true, degraded: [] } });
    expect(up.body.data).not.toHaveProperty('redis');
    expect(up.headers.get('cache-control')).toBe('no-store');

    upstream.setDown(true);
    clock.advance(1_000);
    const down = await gw.request<ReadyBody>('GET', '/readyz');
    expect(down.status).toBe(503);
    expect(down.body.error).toBe(ErrorCode.UPSTREAM_DOWN);
    expect(down.body.message).toContain('ระบบหลังบ้าน');
    expect(down.body.data).toMatchObject({ ready: false, upstream: false });
    expect(gw.gateway.readiness()).toEqual({ upstream: false });
    expect((await gw.request('GET', '/healthz')).status).toBe(200);

    upstream.setDown(false);
    clock.advance(1_000);
    expect((await gw.request('GET', '/readyz')).status).toBe(200);
    expect(gw.gateway.readiness()).toEqual({ upstream: true });
  });

  it('asks the upstream at most once a second however often it is called', async () => {
    clock.advance(1_000);
    upstream.resetCalls();
    await Promise.all(Array.from({ length: 20 }, () => gw.request('GET', '/readyz')));
    await gw.request('GET', '/readyz');
    expect(upstream.calls('/api/banner')).toBe(1);
  });
});
