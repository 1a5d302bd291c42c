import { describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.js';
import type { WalletsResponse } from '#shared/api/member.js';
import { ErrorCode } from '#shared/errors.js';
import { Topic } from '#shared/live/events.js';
import { agentCredit } from '../test-support/console-calls.js';
import { collect, settle, subscribe, waitFor } from '../test-support/live-client.js';
import { useLiveHarness } from '../test-support/live-harness.js';

const h = useLiveHarness();


describe('wallets topic', () => {
  it('answers the snapshot in the ack and pushes the new total after an agent credit', async () => {
    const member = await h.upstream.register();
    const socket = await h.live(member.token);
    const ack = await subscribe(socket, Topic.wallets);
    expect(ack.error).toBe(0);
    expect(ack.data?.total).toBe(0);
    expect(ack.data?.wallets.length).toBeGreaterThan(0);

    const pushes = collect(socket, 'wallets');
    const credit = await agentCredit(h.gw, { username: member.username, amount: 150.25, reason: 'โบนัสทดสอบ' });
    expect(credit.status).toBe(200);
    expect((credit.body as { error: number }).error).toBe(0);
    await waitFor(() => pushes.length > 0, 5_000, 'wallets push');
    expect(pushes[0]?.total).toBe(150.25);
  });

  it('refuses a visitor in the ack and keeps the socket connected', async () => {
    const socket = await h.live();
    const ack = await subscribe(socket, Topic.wallets);
    expect(ack.error).toBe(ErrorCode.TOPIC_MEMBER_ONLY);
    expect(ack.message).toBeTruthy();
    await settle(50);
    expect(socket.connected).toBe(true);
    // The same socket still reads public topics.
    expect((await subscribe(socket, Topic.announcements)).error).toBe(0);
  });

  it('refuses an invalid token in the ack and keeps the socket connected', async () => {
    const socket = await h.live('not-a-real-token');
    const ack = await subscribe(socket, Topic.wallets);
    expect(ack.error).toBe(ErrorCode.TOPIC_MEMBER_ONLY);
    await settle(50);
    expect(socket.connected).toBe(true);
  });

  it('answers garbage subscribes and unknown topics with an error ack, never a crash', async () => {
    const socket = await h.live();
    const raw = socket as unknown as { timeout(ms: number): { emitWithAck(event: string, ...args: unknown[]): Promise<{ error: number }> } };
    expect((await raw.timeout(2_000).emitWithAck('subscribe', 42)).error).toBe(ErrorCode.VALIDATION);
    expect((await raw.timeout(2_000).emitWithAck('subscribe', { topic: { nested: true } })).error).toBe(ErrorCode.VALIDATION);
    expect((await raw.timeout(2_000).emitWithAck('unsubscribe', null)).error).toBe(ErrorCode.VALIDATION);
    socket.emit('subscribe', { topic: Topic.wallets }, undefined as never); // no ack function: ignored
    expect((await subscribe(socket, 'no-such-topic')).error).toBe(ErrorCode.TOPIC_UNKNOWN);
    expect(socket.connected).toBe(true);
  });
});

describe('members never see each other’s wallets', () => {
  it('answers REST with the caller’s own wallets whatever username the request names', async () => {
    const a = await h.upstream.register();
    const b = await h.upstream.register();
    await agentCredit(h.gw, { username: a.username, amount: 111, reason: 'ทดสอบ' });
    await agentCredit(h.gw, { username: b.username, amount: 222, reason: 'ทดสอบ' });
    for (const path of [API.member.wallets, `${API.member.wallets}?username=${b.username}`]) {
      const reply = await h.gw.request<{ error: number; data: WalletsResponse }>('POST', path, {
        body: { username: b.username },
        headers: { authorization: `Bearer ${a.token}` },
      });
      expect(reply.body.error).toBe(0);
      expect(reply.body.data.total).toBe(111);
    }
  });

  it('keeps member B out of member A’s wallets room', async () => {
    const a = await h.upstream.register();
    const b = await h.upstream.register();
    const socketA = await h.live(a.token);
    const socketB = await h.live(b.token);
    await subscribe(socketA, Topic.wallets);
    await subscribe(socketB, Topic.wallets);
    const pushesA = collect(socketA, 'wallets');
    const pushesB = collect(socketB, 'wallets');
    await agentCredit(h.gw, { username: a.username, amount: 50, reason: 'ทดสอบ' });
    await waitFor(() => pushesA.length > 0, 5_000, 'push to A');
    await settle();
    expect(pushesA[0]?.total).toBe(50);
    expect(pushesB).toEqual([]);
    expect(h.gw.gateway.live.hub.roomNames(Topic.wallets).sort()).toEqual([`wallets:${a.username}`, `wallets:${b.username}`].sort());
  });
});

describe('upstream load does not grow with sockets', () => {
  async function wallets_calls_over_polls(socketCount: number, periods: number): Promise<{ polls: number; identity: number }> {
    const member = await h.upstream.register();
    const identityBefore = h.upstream.calls(API.auth.userInfo);
    const opened = await Promise.all(Array.from({ length: socketCount }, () => h.live(member.token)));
    const acks = await Promise.all(opened.map((socket) => subscribe(socket, Topic.wallets)));
    expect(acks.every((ack) => ack.error === 0)).toBe(true);
    const identity = h.upstream.calls(API.auth.userInfo) - identityBefore;
    await h.gw.gateway.live.hub.whenIdle();
    const before = h.upstream.calls(API.member.wallets);
    for (let i = 0; i < periods; i += 1) {
      h.clock.advance(5_000);
      await h.gw.gateway.live.hub.whenIdle();
    }
    const polls = h.upstream.calls(API.member.wallets) - before;
    for (const socket of opened) socket.disconnect();
    await waitFor(() => h.gw.gateway.live.hub.roomNames(Topic.wallets).length === 0, 5_000, 'room closed');
    return { polls, identity };
  }

  it('polls one member’s wallets the same number of times for 1 or 200 sockets', async () => {
    const one = await wallets_calls_over_polls(1, 6);
    const many = await wallets_calls_over_polls(200, 6);
    expect(one.polls).toBe(6);
    expect(many.polls).toBe(one.polls);
    // 200 sockets of one token resolve the member once.
    expect(many.identity).toBe(1);
    // The last socket out stops the poller: no timers are left running.
    const after = h.upstream.calls(API.member.wallets);
    h.clock.advance(60_000);
    await h.gw.gateway.live.hub.whenIdle();
    expect(h.upstream.calls(API.member.wallets)).toBe(after);
  });
});
