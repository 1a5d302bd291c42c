// @vitest-environment node
/**
 * lib/socket.ts against the real thing: the real upstream on a temp SQLite
 * file, the real gateway on a loopback port, the client's own socket code in
 * node. The only browser global it needs, localStorage (the session), is a
 * small in-memory one; the socket is pointed at the gateway with configureLive.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import type { Notification } from '#shared/api/agent.js';
import type { UserInfo } from '#shared/api/auth.js';
import type { WalletsResponse } from '#shared/api/member.js';
import { FakeClock } from '#shared/clock.js';
import type { NotificationsSnapshot } from '#shared/live/events.js';
import { Topic } from '#shared/live/topic-names.js';
import { createGateway } from '#gateway/app.js';
import { agentBroadcast, agentCredit } from '#gateway/test-support/console-calls.js';
import { settle, waitFor } from '#gateway/test-support/live-client.js';
import { startTestGateway, type TestGateway } from '#gateway/test-support/test-gateway.js';
import { startTestUpstream, TEST_AGENT_KEY, type TestUpstream } from '#gateway/test-support/test-upstream.js';
import { session } from './session.js';
import { bindTopic, configureLive, disconnectLive, getSocket, heldTopics } from './socket.js';

vi.hoisted(() => {
  const items = new Map<string, string>();
  const memory = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
  Object.assign(globalThis, { localStorage: memory });
});

const WALLETS_KEY = ['member', 'wallets'] as const;
const walletsBinding = { topic: Topic.wallets, queryKey: WALLETS_KEY, events: { wallets: (_current: unknown, event: WalletsResponse) => event } };

let upstream: TestUpstream;
let gw: TestGateway;
let queryClient: QueryClient;
const releases: (() => void)[] = [];

function logIn(member: { token: string; username: string }): void {
  session.set({ token: member.token, expiresAt: '2099-01-01T00:00:00.000Z', user: { username: member.username } as UserInfo });
}

function bindWallets(): () => void {
  const release = bindTopic(queryClient, walletsBinding);
  releases.push(release);
  return release;
}

const walletsInCache = () => queryClient.getQueryData<WalletsResponse>(WALLETS_KEY);
/** Sockets in the gateway's rooms of a topic. */
const gatewaySockets = (topic: string) => gw.gateway.live.stats().topics[topic]?.sockets ?? 0;

/** A gateway on a port of our choosing: the same address again after a restart. */
async function startGatewayOn(port: number): Promise<TestGateway> {
  const gateway = await createGateway({
    upstreamUrl: upstream.url,
    clock: new FakeClock(),
    agentApiKey: TEST_AGENT_KEY,
    clientDir: '/nonexistent-client-build',
  });
  await new Promise<void>((resolve) => gateway.httpServer.listen(port, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(gateway.httpServer.address() as AddressInfo).port}`;
  return { url, gateway, request: () => Promise.reject(new Error('not used')), close: () => gateway.close() };
}

beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(async () => {
  await upstream.close();
});
beforeEach(async () => {
  gw = await startTestGateway({ upstreamUrl: upstream.url, clock: new FakeClock(), agentApiKey: TEST_AGENT_KEY });
  configureLive({ origin: gw.url, socket: { transports: ['websocket'], reconnectionDelay: 50, reconnectionDelayMax: 100 } });
  queryClient = new QueryClient();
});
afterEach(async () => {
  for (const release of releases.splice(0)) release();
  session.clear();
  disconnectLive();
  await gw.close();
});

describe('lib/socket against a real gateway', () => {
  it('keeps a topic two components hold until the last one lets go', async () => {
    const member = await upstream.register();
    logIn(member);
    const header = bindWallets();
    const panel = bindWallets();
    await waitFor(() => walletsInCache() !== undefined && gatewaySockets(Topic.wallets) === 1, 5_000, 'the snapshot');
    expect(walletsInCache()?.total).toBe(0);

    header();
    expect(heldTopics()).toEqual({ [Topic.wallets]: 1 });
    await settle();
    // The panel still shows wallets: the socket is still in the room and still receives.
    expect(gatewaySockets(Topic.wallets)).toBe(1);
    await agentCredit(gw, { username: member.username, amount: 120, reason: 'ทดสอบ' });
    await waitFor(() => walletsInCache()?.total === 120, 5_000, 'the credit push');

    panel();
    expect(heldTopics()).toEqual({});
    await waitFor(() => gatewaySockets(Topic.wallets) === 0, 5_000, 'the unsubscribe');
  });

  it('subscribes again and takes a fresh snapshot after a reconnect the gateway did not recover', async () => {
    const member = await upstream.register();
    logIn(member);
    bindWallets();
    await waitFor(() => walletsInCache()?.total === 0, 5_000, 'the first snapshot');

    // The node restarts: its sessions are gone, so the socket comes back unrecovered, with no subscriptions.
    const port = Number(new URL(gw.url).port);
    await gw.close();
    const spare = await startTestGateway({ upstreamUrl: upstream.url, clock: new FakeClock(), agentApiKey: TEST_AGENT_KEY });
    // Money moves while the socket is away: no push can carry it, only a new snapshot.
    await agentCredit(spare, { username: member.username, amount: 75, reason: 'ระหว่างหลุด' });
    await spare.close();
    gw = await startGatewayOn(port);

    await waitFor(() => walletsInCache()?.total === 75, 10_000, 'the fresh snapshot');
    expect(getSocket()?.recovered).toBe(false);
    expect(gatewaySockets(Topic.wallets)).toBe(1);
  });

  it('after a reconnect the gateway recovered, lets go of what was dropped offline and takes what was held meanwhile', async () => {
    const member = await upstream.register();
    logIn(member);
    const release = bindWallets();
    await waitFor(() => walletsInCache()?.total === 0 && gatewaySockets(Topic.wallets) === 1, 5_000, 'the snapshot');

    // The connection drops (a train tunnel); the page changes before it comes back.
    getSocket()!.io.engine.close();
    expect(getSocket()?.connected).toBe(false);
    release();
    const key = ['agent', 'notifications'] as const;
    releases.push(bindTopic(queryClient, { topic: Topic.notifications, queryKey: key, events: {} }));

    await waitFor(() => queryClient.getQueryData(key) !== undefined, 5_000, 'the notifications snapshot');
    expect(getSocket()?.recovered).toBe(true);
    await waitFor(() => gatewaySockets(Topic.wallets) === 0, 5_000, 'the wallets unsubscribe');
    expect(gatewaySockets(Topic.notifications)).toBe(1);
  });

  it('moves member topics to the new token when the member changes', async () => {
    const first = await upstream.register();
    const second = await upstream.register();
    await agentCredit(gw, { username: second.username, amount: 40, reason: 'สมาชิกคนที่สอง' });
    logIn(first);
    bindWallets();
    await waitFor(() => walletsInCache()?.total === 0, 5_000, "the first member's snapshot");

    logIn(second);
    await waitFor(() => walletsInCache()?.total === 40, 5_000, "the second member's snapshot");
    // One socket, in the second member's room only: the first member's pushes no longer arrive.
    await waitFor(() => gw.gateway.live.hub.roomNames(Topic.wallets).join() === `wallets:${second.username}`, 5_000, 'the room move');
    await agentCredit(gw, { username: first.username, amount: 500, reason: 'ไม่ใช่ของคุณ' });
    await agentCredit(gw, { username: second.username, amount: 10, reason: 'ของคุณ' });
    await waitFor(() => walletsInCache()?.total === 50, 5_000, "the second member's push");
  });

  it('writes events into the query cache with the binding’s reducer', async () => {
    const member = await upstream.register();
    logIn(member);
    const key = ['agent', 'notifications'] as const;
    releases.push(
      bindTopic(queryClient, {
        topic: Topic.notifications,
        queryKey: key,
        events: { notification: (current, event: Notification) => ({ notifications: [event, ...(current?.notifications ?? [])] }) },
      }),
    );
    await waitFor(() => queryClient.getQueryData(key) !== undefined, 5_000, 'the snapshot');
    const before = queryClient.getQueryData<NotificationsSnapshot>(key)!.notifications.length;

    await agentBroadcast(gw, { kind: 'notification', title: 'ถึงคุณคนเดียว', username: member.username });
    await waitFor(() => queryClient.getQueryData<NotificationsSnapshot>(key)!.notifications.length === before + 1, 5_000, 'the push');
    expect(queryClient.getQueryData<NotificationsSnapshot>(key)!.notifications[0]?.title).toBe('ถึงคุณคนเดียว');
  });
});
