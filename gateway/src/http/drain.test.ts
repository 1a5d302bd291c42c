import { afterEach, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { FakeClock } from '#shared/clock.js';
import { LIVE_NAMESPACE } from '#shared/live/events.js';
import { startFakeUpstream } from '../test-support/fake-upstream.js';
import { waitFor } from '../test-support/live-client.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

// The graceful drain on SIGTERM (decision 0026): a slow upstream keeps a request in flight while the node drains.
const SLOW_PATH = '/api/banner';
let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function slowSetup(answerAfterMs: number | null) {
  let arrived = 0;
  const upstream = await startFakeUpstream((app) => {
    app.get(SLOW_PATH, (_req, res) => {
      arrived += 1;
      if (answerAfterMs !== null) setTimeout(() => res.json({ error: 0, data: [] }), answerAfterMs);
    });
  });
  const clock = new FakeClock();
  const gw = await startTestGateway({ upstreamUrl: upstream.url, clock, options: { contractCheck: 'off', upstreamTimeoutMs: 30_000 } });
  cleanup.push(() => upstream.close(), () => gw.close());
  return { gw, clock, arrived: () => arrived };
}

/** A socket that reconnects the way the site's client does (reconnection on). */
function memberSocket(gw: TestGateway): Promise<{ socket: Socket; reasons: string[]; attempts: () => number }> {
  const socket = io(gw.url + LIVE_NAMESPACE, { transports: ['websocket'], forceNew: true, reconnectionDelay: 20, reconnectionDelayMax: 50 });
  const reasons: string[] = [];
  let attempts = 0;
  socket.on('disconnect', (reason) => reasons.push(reason));
  socket.io.on('reconnect_attempt', () => (attempts += 1));
  cleanup.push(async () => {
    socket.disconnect();
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, reasons, attempts: () => attempts }));
    socket.once('connect_error', reject);
  });
}

const refused = (url: string) =>
  fetch(url).then(
    () => false,
    () => true,
  );

describe('drain', () => {
  it('stops accepting, lets the request in flight finish, and sends sockets to reconnect elsewhere', async () => {
    const { gw, arrived } = await slowSetup(600);
    const member = await memberSocket(gw);
    const inFlight = fetch(gw.url + SLOW_PATH).then(async (res) => ({ status: res.status, body: (await res.json()) as { error: number } }));
    await waitFor(() => arrived() === 1, 2_000, 'the request at the upstream');

    let drained = false;
    const draining = gw.gateway.drain(10_000).then(() => (drained = true));
    expect(await refused(gw.url + '/healthz')).toBe(true);
    await waitFor(() => member.reasons.length === 1, 2_000, 'the socket told to go');
    // "transport close": socket.io-client reconnects on it (after "io server disconnect" it would not).
    expect(member.reasons).toEqual(['transport close']);
    await waitFor(() => member.attempts() > 0, 2_000, 'the socket reconnecting');
    expect(drained).toBe(false);

    const answer = await inFlight;
    expect(answer).toEqual({ status: 200, body: { error: 0, data: [] } });
    await draining;
    expect(drained).toBe(true);
  });

  it('cuts what is still in flight at the deadline', async () => {
    const { gw, clock, arrived } = await slowSetup(null);
    const inFlight = fetch(gw.url + SLOW_PATH).then(
      (res) => res.status,
      () => 'cut',
    );
    await waitFor(() => arrived() === 1, 2_000, 'the request at the upstream');
    let drained = false;
    const draining = gw.gateway.drain(5_000).then(() => (drained = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(drained).toBe(false);
    clock.advance(5_000);
    await draining;
    expect(await inFlight).toBe('cut');
  });
});
