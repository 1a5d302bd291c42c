import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ERRORS, ErrorCode } from '#shared/errors.js';
import { closedPortUrl, startFakeUpstream } from '../test-support/fake-upstream.js';
import { startTestGateway } from '../test-support/test-gateway.js';

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of cleanup.splice(0).reverse()) await close();
});
afterAll(async () => {
  for (const close of cleanup.splice(0).reverse()) await close();
});

describe('upstream faults', () => {
  it('answers 502 UPSTREAM_DOWN with the Thai message when nothing listens', async () => {
    const gw = await startTestGateway({ upstreamUrl: await closedPortUrl() });
    cleanup.push(gw.close);
    const reply = await gw.request<{ error: number; message: string }>('POST', '/api/login', { body: { username: 'a', password: 'b' } });
    expect(reply.status).toBe(502);
    expect(reply.body).toEqual({ error: ErrorCode.UPSTREAM_DOWN, message: ERRORS[ErrorCode.UPSTREAM_DOWN].message });
  });

  it('answers 504 UPSTREAM_TIMEOUT when the upstream does not answer in time', async () => {
    const fake = await startFakeUpstream((app) => {
      app.get('/api/lotto/lobby', () => undefined); // never answers
    });
    cleanup.push(fake.close);
    const gw = await startTestGateway({ upstreamUrl: fake.url, options: { upstreamTimeoutMs: 200 } });
    cleanup.push(gw.close);
    const reply = await gw.request<{ error: number; message: string }>('GET', '/api/lotto/lobby');
    expect(reply.status).toBe(504);
    expect(reply.body.error).toBe(ErrorCode.UPSTREAM_TIMEOUT);
    expect(reply.body.message).toBe(ERRORS[ErrorCode.UPSTREAM_TIMEOUT].message);
  });

  it('with CONTRACT_CHECK=warn, passes an answer that is not JSON through as it is', async () => {
    const fake = await startFakeUpstream((app) => {
      app.get('/api/banner', (_req, res) => {
        res.status(503).type('text/plain').send('maintenance');
      });
    });
    cleanup.push(fake.close);
    const gw = await startTestGateway({ upstreamUrl: fake.url, options: { contractCheck: 'warn' } });
    cleanup.push(gw.close);
    const reply = await gw.request('GET', '/api/banner');
    expect(reply.status).toBe(503);
    expect(reply.body).toBe('maintenance');
  });
});
