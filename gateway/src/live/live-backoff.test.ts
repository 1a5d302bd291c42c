import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@shared/api/paths.js';
import { FakeClock } from '@shared/clock.js';
import { ERRORS, ErrorCode } from '@shared/errors.js';
import { Topic } from '@shared/live/events.js';
import { collect, connectLive, subscribe, waitFor, type LiveClient } from '../test-support/live-client.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';
import { startTestUpstream, TEST_AGENT_KEY, type TestUpstream } from '../test-support/test-upstream.js';
import { pollDelay } from './backoff.js';

let upstream: TestUpstream;
let gw: TestGateway;
let clock: FakeClock;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(async () => {
  await upstream.close();
});
beforeEach(async () => {
  clock = new FakeClock();
  gw = await startTestGateway({ upstreamUrl: upstream.url, clock, agentApiKey: TEST_AGENT_KEY });
});
afterEach(async () => {
  upstream.setDown(false);
  for (const socket of sockets.splice(0)) socket.disconnect();
  await gw.close();
});

describe('poll backoff', () => {
  it('doubles the delay up to 60 s with ±20% jitter', () => {
    const policy = { maxMs: 60_000, jitter: 0.2, random: () => 0.5 };
    expect([0, 1, 2, 3, 4, 5].map((f) => pollDelay(5_000, f, policy))).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
    expect(pollDelay(5_000, 1, { ...policy, random: () => 0 })).toBe(8_000);
    expect(pollDelay(5_000, 1, { ...policy, random: () => 1 })).toBe(12_000);
    expect(pollDelay(30_000, 3, policy)).toBe(60_000);
  });
});

describe('upstream down', () => {
  it('answers /api with 502 and a Thai message, backs the pollers off, and recovers', async () => {
    const member = await upstream.register();
    const socket = await connectLive(gw.url, { token: member.token });
    sockets.push(socket);
    expect((await subscribe(socket, Topic.wallets)).error).toBe(0);
    const pushes = collect(socket, 'wallets');
    const hub = gw.gateway.live.hub;
    const attempts = () => upstream.calls(API.member.wallets);
    // Steps the clock one second at a time and notes when a poll attempt happened.
    async function attemptTimes(seconds: number): Promise<number[]> {
      const at: number[] = [];
      for (let s = 1; s <= seconds; s += 1) {
        const before = attempts();
        clock.advance(1_000);
        await hub.whenIdle();
        if (attempts() > before) at.push(s);
      }
      return at;
    }

    upstream.setDown(true);
    const reply = await gw.request<{ error: number; message: string }>('POST', API.member.wallets, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(reply.status).toBe(502);
    expect(reply.body.error).toBe(ErrorCode.UPSTREAM_DOWN);
    expect(reply.body.message).toBe(ERRORS[ErrorCode.UPSTREAM_DOWN].message);
    expect(reply.body.message).toMatch(/[\u0E00-\u0E7F]/);

    // Polls at 5 s, then after 10, 20, 40, 60, 60 s (jitter pinned to zero by the test gateway).
    expect(await attemptTimes(5 + 10 + 20 + 40 + 60 + 60)).toEqual([5, 15, 35, 75, 135, 195]);

    // A credit while the gateway cannot see it; the first poll after recovery pushes it.
    upstream.setDown(false);
    const credited = await fetch(`${upstream.url}/operator/credit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_AGENT_KEY}` },
      body: JSON.stringify({ username: member.username, amount: 70, reason: 'ทดสอบ' }),
    });
    expect(credited.status).toBe(200);
    expect(await attemptTimes(60 + 15)).toEqual([60, 65, 70, 75]);
    await waitFor(() => pushes.length === 1, 5_000, 'push after recovery');
    expect(pushes[0]?.total).toBe(70);
    expect(socket.connected).toBe(true);
  });

  it('refuses a subscribe in the ack while the upstream is unreachable', async () => {
    const socket = await connectLive(gw.url);
    sockets.push(socket);
    upstream.setDown(true);
    const ack = await subscribe(socket, Topic.announcements);
    expect(ack.error).toBe(ErrorCode.UPSTREAM_DOWN);
    expect(gw.gateway.live.hub.roomNames(Topic.announcements)).toEqual([]);
    upstream.setDown(false);
    expect((await subscribe(socket, Topic.announcements)).error).toBe(0);
  });
});
