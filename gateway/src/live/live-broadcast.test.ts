import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPERATOR } from '@shared/api/paths.js';
import type { AgentBroadcastResponse } from '@shared/api/operator.js';
import { FakeClock } from '@shared/clock.js';
import type { Envelope } from '@shared/envelope.js';
import { Topic, type AnnouncementsSnapshot, type NotificationsSnapshot } from '@shared/live/events.js';
import { agentBroadcast } from '../test-support/agent-calls.js';
import { collect, connectLive, settle, subscribe, unsubscribe, waitFor, type LiveClient } from '../test-support/live-client.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';
import { startTestUpstream, TEST_AGENT_KEY, type TestUpstream } from '../test-support/test-upstream.js';

let upstream: TestUpstream;
let gw: TestGateway;
let clock: FakeClock;
const sockets: LiveClient[] = [];

async function live(token?: string): Promise<LiveClient> {
  const socket = await connectLive(gw.url, token ? { token } : {});
  sockets.push(socket);
  return socket;
}

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
  for (const socket of sockets.splice(0)) socket.disconnect();
  await gw.close();
});

describe('agent broadcasts', () => {
  it('sends an announcement to every subscribed socket, visitors included', async () => {
    const member = await upstream.register();
    const visitor = await live();
    const memberSocket = await live(member.token);
    const snapshot = await subscribe<AnnouncementsSnapshot>(visitor, Topic.announcements);
    expect(snapshot.error).toBe(0);
    expect(Array.isArray(snapshot.data?.events)).toBe(true);
    await subscribe(memberSocket, Topic.announcements);
    const seenByVisitor = collect(visitor, 'announcement');
    const seenByMember = collect(memberSocket, 'announcement');

    const reply = await agentBroadcast(gw, { kind: 'announcement', title: 'ประกาศวันหยุด', description: 'งดออกรางวัล' });
    expect((reply.body as Envelope<AgentBroadcastResponse>).data?.stored).toBe(true);
    await waitFor(() => seenByVisitor.length === 1 && seenByMember.length === 1, 5_000, 'announcement on both');
    expect(seenByVisitor[0]?.title).toBe('ประกาศวันหยุด');
    expect(seenByMember[0]?.id).toBe(seenByVisitor[0]?.id);

    // The next poll finds the stored event but does not push it a second time.
    clock.advance(30_000);
    await gw.gateway.live.hub.whenIdle();
    await settle();
    expect(seenByVisitor).toHaveLength(1);
  });

  it('sends a personal notification to its member only', async () => {
    const a = await upstream.register();
    const b = await upstream.register();
    const socketA = await live(a.token);
    const socketB = await live(b.token);
    expect((await subscribe<NotificationsSnapshot>(socketA, Topic.notifications)).error).toBe(0);
    expect((await subscribe(socketB, Topic.notifications)).error).toBe(0);
    const toA = collect(socketA, 'notification');
    const toB = collect(socketB, 'notification');

    await agentBroadcast(gw, { kind: 'notification', title: 'ถึงคุณเท่านั้น', username: a.username });
    await waitFor(() => toA.length === 1, 5_000, 'notification to A');
    await settle();
    expect(toA[0]?.title).toBe('ถึงคุณเท่านั้น');
    expect(toB).toEqual([]);

    // An agent-wide notification reaches both.
    await agentBroadcast(gw, { kind: 'notification', title: 'ถึงทุกคน' });
    await waitFor(() => toA.length === 2 && toB.length === 1, 5_000, 'notification to all');
    expect(toB[0]?.title).toBe('ถึงทุกคน');
  });

  it('pushes notifications stored behind the gateway’s back on the next poll, once', async () => {
    const member = await upstream.register();
    const socket = await live(member.token);
    await subscribe(socket, Topic.notifications);
    const seen = collect(socket, 'notification');
    const stored = await fetch(upstream.url + OPERATOR.broadcast, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_AGENT_KEY}` },
      body: JSON.stringify({ kind: 'notification', title: 'จากระบบหลังบ้าน', username: member.username }),
    });
    expect(stored.status).toBe(200);
    clock.advance(29_000);
    await gw.gateway.live.hub.whenIdle();
    await settle();
    expect(seen).toEqual([]);
    clock.advance(1_000);
    await gw.gateway.live.hub.whenIdle();
    await waitFor(() => seen.length === 1, 5_000, 'polled notification');
    clock.advance(30_000);
    await gw.gateway.live.hub.whenIdle();
    await settle();
    expect(seen.map((n) => n.title)).toEqual(['จากระบบหลังบ้าน']);
  });

  it('stops pushing after unsubscribe', async () => {
    const socket = await live();
    await subscribe(socket, Topic.announcements);
    expect((await unsubscribe(socket, Topic.announcements)).error).toBe(0);
    const seen = collect(socket, 'announcement');
    await agentBroadcast(gw, { kind: 'announcement', title: 'หลังเลิกติดตาม' });
    await settle();
    expect(seen).toEqual([]);
    expect(gw.gateway.live.hub.roomNames(Topic.announcements)).toEqual([]);
  });
});
