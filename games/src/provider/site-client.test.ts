/**
 * Signed POSTs to a bare node:http site that checks each signature against the
 * bytes it received, counts its connections, and loses answers as a network
 * and a failing site lose them: connections ended before the answer, 5xx,
 * answers that are not envelopes, successes that do not parse, no answer.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PROVIDER_ID_HEADER, PROVIDER_SIGNATURE_HEADER, PROVIDER_TIMESTAMP_HEADER } from '#shared/api/provider-wallet.js';
import { systemClock } from '#shared/clock.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { providerSignature } from '#server-kit/provider-signature.js';
import { listenOnLoopback } from '#upstream/test-support/listen.js';
import { createSignedPost, SiteUnreachable } from './site-client.js';
import { createSitePool } from './site-pool.js';

const SECRET = 'site-client-test-secret';
const ZBalance = z.object({ balance: z.number() });

/** What the site does with a request: answers it, or loses the answer one way. */
type Fault = 'drop' | '5xx' | 'not an envelope' | 'unreadable success' | 'no answer';

interface Arrival {
  path: string;
  raw: string;
  signed: boolean;
}

async function startSite() {
  const state = { connections: 0, arrivals: [] as Arrival[], faults: [] as Fault[] };
  const { server, url } = await listenOnLoopback((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const timestamp = String(req.headers[PROVIDER_TIMESTAMP_HEADER.toLowerCase()]);
      const signed =
        req.headers[PROVIDER_ID_HEADER.toLowerCase()] === 'huaydee' &&
        req.headers[PROVIDER_SIGNATURE_HEADER.toLowerCase()] === providerSignature(SECRET, timestamp, raw);
      state.arrivals.push({ path: req.url ?? '', raw: raw.toString('utf8'), signed });
      const fault = state.faults.shift();
      if (fault === 'drop') return req.socket.destroy();
      if (fault === 'no answer') return;
      res.setHeader('Content-Type', 'application/json');
      if (fault === '5xx') return res.writeHead(503).end('{"error":1}');
      if (fault === 'not an envelope') return res.end('<html>maintenance</html>');
      if (fault === 'unreadable success') return res.end('{"error":0,"data":{"balance":"lots"}}');
      const body = JSON.parse(raw.toString('utf8')) as { refuse?: boolean };
      if (body.refuse) return res.end(JSON.stringify({ error: ErrorCode.INSUFFICIENT_BALANCE, message: 'ยอดเงินไม่พอ' }));
      res.end(JSON.stringify({ error: 0, data: { balance: 100.5 } }));
    });
  });
  server.on('connection', () => (state.connections += 1));
  cleanup.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { url, state };
}

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of cleanup.splice(0).reverse()) await close();
});

function signedPostTo(url: string, timeoutMs = 2_000) {
  const pool = createSitePool(url, timeoutMs);
  cleanup.push(() => pool.close());
  return createSignedPost({ transport: pool, providerCode: 'huaydee', secret: SECRET, clock: systemClock, retryDelayMs: 0 });
}

describe('signed posts to the site', () => {
  it('go over kept-alive connections: 50 in a row open at most two, each signed over the bytes sent', async () => {
    const { url, state } = await startSite();
    const post = signedPostTo(url);
    for (let call = 0; call < 50; call += 1) {
      expect(await post('/provider/wallet/balance', { session: `s-${call}`, note: 'ยอด' }, ZBalance)).toEqual({ balance: 100.5 });
    }
    expect(state.arrivals).toHaveLength(50);
    expect(state.arrivals.every((arrival) => arrival.signed)).toBe(true);
    // undici waits one turn of the event loop before reusing a connection that just answered (upstream-client.test.ts).
    expect(state.connections).toBeLessThanOrEqual(2);
  });

  it.each<Fault>(['drop', '5xx', 'not an envelope', 'unreadable success', 'no answer'])(
    'send a lost answer (%s) again with the very same body, signed again',
    async (fault) => {
      const { url, state } = await startSite();
      const post = signedPostTo(url, 300);
      state.faults.push(fault);
      const body = { session: 's-1', transaction_id: 'r-1-d', amount: 10 };
      expect(await post('/provider/wallet/debit', body, ZBalance)).toEqual({ balance: 100.5 });
      expect(state.arrivals).toHaveLength(2);
      expect(state.arrivals[1]!.raw).toBe(state.arrivals[0]!.raw);
      expect(state.arrivals[0]!.raw).toBe(JSON.stringify(body));
      expect(state.arrivals.every((arrival) => arrival.signed)).toBe(true);
    },
  );

  it('give up after every try is lost: SiteUnreachable, whether the site took the call unknown', async () => {
    const { url, state } = await startSite();
    const post = signedPostTo(url);
    state.faults.push('drop', '5xx', 'drop');
    await expect(post('/provider/wallet/credit', { transaction_id: 'r-1-c' }, ZBalance)).rejects.toBeInstanceOf(SiteUnreachable);
    expect(state.arrivals).toHaveLength(3);
  });

  it('throw a refusal as its AppError, never sent again', async () => {
    const { url, state } = await startSite();
    const post = signedPostTo(url);
    await expect(post('/provider/wallet/debit', { refuse: true }, ZBalance)).rejects.toSatisfy(
      (error) => error instanceof AppError && error.code === ErrorCode.INSUFFICIENT_BALANCE && error.message === 'ยอดเงินไม่พอ',
    );
    expect(state.arrivals).toHaveLength(1);
  });
});
