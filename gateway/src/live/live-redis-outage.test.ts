import { afterEach, describe, expect, it } from 'vitest';
import type { YeekeeShot } from '#shared/api/lotto/yeekee.js';
import { AGENT, API } from '#shared/api/paths.js';
import { FakeClock } from '#shared/clock.js';
import { Topic, yeekeeRoundTopic } from '#shared/live/events.js';
import { agentBroadcast } from '../test-support/console-calls.js';
import { closedPortUrl } from '../test-support/fake-upstream.js';
import { collect, connectLive, subscribe, waitFor, type LiveClient } from '../test-support/live-client.js';
import { openFastRound, ROUND_SECONDS, shoot } from '../test-support/lotto-calls.js';
import { hasRedisServer, REDIS_SERVER, startRedisServer, type TestRedis } from '../test-support/redis-server.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';
import { startTestUpstream, TEST_AGENT_KEY, type TestUpstream } from '../test-support/test-upstream.js';
import { OPEN_POLL_MS } from './topics/yeekee-round.js';

// Two nodes on one Redis that goes away and comes back (decision 0026).
// Polls run on a FakeClock shared with the upstream; Redis reconnects in real time.
const clock = new FakeClock();
let redis: TestRedis | undefined;
let upstream: TestUpstream | undefined;
const nodes: TestGateway[] = [];
const sockets: LiveClient[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  for (const node of nodes.splice(0)) await node.close();
  await upstream?.close();
  await redis?.close();
  redis = upstream = undefined;
});

async function seeEachOther(count: number): Promise<void> {
  await waitFor(() => nodes.every((node) => node.gateway.readiness().redis === true), 15_000, 'Redis ready on every node');
  for (let tries = 0; ; tries += 1) {
    const counts = await Promise.all(nodes.map((node) => node.gateway.io.of('/live').adapter.serverCount().catch(() => 0)));
    if (counts.every((n) => n === count)) return;
    if (tries > 300) throw new Error(`nodes do not see each other: ${counts.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function idle(): Promise<void> {
  for (const node of nodes) await node.gateway.live.whenIdle();
}

async function stepUntil(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 40 && !condition(); i += 1) {
    clock.advance(250);
    await idle();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await waitFor(condition, 2_000, what);
}

function shotsOf(socket: LiveClient): YeekeeShot[] {
  const seen: YeekeeShot[] = [];
  socket.on('yeekee:shots', (event) => seen.push(...event.shots));
  return seen;
}

describe.skipIf(!hasRedisServer)(`a Redis outage under traffic (needs ${REDIS_SERVER})`, () => {
  it('keeps both nodes serving the API and their own sockets, says degraded, and rejoins when Redis returns', async () => {
    redis = await startRedisServer();
    upstream = await startTestUpstream({ clock, yeekeeRoundSeconds: ROUND_SECONDS });
    for (let i = 0; i < 2; i += 1) {
      nodes.push(await startTestGateway({ upstreamUrl: upstream.url, clock, agentApiKey: TEST_AGENT_KEY, redisUrl: redis.url }));
    }
    const [a, b] = nodes as [TestGateway, TestGateway];
    await seeEachOther(2);
    const round = await openFastRound(a.url, clock, 45_000);
    const topic = yeekeeRoundTopic(round.round_id);
    const watchers = await Promise.all([connectLive(a.url), connectLive(b.url)]);
    sockets.push(...watchers);
    for (const socket of watchers) expect((await subscribe(socket, topic)).error).toBe(0);
    const [seenOnA, seenOnB] = watchers.map(shotsOf) as [YeekeeShot[], YeekeeShot[]];
    clock.advance(OPEN_POLL_MS);
    await idle();

    await redis.close();
    await waitFor(() => nodes.every((node) => node.gateway.readiness().redis === false), 10_000, 'both nodes see Redis gone');

    // Members keep playing through either node: a shot through A's /api (write-through and a
    // message to the other node, whose PUBLISH used to end the process 5 s later), pushed to the
    // watchers on both nodes, each node now polling the round for itself.
    const shooter = await upstream.register();
    await shoot(a.url, shooter.token, round.round_id, '12345');
    await stepUntil(() => [seenOnA, seenOnB].every((seen) => seen.some((s) => s.number === '12345')), 'the shot on both nodes during the outage');
    // Asking the other nodes while Redis is away fails as an answer, not as the end of the process:
    // the round's watcher count (every 5 s) and the console's node count.
    clock.advance(6_000);
    await idle();
    const stats = await a.request<{ error: number; data: { nodes: number } }>('GET', AGENT.stats, { headers: { authorization: `Bearer ${TEST_AGENT_KEY}` } });
    expect(stats.body.data.nodes).toBe(1);
    // Longer than the Redis client's 5 s command timeout: nothing left queued may bring a node down.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const banner = await b.request<{ error: number }>('GET', `${API.agent.banner}`);
    expect(banner.status).toBe(200);
    const ready = await a.request<{ error: number; data: { upstream: boolean; redis: boolean; degraded: string[] } }>('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.data).toMatchObject({ upstream: true, redis: false, degraded: ['redis'] });
    expect(watchers.every((socket) => socket.connected)).toBe(true);

    redis = await startRedisServer(redis.port);
    await seeEachOther(2);
    expect((await a.request<{ data: { degraded: string[] } }>('GET', '/readyz')).body.data.degraded).toEqual([]);

    // Cross-node pushes again: an announcement sent through A reaches a socket on B at once (no poll runs: the clock stands still).
    const onB = await connectLive(b.url);
    sockets.push(onB);
    await subscribe(onB, Topic.announcements);
    const announcements = collect(onB, 'announcement');
    const reply = await agentBroadcast(a, { kind: 'announcement', title: 'Redis กลับมาแล้ว', description: 'ทดสอบ' });
    expect(reply.status).toBe(200);
    await waitFor(() => announcements.length === 1, 5_000, 'the announcement through A on B');

    // And the lease again: after a few polls one node polls the round, not both.
    for (let i = 0; i < 6; i += 1) {
      clock.advance(OPEN_POLL_MS);
      await idle();
    }
    const leaders = nodes.filter((node) => node.gateway.live.hub.room(topic)?.leading);
    expect(leaders).toHaveLength(1);
  }, 60_000);

  it('starts a node whose Redis is down, serving on its own and saying so', async () => {
    upstream = await startTestUpstream({ clock });
    const nowhere = (await closedPortUrl()).replace(/^http/, 'redis');
    const node = await startTestGateway({ upstreamUrl: upstream.url, clock, redisUrl: nowhere });
    nodes.push(node);
    const ready = await node.request<{ data: { upstream: boolean; redis: boolean } }>('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.data).toMatchObject({ upstream: true, redis: false });
    const socket = await connectLive(node.url);
    sockets.push(socket);
    expect((await subscribe(socket, Topic.announcements)).error).toBe(0);
  });
});
