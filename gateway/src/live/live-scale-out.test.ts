import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { YeekeeShot } from '#shared/api/lotto/yeekee.js';
import { API, OPERATOR } from '#shared/api/paths.js';
import { FakeClock } from '#shared/clock.js';
import { ErrorCode } from '#shared/errors.js';
import { Topic, yeekeeRoundTopic, type YeekeeRoundSnapshot } from '#shared/live/events.js';
import { agentCredit } from '../test-support/console-calls.js';
import { collect, connectLive, subscribe, waitFor, type LiveClient } from '../test-support/live-client.js';
import { createBill, everyRunTop, openFastRound, ROUND_SECONDS, shoot } from '../test-support/lotto-calls.js';
import { hasRedisServer, REDIS_SERVER, startRedisServer, type TestRedis } from '../test-support/redis-server.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';
import { startTestUpstream, TEST_AGENT_KEY, type TestUpstream } from '../test-support/test-upstream.js';
import { SETTLEMENT_POLL_MS } from './settlement-feed.js';
import { OPEN_POLL_MS, PRESENCE_MS } from './topics/yeekee-round.js';

// Two gateway nodes on one Redis and one real upstream, sharing one FakeClock with it.
const clock = new FakeClock();
let redis: TestRedis;
let upstream: TestUpstream;
let nodes: TestGateway[] = [];
const sockets: LiveClient[] = [];

async function startNodes(count: number): Promise<TestGateway[]> {
  nodes = [];
  for (let i = 0; i < count; i += 1) {
    nodes.push(await startTestGateway({ upstreamUrl: upstream.url, clock, agentApiKey: TEST_AGENT_KEY, redisUrl: redis.url }));
  }
  // Every node's adapter is subscribed before anything is sent between them.
  for (let tries = 0; ; tries += 1) {
    const counts = await Promise.all(nodes.map((node) => node.gateway.io.of('/live').adapter.serverCount()));
    if (counts.every((n) => n === count)) break;
    if (tries > 100) throw new Error(`nodes do not see each other: ${counts.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return nodes;
}

async function watch(node: TestGateway, topic: `yeekee:${number}`): Promise<{ socket: LiveClient; snapshot: YeekeeRoundSnapshot }> {
  const socket = await connectLive(node.url);
  sockets.push(socket);
  const ack = await subscribe(socket, topic);
  expect(ack.error).toBe(0);
  return { socket, snapshot: ack.data! };
}

async function idle(): Promise<void> {
  for (const node of nodes) await node.gateway.live.whenIdle();
}

/** Steps the shared clock until the condition holds (pushes cross nodes through Redis in real time). */
async function stepUntil(condition: () => boolean, what: string, by = 50, maxSteps = 100): Promise<void> {
  for (let i = 0; i < maxSteps && !condition(); i += 1) {
    clock.advance(by);
    await idle();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await waitFor(condition, 2_000, what);
}

async function step(ms: number, by = 250): Promise<void> {
  for (let done = 0; done < ms; done += by) {
    clock.advance(Math.min(by, ms - done));
    await idle();
  }
}

function shotsOf(socket: LiveClient): YeekeeShot[] {
  const seen: YeekeeShot[] = [];
  socket.on('yeekee:shots', (event) => seen.push(...event.shots));
  return seen;
}

describe.skipIf(!hasRedisServer)(`scale-out over Redis (needs ${REDIS_SERVER}: apt-get install redis-server)`, () => {
  beforeAll(async () => {
    redis = await startRedisServer();
    upstream = await startTestUpstream({ clock, yeekeeRoundSeconds: ROUND_SECONDS });
  });
  afterAll(async () => {
    await upstream?.close();
    await redis?.close();
  });
  beforeEach(() => {
    nodes = [];
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    for (const node of nodes) await node.close();
  });

  it('brings a shot through either node to the watchers on both, once each and in order', async () => {
    const [a, b] = await startNodes(2);
    const round = await openFastRound(a!.url, clock);
    const topic = yeekeeRoundTopic(round.round_id);
    const onA = await watch(a!, topic);
    const onB = await watch(b!, topic);
    const seenOnA = shotsOf(onA.socket);
    const seenOnB = shotsOf(onB.socket);
    const shooters = await Promise.all(Array.from({ length: 4 }, () => upstream.register()));
    const base = Math.max(onA.snapshot.round.last_seq, onB.snapshot.round.last_seq);

    await shoot(a!.url, shooters[0]!.token, round.round_id, '11111');
    await stepUntil(() => seenOnA.length >= 1 && seenOnB.length >= 1, 'shot through A on both');
    await shoot(b!.url, shooters[1]!.token, round.round_id, '22222');
    await shoot(a!.url, shooters[2]!.token, round.round_id, '33333');
    await shoot(b!.url, shooters[3]!.token, round.round_id, '44444');
    await stepUntil(() => seenOnA.length >= 4 && seenOnB.length >= 4, 'all shots on both');
    await step(OPEN_POLL_MS);

    const expected = [1, 2, 3, 4].map((n) => base + n);
    expect(seenOnA.map((s) => s.seq)).toEqual(expected);
    expect(seenOnB.map((s) => s.seq)).toEqual(expected);
    expect(seenOnB.map((s) => s.number)).toEqual(['11111', '22222', '33333', '44444']);
  });

  it('counts the watchers of a round on every node', async () => {
    const [a, b] = await startNodes(2);
    const round = await openFastRound(a!.url, clock);
    const topic = yeekeeRoundTopic(round.round_id);
    const onA = await watch(a!, topic);
    await watch(b!, topic);
    await watch(b!, topic);
    const rounds = collect(onA.socket, 'yeekee:round');
    await stepUntil(() => rounds.some((r) => r.watchers === 3), 'three watchers', 250, 2 * (PRESENCE_MS / 250));
  });

  it('polls each topic from one node only: two nodes cost no more upstream reads than one', async () => {
    async function readsWith(count: number): Promise<{ round: number; results: number; lobby: number }> {
      const started = await startNodes(count);
      const round = await openFastRound(started[0]!.url, clock, 25_000);
      for (const node of started) {
        const socket = await connectLive(node.url);
        sockets.push(socket);
        for (const topic of [yeekeeRoundTopic(round.round_id), Topic.lottoResults, Topic.yeekee]) expect((await subscribe(socket, topic)).error).toBe(0);
      }
      await idle();
      const before = { round: upstream.calls(API.lotto.yeekeeLists), results: upstream.calls(API.lotto.results), lobby: upstream.calls(API.lotto.yeekeeList) };
      await step(20_000);
      const reads = {
        round: upstream.calls(API.lotto.yeekeeLists) - before.round,
        results: upstream.calls(API.lotto.results) - before.results,
        lobby: upstream.calls(API.lotto.yeekeeList) - before.lobby,
      };
      for (const socket of sockets.splice(0)) socket.disconnect();
      for (const node of started) await node.close();
      nodes = [];
      return reads;
    }
    const one = await readsWith(1);
    const two = await readsWith(2);
    console.log(`[scale-out] upstream reads in 20 s of fake time, one node ${JSON.stringify(one)}, two nodes ${JSON.stringify(two)}`);
    expect(one.round).toBeGreaterThanOrEqual(19);
    for (const key of ['round', 'results', 'lobby'] as const) expect(two[key]).toBeLessThanOrEqual(Math.ceil(one[key] * 1.05));
  });

  it('pushes the wallets a bill through one node answers to the member’s socket on the other, with no read of them', async () => {
    const [a, b] = await startNodes(2);
    const member = await upstream.register();
    expect((await agentCredit(a!, { username: member.username, amount: 100, reason: 'ทดสอบหลายโหนด' })).status).toBe(200);
    const round = await openFastRound(a!.url, clock);
    const onB = await connectLive(b!.url, { token: member.token });
    sockets.push(onB);
    expect((await subscribe(onB, Topic.wallets)).error).toBe(0);
    await idle();
    const pushes = collect(onB, 'wallets');
    const readsBefore = upstream.calls(API.member.wallets);

    const bill = await createBill(a!.url, member.token, everyRunTop(round.round_id));
    await waitFor(() => pushes.length === 1, 2_000, 'the bill’s wallets on B');
    expect(pushes[0]).toEqual(bill.wallets);
    expect(upstream.calls(API.member.wallets)).toBe(readsBefore);
  });

  it('ends a token logged out through one node on the other node at once', async () => {
    const [a, b] = await startNodes(2);
    const member = await upstream.register();
    const onB = await connectLive(b!.url, { token: member.token });
    sockets.push(onB);
    expect((await subscribe(onB, Topic.wallets)).error).toBe(0);
    const pushes = collect(onB, 'wallets');

    const logout = await a!.request<{ error: number }>('POST', API.auth.logout, { body: {}, headers: { authorization: `Bearer ${member.token}` } });
    expect(logout.body.error).toBe(0);
    await waitFor(() => b!.gateway.live.hub.roomNames(Topic.wallets).length === 0, 2_000, 'wallets room ended on B');
    // B had the token cached as the member's: refused anyway, without waiting for the cache to expire.
    expect((await subscribe(onB, Topic.wallets)).error).toBe(ErrorCode.TOPIC_MEMBER_ONLY);
    const credit = await agentCredit(a!, { username: member.username, amount: 5, reason: 'ทดสอบหลายโหนด' });
    expect((credit.body as { error: number }).error).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pushes).toEqual([]);
  });

  it('reads the settlements feed from one node only, and hands it over when that node’s last wallets room closes', async () => {
    async function feedReadsWith(count: number): Promise<number> {
      const started = await startNodes(count);
      for (const node of started) {
        const member = await upstream.register();
        const socket = await connectLive(node.url, { token: member.token });
        sockets.push(socket);
        expect((await subscribe(socket, Topic.wallets)).error).toBe(0);
      }
      await idle();
      const before = upstream.calls(OPERATOR.lottoSettlements);
      await step(10 * SETTLEMENT_POLL_MS);
      const reads = upstream.calls(OPERATOR.lottoSettlements) - before;
      if (count === 1) {
        for (const socket of sockets.splice(0)) socket.disconnect();
        for (const node of started) await node.close();
        nodes = [];
      }
      return reads;
    }
    const one = await feedReadsWith(1);
    const two = await feedReadsWith(2);
    console.log(`[scale-out] settlements feed reads in ${10 * SETTLEMENT_POLL_MS / 1000} s of fake time, one node ${one}, two nodes ${two}`);
    expect(one).toBeGreaterThanOrEqual(9);
    expect(two).toBeLessThanOrEqual(Math.ceil(one * 1.1));

    // The reader's member leaves: the other node reads the feed from its next poll.
    const [a] = nodes as [TestGateway, TestGateway];
    sockets[0]!.disconnect();
    await waitFor(() => a.gateway.live.hub.roomNames(Topic.wallets).length === 0, 5_000, 'wallets room closed on the first node');
    const before = upstream.calls(OPERATOR.lottoSettlements);
    await step(5 * SETTLEMENT_POLL_MS);
    expect(upstream.calls(OPERATOR.lottoSettlements) - before).toBeGreaterThanOrEqual(4);
  });

  it('hands a round over to the other node when the polling node’s last watcher leaves', async () => {
    const [a, b] = await startNodes(2);
    const round = await openFastRound(a!.url, clock);
    const topic = yeekeeRoundTopic(round.round_id);
    const onA = await watch(a!, topic);
    const onB = await watch(b!, topic);
    await step(OPEN_POLL_MS);
    const leader = a!.gateway.live.hub.room(topic)?.leading ? { node: a!, watcher: onA } : { node: b!, watcher: onB };
    const other = leader.node === a ? { node: b!, watcher: onB } : { node: a!, watcher: onA };
    expect(other.node.gateway.live.hub.room(topic)?.leading).toBe(false);
    const seen = shotsOf(other.watcher.socket);

    leader.watcher.socket.disconnect();
    await waitFor(() => leader.node.gateway.live.hub.room(topic) === undefined, 5_000, 'room closed on the leader');
    // Behind the gateways' back: only polling can find it.
    const shooter = await upstream.register();
    await shoot(upstream.url, shooter.token, round.round_id, '77777');
    await stepUntil(() => seen.some((s) => s.number === '77777'), 'shot polled by the other node', 250, 20);
    expect(other.node.gateway.live.hub.room(topic)?.leading).toBe(true);
  });
});
