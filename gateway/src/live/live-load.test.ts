/**
 * Topic limits and upstream cost (decision 0029): what a visitor's subscriptions cost the upstream, and
 * the round's `closed` pushed on the gateway's clock. Real upstream on a temp
 * SQLite file with the fast yeekee grid, real gateway, real sockets, one FakeClock.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { YeekeeListResponse, YeekeeRound } from '#shared/api/lotto/yeekee.js';
import { API } from '#shared/api/paths.js';
import { FakeClock, type Clock } from '#shared/clock.js';
import type { Envelope } from '#shared/envelope.js';
import { ErrorCode, ERRORS } from '#shared/errors.js';
import { yeekeeRoundTopic, type YeekeeLiveRound } from '#shared/live/events.js';
import { MAX_TOPICS_PER_SOCKET } from '#shared/live/topics.js';
import { connectLive, subscribe, unsubscribe, waitFor, type LiveClient } from '../test-support/live-client.js';
import { ROUND_SECONDS } from '../test-support/lotto-calls.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';
import { startTestUpstream, TEST_AGENT_KEY, type TestUpstream } from '../test-support/test-upstream.js';

/** Shared reads of today's list a minute: every 5 s for rounds not open yet, more while one waits for its result. */
const LIST_READS_PER_MINUTE_BOUND = 30;

function harness(upstreamClock: (clock: FakeClock) => Clock = (clock) => clock) {
  const clock = new FakeClock();
  const state = {} as { upstream: TestUpstream; gw: TestGateway };
  const sockets: LiveClient[] = [];
  beforeAll(async () => {
    state.upstream = await startTestUpstream({ clock: upstreamClock(clock), yeekeeRoundSeconds: ROUND_SECONDS });
  });
  afterAll(async () => {
    await state.upstream.close();
  });
  beforeEach(async () => {
    state.gw = await startTestGateway({ upstreamUrl: state.upstream.url, clock, agentApiKey: TEST_AGENT_KEY });
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await state.gw.close();
  });
  return {
    clock,
    get upstream() {
      return state.upstream;
    },
    get gw() {
      return state.gw;
    },
    async live(): Promise<LiveClient> {
      const socket = await connectLive(state.gw.url);
      sockets.push(socket);
      return socket;
    },
    /** Moves the clock in small steps, letting the gateway finish what each step started. */
    async step(ms: number, by = 250): Promise<void> {
      for (let done = 0; done < ms; done += by) {
        clock.advance(Math.min(by, ms - done));
        await state.gw.gateway.live.whenIdle();
      }
    },
    async rounds(): Promise<YeekeeRound[]> {
      const reply = (await (await fetch(state.upstream.url + API.lotto.yeekeeList)).json()) as Envelope<YeekeeListResponse>;
      return reply.data!.rounds;
    },
  };
}

describe('round topics and upstream load', () => {
  const h = harness();

  it('refuses a socket its 51st topic in the ack, with a Thai message', async () => {
    const rounds = (await h.rounds()).slice(0, MAX_TOPICS_PER_SOCKET + 1);
    expect(rounds).toHaveLength(MAX_TOPICS_PER_SOCKET + 1);
    const visitor = await h.live();
    const acks = [];
    for (const round of rounds) acks.push(await subscribe(visitor, yeekeeRoundTopic(round.round_id)));
    expect(acks.slice(0, MAX_TOPICS_PER_SOCKET).every((ack) => ack.error === 0)).toBe(true);
    const refused = acks.at(-1)!;
    expect(refused.error).toBe(ErrorCode.TOPIC_LIMIT);
    expect(refused.message).toBe(ERRORS[ErrorCode.TOPIC_LIMIT].message);
    expect(refused.message).toMatch(/[\u0E00-\u0E7F]/);
    expect(visitor.connected).toBe(true);

    // A topic already held is not a new one; leaving one makes room for another.
    expect((await subscribe(visitor, yeekeeRoundTopic(rounds[0]!.round_id))).error).toBe(0);
    expect((await unsubscribe(visitor, yeekeeRoundTopic(rounds[0]!.round_id))).error).toBe(0);
    expect((await subscribe(visitor, yeekeeRoundTopic(rounds.at(-1)!.round_id))).error).toBe(0);
  });

  it('keeps upstream calls per minute within a fixed bound with every round of the day watched', async () => {
    const rounds = await h.rounds();
    expect(rounds.length).toBeGreaterThan(MAX_TOPICS_PER_SOCKET);
    // As many visitor sockets as the cap needs to cover every listed round (the first one tries them all).
    const first = await h.live();
    const firstAcks = await Promise.all(rounds.map((round) => subscribe(first, yeekeeRoundTopic(round.round_id))));
    expect(firstAcks.filter((ack) => ack.error === 0)).toHaveLength(MAX_TOPICS_PER_SOCKET);
    expect(firstAcks.filter((ack) => ack.error === ErrorCode.TOPIC_LIMIT)).toHaveLength(rounds.length - MAX_TOPICS_PER_SOCKET);
    const watched = new Set(rounds.filter((_, i) => firstAcks[i]!.error === 0).map((r) => r.round_id));
    const rest = rounds.filter((round) => !watched.has(round.round_id));
    for (let i = 0; i < rest.length; i += MAX_TOPICS_PER_SOCKET) {
      const socket = await h.live();
      const acks = await Promise.all(rest.slice(i, i + MAX_TOPICS_PER_SOCKET).map((r) => subscribe(socket, yeekeeRoundTopic(r.round_id))));
      expect(acks.every((ack) => ack.error === 0)).toBe(true);
    }
    expect(h.gw.gateway.live.hub.roomNames('yeekee:round')).toHaveLength(rounds.length);

    // Rounds open, close and result every minute meanwhile; a minute of it, then a minute measured.
    await h.step(60_000);
    const before = h.upstream.calls(API.lotto.yeekeeLists) + h.upstream.calls(API.lotto.yeekeeList);
    await h.step(60_000);
    const atUpstream = h.upstream.calls(API.lotto.yeekeeLists) + h.upstream.calls(API.lotto.yeekeeList) - before;
    const metered = h.gw.gateway.live.stats().upstream_calls_per_minute['yeekee:round'] ?? 0;
    // Each open round reads every second (one per yeekee category at a time); the rest cost a few shared list reads.
    // Polled one room each, the upcoming rounds alone would cost 12 a minute apiece (over 1,000 here).
    const open = new Set(rounds.filter((round) => round.status === 'open').map((round) => round.category_id)).size;
    const bound = open * 60 + LIST_READS_PER_MINUTE_BOUND;
    expect(metered).toBeLessThanOrEqual(bound);
    expect(atUpstream).toBeLessThanOrEqual(bound);
  }, 60_000);

  it('keeps a finished round for its next watcher: no read, no poller', async () => {
    const done = (await h.rounds()).find((round) => round.status === 'resulted')!;
    const topic = yeekeeRoundTopic(done.round_id);
    const first = await h.live();
    expect((await subscribe(first, topic)).data?.round.status).toBe('resulted');
    first.disconnect();
    await waitFor(() => h.gw.gateway.live.hub.roomNames('yeekee:round').length === 0, 5_000, 'room closed');
    await h.gw.gateway.live.whenIdle();

    const reads = h.upstream.calls(API.lotto.yeekeeLists);
    const second = await h.live();
    const ack = await subscribe(second, topic);
    expect(ack.data?.round).toMatchObject({ round_id: done.round_id, status: 'resulted', watchers: 1 });
    await h.step(30_000, 1_000);
    expect(h.upstream.calls(API.lotto.yeekeeLists)).toBe(reads);
    expect(h.gw.gateway.live.hub.room(topic)?.timer).toBeUndefined();
  });
});

/** The upstream's clock runs this far behind the gateway's: it still says open when the gateway closes. */
const UPSTREAM_LAG_MS = 2_000;

describe("the round's closed status", () => {
  const h = harness((clock) => ({
    now: () => clock.now() - UPSTREAM_LAG_MS,
    setTimeout: (callback, ms) => clock.setTimeout(callback, ms),
    clearTimeout: (handle) => clock.clearTimeout(handle),
  }));

  it('goes open → closed at closes_at by the gateway clock → resulted', async () => {
    const next = (await h.rounds()).find((round) => Date.parse(round.opens_at) > h.clock.now() + UPSTREAM_LAG_MS)!;
    h.clock.set(Date.parse(next.opens_at) + UPSTREAM_LAG_MS + 1_000);
    const watcher = await h.live();
    const ack = await subscribe(watcher, yeekeeRoundTopic(next.round_id));
    expect(ack.data?.round.status).toBe('open');
    const pushed: { status: YeekeeLiveRound['status']; at: number }[] = [];
    watcher.on('yeekee:round', (round) => pushed.push({ status: round.status, at: h.clock.now() }));

    const closesAt = Date.parse(next.closes_at);
    await h.step(closesAt - h.clock.now(), 50);
    await waitFor(() => pushed.some((p) => p.status === 'closed'), 5_000, 'closed');
    expect(pushed.find((p) => p.status === 'closed')?.at).toBe(closesAt);
    // The upstream has not closed it yet: the gateway's clock decided.
    const upstreamSays = (await h.rounds()).find((round) => round.round_id === next.round_id);
    expect(upstreamSays?.status).toBe('open');

    await h.step(UPSTREAM_LAG_MS + 3_000, 100);
    await waitFor(() => pushed.some((p) => p.status === 'resulted'), 5_000, 'resulted');
    const changes = pushed.map((p) => p.status).filter((status, i, all) => status !== 'open' && status !== all[i - 1]);
    expect(changes).toEqual(['closed', 'resulted']);
  });
});
