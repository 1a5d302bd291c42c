import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.js';
import { ERRORS, ErrorCode } from '#shared/errors.js';
import { Topic } from '#shared/live/events.js';
import { collect, subscribe, waitFor } from '../test-support/live-client.js';
import { useLiveHarness } from '../test-support/live-harness.js';
import { TEST_AGENT_KEY } from '../test-support/test-upstream.js';
import { pollDelay } from './backoff.js';

const h = useLiveHarness();
afterEach(() => {
  h.upstream.setDown(false);
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
    const member = await h.upstream.register();
    const socket = await h.live(member.token);
    expect((await subscribe(socket, Topic.wallets)).error).toBe(0);
    const pushes = collect(socket, 'wallets');
    const hub = h.gw.gateway.live.hub;
    const attempts = () => h.upstream.calls(API.member.wallets);
    // Steps the clock one second at a time and notes when a poll attempt happened.
    async function attemptTimes(seconds: number): Promise<number[]> {
      const at: number[] = [];
      for (let s = 1; s <= seconds; s += 1) {
        const before = attempts();
        h.clock.advance(1_000);
        await hub.whenIdle();
        if (attempts() > before) at.push(s);
      }
      return at;
    }

    h.upstream.setDown(true);
    const reply = await h.gw.request<{ error: number; message: string }>('POST', API.member.wallets, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(reply.status).toBe(502);
    expect(reply.body.error).toBe(ErrorCode.UPSTREAM_DOWN);
    expect(reply.body.message).toBe(ERRORS[ErrorCode.UPSTREAM_DOWN].message);
    expect(reply.body.message).toMatch(/[\u0E00-\u0E7F]/);

    // Polls at 5 s, then after 10, 20, 40, 60, 60 s (jitter pinned to zero by the test gateway).
    expect(await attemptTimes(5 + 10 + 20 + 40 + 60 + 60)).toEqual([5, 15, 35, 75, 135, 195]);

    // A credit while the gateway cannot see it; the first poll after recovery pushes it.
    h.upstream.setDown(false);
    const credited = await fetch(`${h.upstream.url}/operator/credit`, {
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
    const socket = await h.live();
    h.upstream.setDown(true);
    const ack = await subscribe(socket, Topic.announcements);
    expect(ack.error).toBe(ErrorCode.UPSTREAM_DOWN);
    expect(h.gw.gateway.live.hub.roomNames(Topic.announcements)).toEqual([]);
    h.upstream.setDown(false);
    expect((await subscribe(socket, Topic.announcements)).error).toBe(0);
  });
});
