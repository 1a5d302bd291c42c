/** Every answer of the gateway is an envelope, whatever the request did wrong (decision 0027). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { EDGE_MESSAGES } from '#server-kit/http/edge.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';
import { startTestUpstream, TEST_AGENT_KEY, type TestUpstream } from '../test-support/test-upstream.js';

const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const deepArray = (levels: number) => `{"a":${'['.repeat(levels)}${']'.repeat(levels)}}`;
const json = { 'content-type': 'application/json' };

interface Answer {
  status: number;
  headers: Headers;
  body: { error: number; message?: string; data?: unknown };
}

let upstream: TestUpstream;
let gw: TestGateway;
let token: string;

beforeAll(async () => {
  upstream = await startTestUpstream();
  gw = await startTestGateway({ upstreamUrl: upstream.url, agentApiKey: TEST_AGENT_KEY });
  ({ token } = await upstream.register());
});
afterAll(async () => {
  await gw.close();
  await upstream.close();
});

async function send(method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const response = await fetch(gw.url + path, { method, headers: init.headers, body: init.body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as Answer['body'] };
}

describe('the gateway answers envelopes at its edge', () => {
  it('refuses a body nested 5,000 deep with 400 wherever it would have passed unchecked, never forwarding it', async () => {
    upstream.resetCalls();
    const paths: [string, string, Record<string, string>][] = [
      ['POST', API.promotion.accept, json], // a member path called by a visitor: forwarded unchecked before
      ['POST', API.promotion.accept, { ...json, authorization: `Bearer ${token}` }],
      ['POST', API.promotion.list, json], // a GET path called with POST
      ['POST', '/api/not-built', json], // a path the registry does not have
      ['POST', API.auth.login, json],
    ];
    for (const [method, path, headers] of paths) {
      for (const body of [deep(5000), deepArray(5000), deep(65)]) {
        const reply = await send(method, path, { body, headers });
        expect(reply.status, `${method} ${path}`).toBe(400);
        expect(reply.body).toEqual({ error: ErrorCode.BAD_REQUEST, message: EDGE_MESSAGES.tooDeep });
      }
      expect(upstream.calls(path), path).toBe(0);
    }
  });

  it('reads 64 levels, and brackets inside strings do not count', async () => {
    const sixtyFour = await send('POST', API.auth.login, { body: deep(64), headers: json });
    expect(sixtyFour.body.error).toBe(ErrorCode.VALIDATION);
    const inString = await send('POST', API.auth.login, { body: JSON.stringify({ username: '{['.repeat(3000), password: 'x' }), headers: json });
    expect(inString.body.error).toBe(ErrorCode.VALIDATION);
  });

  it('answers an unknown path 404, under /api and /operator', async () => {
    for (const path of ['/api/not-built', '/operator/payments']) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']) {
        const reply = await send(method, path);
        expect(reply.status, `${method} ${path}`).toBe(404);
        expect(reply.body).toEqual({ error: ErrorCode.NOT_FOUND, message: 'ไม่พบข้อมูลที่ต้องการ' });
      }
    }
  });

  it('answers a known path with another method 405 and Allow, without asking the upstream', async () => {
    upstream.resetCalls();
    const post = await send('POST', API.promotion.list);
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(post.body).toEqual({ error: ErrorCode.BAD_REQUEST, message: EDGE_MESSAGES.methodNotAllowed });
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const reply = await send(method, API.auth.login);
      expect(reply.status, method).toBe(405);
      expect(reply.headers.get('allow')).toBe('POST, OPTIONS');
      expect(reply.body.error).toBe(ErrorCode.BAD_REQUEST);
    }
    expect(upstream.calls(API.promotion.list) + upstream.calls(API.auth.login)).toBe(0);
  });

  it('answers OPTIONS with the methods in an envelope and opens no CORS', async () => {
    const reply = await send('OPTIONS', API.member.limits, {
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    expect(reply.body).toEqual({ error: ErrorCode.OK, data: { allow: ['GET', 'HEAD', 'POST', 'OPTIONS'] } });
    for (const name of ['access-control-allow-origin', 'access-control-allow-methods', 'access-control-allow-headers']) {
      expect(reply.headers.get(name), name).toBeNull();
    }
  });

  it('answers a body over 100 kB 413', async () => {
    const reply = await send('POST', API.auth.login, { body: JSON.stringify({ username: 'x'.repeat(120_000) }), headers: json });
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ error: ErrorCode.BAD_REQUEST, message: EDGE_MESSAGES.tooLarge });
  });

  it('answers a body that is not JSON 415 without forwarding it, and takes a write with no body', async () => {
    upstream.resetCalls();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const reply = await send('POST', API.auth.login, { body: 'username=0899999999&password=x', headers: { 'content-type': type } });
      expect(reply.status, type).toBe(415);
      expect(reply.body).toEqual({ error: ErrorCode.BAD_REQUEST, message: EDGE_MESSAGES.notJson });
    }
    expect(upstream.calls(API.auth.login)).toBe(0);
    const noBody = await send('POST', API.member.wallets, { headers: { authorization: `Bearer ${token}` } });
    expect(noBody.body.error).toBe(ErrorCode.OK);
  });

  it("answers headers over Node's 16 kB limit 431 with an envelope", async () => {
    const reply = await send('GET', API.promotion.list, { headers: { 'x-filler': 'x'.repeat(20_000) } });
    expect(reply.status).toBe(431);
    expect(reply.body).toEqual({ error: ErrorCode.BAD_REQUEST, message: EDGE_MESSAGES.headersTooLarge });
  });
});

describe("the gateway's own paths", () => {
  it('answer another method 405 and OPTIONS with their methods', async () => {
    for (const path of ['/', '/healthz', '/lotto/some-page']) {
      const post = await send('POST', path, { body: '{}', headers: json });
      expect(post.status, path).toBe(405);
      expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect(post.body).toEqual({ error: ErrorCode.BAD_REQUEST, message: EDGE_MESSAGES.methodNotAllowed });
      const options = await send('OPTIONS', path);
      expect(options.status, path).toBe(200);
      expect(options.body).toEqual({ error: ErrorCode.OK, data: { allow: ['GET', 'HEAD', 'OPTIONS'] } });
    }
    const agent = await send('GET', '/agent/broadcast', { headers: { authorization: `Bearer ${TEST_AGENT_KEY}` } });
    expect(agent.status).toBe(405);
    expect(agent.headers.get('allow')).toBe('POST, OPTIONS');
  });
});
