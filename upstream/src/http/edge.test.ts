/** Every answer of the upstream is an envelope, whatever the request did wrong (decision 0027). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { EDGE_MESSAGES } from '#server-kit/http/edge.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { startUpstream, type TestUpstream } from '../test-support/upstream.js';

const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const deepArray = (levels: number) => `{"a":${'['.repeat(levels)}${']'.repeat(levels)}}`;

interface Answer {
  status: number;
  headers: Headers;
  body: { error: number; message?: string; data?: unknown };
}

describe('the upstream answers envelopes at its edge', () => {
  let up: TestUpstream;
  let token: string;
  beforeAll(async () => {
    up = await startUpstream();
    // The schedulers' first ticks (the coming rounds, the catch-up) done, so a snapshot sees only what a call did.
    await up.settle();
    ({ token } = await up.register());
  });
  afterAll(() => up.close());

  async function send(method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
    const response = await fetch(up.url + path, { method, headers: init.headers, body: init.body });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: JSON.parse(text) as Answer['body'] };
  }
  const json = { 'content-type': 'application/json' };

  it('refuses a body nested 5,000 deep with 400 on every kind of path, changing nothing', async () => {
    const before = await snapshot(up.db);
    const paths: [string, string, Record<string, string>][] = [
      ['POST', API.auth.login, json],
      ['POST', API.promotion.accept, json], // member path, no token
      ['POST', API.promotion.accept, { ...json, authorization: `Bearer ${token}` }],
      ['POST', API.promotion.list, json], // a GET path
      ['POST', '/api/not-built', json],
    ];
    for (const [method, path, headers] of paths) {
      for (const body of [deep(5000), deepArray(5000), deep(65)]) {
        const reply = await send(method, path, { body, headers });
        expect(reply.status, `${method} ${path}`).toBe(400);
        expect(reply.body).toEqual({ error: ErrorCode.BAD_REQUEST, message: EDGE_MESSAGES.tooDeep });
      }
    }
    expect(await snapshot(up.db)).toEqual(before);
  });

  it('reads 64 levels, and brackets inside strings do not count', async () => {
    const sixtyFour = await send('POST', API.auth.login, { body: deep(64), headers: json });
    expect(sixtyFour.body.error).toBe(ErrorCode.VALIDATION);
    const inString = await send('POST', API.auth.login, { body: JSON.stringify({ username: '{['.repeat(3000), password: 'x' }), headers: json });
    expect(inString.body.error).toBe(ErrorCode.VALIDATION);
  });

  it('answers an unknown path 404', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const reply = await send(method, '/api/not-built');
      expect(reply.status, method).toBe(404);
      expect(reply.body).toEqual({ error: ErrorCode.NOT_FOUND, message: 'ไม่พบข้อมูลที่ต้องการ' });
    }
  });

  it('answers a known path with another method 405 and Allow', async () => {
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
    // Both methods of one path are allowed; params match their segment.
    expect((await send('PUT', API.member.limits)).headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
  });

  it('answers OPTIONS with the methods in an envelope and opens no CORS', async () => {
    const reply = await send('OPTIONS', API.auth.login, { headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('allow')).toBe('POST, OPTIONS');
    expect(reply.body).toEqual({ error: ErrorCode.OK, data: { allow: ['POST', 'OPTIONS'] } });
    expect(reply.headers.get('access-control-allow-origin')).toBeNull();
    expect(reply.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('answers a body over 100 kB 413', async () => {
    const reply = await send('POST', API.auth.login, { body: JSON.stringify({ username: 'x'.repeat(120_000) }), headers: json });
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ error: ErrorCode.BAD_REQUEST, message: EDGE_MESSAGES.tooLarge });
  });

  it('answers a body that is not JSON 415, and takes a write with no body', async () => {
    const before = await snapshot(up.db);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const reply = await send('POST', API.auth.login, { body: 'username=0899999999&password=x', headers: { 'content-type': type } });
      expect(reply.status, type).toBe(415);
      expect(reply.body).toEqual({ error: ErrorCode.BAD_REQUEST, message: EDGE_MESSAGES.notJson });
    }
    expect(await snapshot(up.db)).toEqual(before);
    const noBody = await send('POST', API.member.wallets, { headers: { authorization: `Bearer ${token}` } });
    expect(noBody.body.error).toBe(ErrorCode.OK);
    const charset = await send('POST', API.auth.login, { body: '{}', headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(charset.body.error).toBe(ErrorCode.VALIDATION);
  });

  it("answers headers over Node's 16 kB limit 431 with an envelope", async () => {
    const reply = await send('GET', API.promotion.list, { headers: { 'x-filler': 'x'.repeat(20_000) } });
    expect(reply.status).toBe(431);
    expect(reply.body).toEqual({ error: ErrorCode.BAD_REQUEST, message: EDGE_MESSAGES.headersTooLarge });
  });
});
