/**
 * The upstream client against a bare node:http upstream that counts its
 * connections and can end one just as a request arrives on it: the keep-alive
 * pool, the single repeat of a call safe to repeat, and the answer as callers
 * read it.
 */
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '#shared/api/paths.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { listenOnLoopback } from '#upstream/test-support/listen.js';
import { closedPortUrl } from '../test-support/fake-upstream.js';
import { createUpstreamClient, type UpstreamFault } from './upstream-client.js';

/** How the upstream ends a connection: a close (FIN) or a reset (RST). */
type Ending = 'close' | 'reset';

interface Arrival {
  method: string;
  path: string;
  body: string;
}

/** Answers every request with its method and path, except those to /hang (never answered). */
interface CountingUpstream {
  url: string;
  connections: number;
  arrivals: Arrival[];
  /** the next request arriving on a connection that has (`used`) or has not (`fresh`) answered before is not answered: its connection ends */
  endNext(ending: Ending, on: 'used' | 'fresh'): void;
  close(): Promise<void>;
}

async function startCountingUpstream(): Promise<CountingUpstream> {
  const answered = new WeakMap<Socket, number>();
  let ending: { how: Ending; on: 'used' | 'fresh' } | undefined;
  const { server, url } = await listenOnLoopback((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      state.arrivals.push({ method: req.method ?? '', path: req.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
      const used = (answered.get(req.socket) ?? 0) > 0;
      if (ending && (ending.on === 'used') === used) {
        const { how } = ending;
        ending = undefined;
        if (how === 'close') req.socket.destroy();
        else req.socket.resetAndDestroy();
        return;
      }
      if (req.url === '/hang') return;
      answered.set(req.socket, (answered.get(req.socket) ?? 0) + 1);
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('X-Upstream-Node', 'a');
      res.setHeader('Set-Cookie', ['one=1', 'two=2']);
      res.end(JSON.stringify({ error: 0, data: { method: req.method, path: req.url } }));
    });
  });
  const state: CountingUpstream = {
    url,
    connections: 0,
    arrivals: [],
    endNext: (how, on) => (ending = { how, on }),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  server.on('connection', () => (state.connections += 1));
  return state;
}

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of cleanup.splice(0).reverse()) await close();
});

async function setUp(timeoutMs = 2_000) {
  const upstream = await startCountingUpstream();
  cleanup.push(upstream.close);
  const faults: Array<UpstreamFault | undefined> = [];
  const client = createUpstreamClient({ baseUrl: upstream.url, timeoutMs, onAnswered: (_kind, _seconds, fault) => faults.push(fault) });
  cleanup.push(client.close);
  return { upstream, client, faults };
}

/** One call, then a pause so the pool's one connection is idle and used: the next call goes out on it. */
async function warmUp(client: ReturnType<typeof createUpstreamClient>): Promise<void> {
  await client.send({ method: 'GET', path: '/warm-up' });
  await sleep(20);
}

describe('the upstream client keeps its connections alive', () => {
  it('50 calls one after the other open at most two connections', async () => {
    const { upstream, client } = await setUp();
    for (let call = 0; call < 50; call += 1) {
      const response = await client.send(call % 2 ? { method: 'GET', path: `/api/read?n=${call}` } : { method: 'POST', path: '/api/write', body: { n: call } });
      expect(response.status).toBe(200);
    }
    expect(upstream.arrivals).toHaveLength(50);
    // undici waits one turn of the event loop before it writes again on a connection that just
    // answered, so a call made at once takes a second connection; the two then take turns.
    expect(upstream.connections).toBeLessThanOrEqual(2);
  });
});

describe('a used connection the upstream ends just as a call goes out on it', () => {
  it.each<Ending>(['close', 'reset'])('(%s) a GET is sent once more on a fresh connection and answered', async (ending) => {
    const { upstream, client } = await setUp();
    await warmUp(client);
    upstream.endNext(ending, 'used');
    const response = await client.send({ method: 'GET', path: '/api/lotto/lobby' });
    expect(response.status).toBe(200);
    expect(upstream.arrivals.filter((arrival) => arrival.path === '/api/lotto/lobby')).toHaveLength(2);
    expect(upstream.connections).toBe(2);
  });

  it.each<Ending>(['close', 'reset'])('(%s) a write carrying its idempotency key is sent once more, the same bytes', async (ending) => {
    const { upstream, client } = await setUp();
    await warmUp(client);
    upstream.endNext(ending, 'used');
    const rawBody = Buffer.from('{"amount": 100,  "note":"ฝาก"}');
    const response = await client.send({ method: 'POST', path: '/api/deposit', rawBody, headers: { [IDEMPOTENCY_HEADER]: 'key-1' } });
    expect(response.status).toBe(200);
    const sent = upstream.arrivals.filter((arrival) => arrival.path === '/api/deposit');
    expect(sent.map((arrival) => arrival.body)).toEqual([rawBody.toString('utf8'), rawBody.toString('utf8')]);
  });

  it.each<Ending>(['close', 'reset'])('(%s) a write without its key is not repeated: UPSTREAM_DOWN', async (ending) => {
    const { upstream, client, faults } = await setUp();
    await warmUp(client);
    upstream.endNext(ending, 'used');
    const call = client.send({ method: 'POST', path: '/api/lotto/bill', body: { amount: 100 }, countAs: 'bill' });
    await expect(call).rejects.toSatisfy((error) => error instanceof AppError && error.code === ErrorCode.UPSTREAM_DOWN);
    expect(upstream.arrivals.filter((arrival) => arrival.path === '/api/lotto/bill')).toHaveLength(1);
    expect(faults).toEqual(['down']);
  });

  it.each<Ending>(['close', 'reset'])('(%s) on a fresh connection nothing is repeated, not even a GET: UPSTREAM_DOWN', async (ending) => {
    const { upstream, client } = await setUp();
    upstream.endNext(ending, 'fresh');
    const call = client.send({ method: 'GET', path: '/api/lotto/lobby' });
    await expect(call).rejects.toSatisfy((error) => error instanceof AppError && error.code === ErrorCode.UPSTREAM_DOWN);
    expect(upstream.arrivals).toHaveLength(1);
  });
});

describe('what the upstream client sends and answers', () => {
  it('sends a raw body byte for byte under the base URL\'s own path, and reads headers by any case', async () => {
    const upstream = await startCountingUpstream();
    cleanup.push(upstream.close);
    const client = createUpstreamClient({ baseUrl: `${upstream.url}/operator-api/`, timeoutMs: 2_000 });
    cleanup.push(client.close);
    const rawBody = Buffer.from('{ "b":1,\n"a" : "ไทย" }');
    const response = await client.send({ method: 'POST', path: '/provider/wallet/debit?x=1', rawBody });
    expect(upstream.arrivals).toEqual([{ method: 'POST', path: '/operator-api/provider/wallet/debit?x=1', body: rawBody.toString('utf8') }]);
    expect(response.contentType).toBe('application/json');
    expect(response.header('X-Upstream-Node')).toBe('a');
    expect(response.header('set-cookie')).toBe('one=1, two=2');
    expect(response.header('x-absent')).toBeNull();
    expect(response.json()).toEqual({ error: 0, data: { method: 'POST', path: '/operator-api/provider/wallet/debit?x=1' } });
    expect(client.baseUrl).toBe(`${upstream.url}/operator-api`);
  });

  it('answers UPSTREAM_TIMEOUT when the answer does not come in time, counted as a timeout', async () => {
    const { client, faults } = await setUp(200);
    const startedAt = performance.now();
    const call = client.send({ method: 'GET', path: '/hang', countAs: 'hang' });
    await expect(call).rejects.toSatisfy((error) => error instanceof AppError && error.code === ErrorCode.UPSTREAM_TIMEOUT);
    expect(performance.now() - startedAt).toBeLessThan(1_500);
    expect(faults).toEqual(['timeout']);
  });

  it('answers UPSTREAM_DOWN when nothing listens, counted as down', async () => {
    const faults: Array<UpstreamFault | undefined> = [];
    const client = createUpstreamClient({ baseUrl: await closedPortUrl(), timeoutMs: 2_000, onAnswered: (_kind, _seconds, fault) => faults.push(fault) });
    cleanup.push(client.close);
    await expect(client.send({ method: 'GET', path: '/api/lotto/lobby', countAs: 'lobby' })).rejects.toSatisfy(
      (error) => error instanceof AppError && error.code === ErrorCode.UPSTREAM_DOWN,
    );
    expect(faults).toEqual(['down']);
  });

  it('close() ends a call in flight and resolves', async () => {
    const { client } = await setUp();
    const call = client.send({ method: 'GET', path: '/hang' });
    await sleep(20);
    await client.close();
    await expect(call).rejects.toSatisfy((error) => error instanceof AppError && error.code === ErrorCode.UPSTREAM_DOWN);
  });
});
