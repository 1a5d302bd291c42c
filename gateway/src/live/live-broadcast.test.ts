import { describe, expect, it } from 'vitest';
import { OPERATOR } from '#shared/api/paths.js';
import type { AgentBroadcastResponse } from '#shared/api/operator.js';
import type { Envelope } from '#shared/envelope.js';
import { Topic } from '#shared/live/events.js';
import { agentBroadcast } from '../test-support/console-calls.js';
import { collect, settle, subscribe, unsubscribe, waitFor } from '../test-support/live-client.js';
import { useLiveHarness } from '../test-support/live-harness.js';
import { TEST_AGENT_KEY } from '../test-support/test-upstream.js';

const h = useLiveHarness();


describe('agent broadcasts', () => {
  it('sends an announcement to every subscribed socket, visitors included', async () => {
    const member = await h.upstream.register();
    const visitor = await h.live();
    const memberSocket = await h.live(member.token);
    const snapshot = await subscribe(visitor, Topic.announcements);
    expect(snapshot.error).toBe(0);
    expect(Array.isArray(snapshot.data?.events)).toBe(true);
    await subscribe(memberSocket, Topic.announcements);
    const seenByVisitor = collect(visitor, 'announcement');
    const seenByMember = collect(memberSocket, 'announcement');

    const reply = await agentBroadcast(h.gw, { kind: 'announcement', title: 'ประกาศวันหยุด', description: 'งดออกรางวัล' });
    expect((reply.body as Envelope<AgentBroadcastResponse>).data?.stored).toBe(true);
    await waitFor(() => seenByVisitor.length === 1 && seenByMember.length === 1, 5_000, 'announcement on both');
    expect(seenByVisitor[0]?.title).toBe('ประกาศวันหยุด');
    expect(seenByMember[0]?.id).toBe(seenByVisitor[0]?.id);

    // The next poll finds the stored event but does not push it a second time.
    h.clock.advance(30_000);
    await h.gw.gateway.live.hub.whenIdle();
    await settle();
    expect(seenByVisitor).toHaveLength(1);
  });

  it('sends a personal notification to its member only', async () => {
    const a = await h.upstream.register();
    const b = await h.upstream.register();
    const socketA = await h.live(a.token);
    const socketB = await h.live(b.token);
    expect((await subscribe(socketA, Topic.notifications)).error).toBe(0);
    expect((await subscribe(socketB, Topic.notifications)).error).toBe(0);
    const toA = collect(socketA, 'notification');
    const toB = collect(socketB, 'notification');

    await agentBroadcast(h.gw, { kind: 'notification', title: 'ถึงคุณเท่านั้น', username: a.username });
    await waitFor(() => toA.length === 1, 5_000, 'notification to A');
    await settle();
    expect(toA[0]?.title).toBe('ถึงคุณเท่านั้น');
    expect(toB).toEqual([]);

    // An agent-wide notification reaches both.
    await agentBroadcast(h.gw, { kind: 'notification', title: 'ถึงทุกคน' });
    await waitFor(() => toA.length === 2 && toB.length === 1, 5_000, 'notification to all');
    expect(toB[0]?.title).toBe('ถึงทุกคน');
  });

  it('pushes notifications stored behind the gateway’s back on the next poll, once', async () => {
    const member = await h.upstream.register();
    const socket = await h.live(member.token);
    await subscribe(socket, Topic.notifications);
    const seen = collect(socket, 'notification');
    const stored = await fetch(h.upstream.url + OPERATOR.broadcast, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_AGENT_KEY}` },
      body: JSON.stringify({ kind: 'notification', title: 'จากระบบหลังบ้าน', username: member.username }),
    });
    expect(stored.status).toBe(200);
    h.clock.advance(29_000);
    await h.gw.gateway.live.hub.whenIdle();
    await settle();
    expect(seen).toEqual([]);
    h.clock.advance(1_000);
    await h.gw.gateway.live.hub.whenIdle();
    await waitFor(() => seen.length === 1, 5_000, 'polled notification');
    h.clock.advance(30_000);
    await h.gw.gateway.live.hub.whenIdle();
    await settle();
    expect(seen.map((n) => n.title)).toEqual(['จากระบบหลังบ้าน']);
  });

  it('stops pushing after unsubscribe', async () => {
    const socket = await h.live();
    await subscribe(socket, Topic.announcements);
    expect((await unsubscribe(socket, Topic.announcements)).error).toBe(0);
    const seen = collect(socket, 'announcement');
    await agentBroadcast(h.gw, { kind: 'announcement', title: 'หลังเลิกติดตาม' });
    await settle();
    expect(seen).toEqual([]);
    expect(h.gw.gateway.live.hub.roomNames(Topic.announcements)).toEqual([]);
  });
});
