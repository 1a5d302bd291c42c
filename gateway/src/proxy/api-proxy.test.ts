import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, IDEMPOTENCY_HEADER, REQUEST_ID_HEADER } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';
import { startTestUpstream, TEST_AGENT_KEY, type TestUpstream } from '../test-support/test-upstream.js';

let upstream: TestUpstream;
let gw: TestGateway;

beforeAll(async () => {
  upstream = await startTestUpstream();
  gw = await startTestGateway({ upstreamUrl: upstream.url, agentApiKey: TEST_AGENT_KEY });
});
afterAll(async () => {
  await gw.close();
  await upstream.close();
});

/** A request whose path goes out exactly as written (fetch would resolve the dots first). */
function rawRequest(method: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const url = new URL(gw.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('/api pass-through', () => {
  it('forwards method, query, body, auth, idempotency key, request id and client address', async () => {
    const member = await upstream.register();
    const reply = await gw.request('POST', `${API.member.wallets}?page=2&q=%E0%B8%81`, {
      body: { note: 'ทดสอบ', n: 1 },
      headers: {
        authorization: `Bearer ${member.token}`,
        [IDEMPOTENCY_HEADER]: 'key-123',
        [REQUEST_ID_HEADER]: 'req-abc.1',
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get(REQUEST_ID_HEADER)).toBe('req-abc.1');
    const seen = upstream.last(API.member.wallets);
    expect(seen?.method).toBe('POST');
    expect(seen?.url).toBe(`${API.member.wallets}?page=2&q=%E0%B8%81`);
    expect(seen?.body).toEqual({ note: 'ทดสอบ', n: 1 });
    expect(seen?.headers.authorization).toBe(`Bearer ${member.token}`);
    expect(seen?.headers[IDEMPOTENCY_HEADER]).toBe('key-123');
    expect(seen?.headers[REQUEST_ID_HEADER]).toBe('req-abc.1');
    expect(seen?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('makes a request id when none (or a forged one) is given, and echoes it', async () => {
    const reply = await gw.request('GET', API.agent.eventList, { headers: { [REQUEST_ID_HEADER]: 'bad id\twith spaces' } });
    const id = reply.headers.get(REQUEST_ID_HEADER);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(upstream.last(API.agent.eventList)?.headers[REQUEST_ID_HEADER]).toBe(id);
  });

  it('answers with the upstream status and body unchanged, 401 included', async () => {
    const direct = await fetch(upstream.url + API.auth.userInfo, { headers: { authorization: 'Bearer nope' } });
    const through = await gw.request('GET', API.auth.userInfo, { headers: { authorization: 'Bearer nope' } });
    expect(through.status).toBe(401);
    expect(through.status).toBe(direct.status);
    expect(through.body).toEqual(await direct.json());
  });

  it('answers an unknown /api path with a 404 envelope', async () => {
    const reply = await gw.request<{ error: number; message: string }>('GET', '/api/no/such/call');
    expect(reply.status).toBe(404);
    expect(reply.body.error).toBe(ErrorCode.NOT_FOUND);
    expect(reply.body.message).toBeTruthy();
  });

  it('refuses unreadable bodies with a 400 envelope before the upstream sees them', async () => {
    const before = upstream.calls(API.auth.login);
    for (const raw of ['{"username": ', '[1,2]', '"text"', '42', 'null']) {
      const reply = await gw.request<{ error: number }>('POST', API.auth.login, { raw });
      expect(reply.status, raw).toBe(400);
      expect(reply.body.error, raw).toBe(ErrorCode.BAD_REQUEST);
    }
    const large = await gw.request<{ error: number }>('POST', API.auth.login, { body: { username: 'x'.repeat(110 * 1024) } });
    expect(large.status).toBe(413); // decision 0009
    expect(large.body.error).toBe(ErrorCode.BAD_REQUEST);
    expect(upstream.calls(API.auth.login)).toBe(before);
  });

  it('refuses a request off the contract at the edge, with the upstream’s Thai answer, and never forwards it', async () => {
    const member = await upstream.register();
    const auth = { authorization: `Bearer ${member.token}` };
    upstream.resetCalls();
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', API.lotto.billCreate, { round_id: 1, items: [{ bet_type: '2top', number: '12', amount: 1.005 }] }, 'items.0.amount'],
      ['POST', API.lotto.yeekeeShoot, { round_id: 1, number: '12a45' }, 'number'],
      ['POST', API.payment.generateQr, { channel_id: 1, amount: -5 }, 'amount'],
      ['POST', API.member.withdraw, { amount: '100' }, 'amount'],
      ['GET', `${API.member.statement}?from=2026-13-01`, undefined, 'from'],
    ];
    for (const [method, path, body, field] of cases) {
      const reply = await gw.request<{ error: number; message: string; data: { fields: Record<string, string> } }>(method, path, { body, headers: auth });
      expect(reply.status, path).toBe(200);
      expect(reply.body.error, path).toBe(ErrorCode.VALIDATION);
      expect(reply.body.message, path).toMatch(/[\u0E00-\u0E7F]/);
      expect(Object.keys(reply.body.data.fields), path).toContain(field);
    }
    expect(upstream.calls(API.lotto.billCreate) + upstream.calls(API.lotto.yeekeeShoot) + upstream.calls(API.payment.generateQr)).toBe(0);
    expect(upstream.calls(API.member.withdraw) + upstream.calls(API.member.statement)).toBe(0);

    // Without a token a member call is the upstream's to refuse: 401 comes before the body.
    const visitor = await gw.request('POST', API.lotto.billCreate, { body: { round_id: 'x' } });
    expect(visitor.status).toBe(401);
    // The same answer the upstream gives for the same body, message and fields included.
    const direct = await fetch(upstream.url + API.lotto.yeekeeShoot, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ round_id: 1, number: '12a45' }),
    }).then((r) => r.json());
    const viaGateway = await gw.request('POST', API.lotto.yeekeeShoot, { body: { round_id: 1, number: '12a45' }, headers: auth });
    expect(viaGateway.body).toEqual(direct);
  });

  it('never lets the public side reach /operator/*', async () => {
    const key = { authorization: `Bearer ${TEST_AGENT_KEY}` };
    const attempts = [
      await rawRequest('GET', '/operator/members?q=0', key),
      await rawRequest('POST', '/operator/credit', key),
      await rawRequest('GET', '/api/../operator/members?q=0', key),
      await rawRequest('GET', '/api/%2e%2e/operator/members?q=0', key),
      await rawRequest('GET', '/api/%2E%2E/%2E%2E/operator/members', key),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(404);
      expect(JSON.parse(attempt.body)).toMatchObject({ error: ErrorCode.NOT_FOUND });
    }
    expect(upstream.calls('/operator/members')).toBe(0);
    expect(upstream.calls('/operator/credit')).toBe(0);
  });

  it('answers /healthz without the upstream', async () => {
    const reply = await gw.request<{ error: number; data: { ok: boolean; uptime_s: number } }>('GET', '/healthz');
    expect(reply.status).toBe(200);
    expect(reply.body.error).toBe(0);
    expect(reply.body.data.ok).toBe(true);
    expect(typeof reply.body.data.uptime_s).toBe('number');
  });

  it('sends security headers on every answer', async () => {
    for (const path of ['/healthz', API.agent.eventList, '/']) {
      const reply = await gw.request('GET', path);
      const csp = reply.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toMatch(/img-src 'self' data: blob:/);
      expect(csp).toMatch(/connect-src 'self'.* ws:\/\/127\.0\.0\.1:\d+ wss:\/\/127\.0\.0\.1:\d+/);
      // No third party is configured here, so none is allowed.
      expect(csp).not.toContain('google');
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(reply.headers.get('x-powered-by')).toBeNull();
    }
  });
});
