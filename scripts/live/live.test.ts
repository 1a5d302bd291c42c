/**
 * The typed client of `shared/src/live/client.ts` (what `npm run live` and
 * outside integration tests use) against the real gateway and upstream, and
 * the delivery figures `--sockets N` prints.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '#shared/clock.js';
import { ErrorCode } from '#shared/errors.js';
import { connectLive, serverClock, subscribe, type LiveSocket } from '#shared/live/client.js';
import type { AgentEvent } from '#shared/api/agent.js';
import { startTestGateway, type TestGateway } from '#gateway/test-support/test-gateway.js';
import { startTestUpstream, TEST_AGENT_KEY, type TestUpstream } from '#gateway/test-support/test-upstream.js';
import { DeliveryStats, percentile, serverStamp } from './stats.js';

describe('the shared live client against the real gateway', () => {
  let upstream: TestUpstream;
  let gw: TestGateway;
  const clock = new FakeClock();
  const sockets: LiveSocket[] = [];
  beforeAll(async () => {
    upstream = await startTestUpstream();
    gw = await startTestGateway({ upstreamUrl: upstream.url, clock, agentApiKey: TEST_AGENT_KEY });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await gw.close();
    await upstream.close();
  });
  const open = (token?: string) => {
    const socket = connectLive({ url: gw.url, token, transports: ['websocket'], options: { reconnection: false } });
    sockets.push(socket);
    return socket;
  };

  it('subscribes, reads the server clock, and receives a broadcast typed by the contract', async () => {
    const socket = open();
    const offset = await serverClock(socket);
    expect(Math.abs(offset - (clock.now() - Date.now()))).toBeLessThan(1_000);
    expect((await subscribe(socket, 'announcements')).error).toBe(ErrorCode.OK);
    expect((await subscribe(socket, 'wallets')).error).toBe(ErrorCode.TOPIC_MEMBER_ONLY);

    const arrived = new Promise<AgentEvent>((resolve) => socket.once('announcement', resolve));
    const sent = await gw.request('POST', '/agent/broadcast', {
      body: { kind: 'announcement', title: 'ทดสอบ' },
      headers: { authorization: `Bearer ${TEST_AGENT_KEY}` },
    });
    expect(sent.status).toBe(200);
    expect((await arrived).title).toBe('ทดสอบ');
  });
});

describe('delivery figures', () => {
  it('counts deliveries, the fan-out spread and the age from the server stamp', () => {
    const stats = new DeliveryStats();
    const event = { id: 1, title: 'x', created_at: '2026-11-22T10:00:00.000+07:00' };
    const stamp = Date.parse(event.created_at);
    stats.record('announcement', event, stamp + 10, 0);
    stats.record('announcement', event, stamp + 30, 0);
    stats.record('wallets', { total: 1 }, stamp, 0);

    expect(stats.figures()).toEqual({
      announcement: { delivered: 2, distinct: 1, spread_p50_ms: 20, spread_p99_ms: 20, age_p50_ms: 10, age_p99_ms: 30 },
      wallets: { delivered: 1, distinct: 1, spread_p50_ms: null, spread_p99_ms: null, age_p50_ms: null, age_p99_ms: null },
    });
    expect(serverStamp({ shots: [{ created_at: event.created_at }] })).toBe(stamp);
    expect(percentile([5, 1, 3, 2, 4], 50)).toBe(3);
  });
});
