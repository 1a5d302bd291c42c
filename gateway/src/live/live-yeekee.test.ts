import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import type { YeekeeRound, YeekeeShot } from '#shared/api/lotto/yeekee.js';
import { API } from '#shared/api/paths.js';
import { FakeClock } from '#shared/clock.js';
import { toWireDate } from '#shared/dates.js';
import { LIVE_NAMESPACE, Topic, yeekeeRoundTopic } from '#shared/live/events.js';
import { computeYeekeeProof } from '#shared/lotto/yeekee-formula.js';
import { collect, settle, subscribe, waitFor, type LiveClient } from '../test-support/live-client.js';
import { openFastRound, ROUND_SECONDS, shoot } from '../test-support/lotto-calls.js';
import { useLiveHarness } from '../test-support/live-harness.js';
import { OPEN_POLL_MS, PRESENCE_MS, SHOTS_PUSH_MS } from './topics/yeekee-round.js';

// One clock for the upstream (rounds open, close and draw on it) and the gateway (its pollers).
const clock = new FakeClock();
const h = useLiveHarness({ upstream: { clock, yeekeeRoundSeconds: ROUND_SECONDS }, clock });

const live = (token?: string): Promise<LiveClient> => h.live(token);

/** Moves the shared clock in small steps, letting the gateway finish what each step started. */
async function step(ms: number, by = 50): Promise<void> {
  for (let done = 0; done < ms; done += by) {
    clock.advance(Math.min(by, ms - done));
    await h.gw.gateway.live.whenIdle();
  }
}

/** Every shot a socket was pushed for a round, in arrival order. */
function shotsOf(socket: LiveClient, roundId: number): { shots: YeekeeShot[]; pushes: number } {
  const seen = { shots: [] as YeekeeShot[], pushes: 0 };
  socket.on('yeekee:shots', (event) => {
    if (event.round_id !== roundId) return;
    seen.pushes += 1;
    seen.shots.push(...event.shots);
  });
  return seen;
}

const seqs = (shots: readonly YeekeeShot[]) => shots.map((s) => s.seq);
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);


describe('yeekee round topic', () => {
  it('shows every shot to two watchers once, in seq order with no gap, in batched pushes', async () => {
    const round = await openFastRound(h.gw.url, clock);
    const topic = yeekeeRoundTopic(round.round_id);
    const members = await Promise.all(Array.from({ length: 6 }, () => h.upstream.register()));
    const visitor = await live();
    const member = await live(members[0]!.token);
    const snapshots = await Promise.all([subscribe(visitor, topic), subscribe(member, topic)]);
    for (const ack of snapshots) {
      expect(ack.error).toBe(0);
      expect(ack.data?.round).toMatchObject({ round_id: round.round_id, status: 'open', last_seq: 0, sum: '0' });
      expect(ack.data?.shots).toEqual([]);
    }
    const seenByVisitor = shotsOf(visitor, round.round_id);
    const seenByMember = shotsOf(member, round.round_id);

    // Through the gateway, and two behind its back (the poll fills the gap before pushing what follows).
    const numbers = ['11111', '22222', '33333', '44444', '55555', '66666'];
    await shoot(h.gw.url, members[0]!.token, round.round_id, numbers[0]!);
    await shoot(h.upstream.url, members[1]!.token, round.round_id, numbers[1]!);
    await shoot(h.gw.url, members[2]!.token, round.round_id, numbers[2]!);
    await shoot(h.gw.url, members[3]!.token, round.round_id, numbers[3]!);
    await shoot(h.upstream.url, members[4]!.token, round.round_id, numbers[4]!);
    await shoot(h.gw.url, members[5]!.token, round.round_id, numbers[5]!);
    await step(OPEN_POLL_MS);
    await waitFor(() => seenByVisitor.shots.length >= 6 && seenByMember.shots.length >= 6, 5_000, 'six shots on both');
    await settle();

    for (const seen of [seenByVisitor, seenByMember]) {
      expect(seqs(seen.shots)).toEqual(oneTo(6));
      expect(seen.shots.map((s) => s.number)).toEqual(numbers);
      expect(seen.shots[0]?.username).toMatch(/x/);
      // One push per window, not one per shot.
      expect(seen.pushes).toBeLessThanOrEqual(Math.ceil(OPEN_POLL_MS / SHOTS_PUSH_MS) + 1);
      expect(seen.pushes).toBeLessThan(6);
    }

    // A late watcher's snapshot continues exactly where pushes go on.
    const late = await live();
    const lateAck = await subscribe(late, topic);
    expect(lateAck.data?.round.last_seq).toBe(6);
    expect(lateAck.data?.round.sum).toBe(String(numbers.reduce((sum, n) => sum + Number(n), 0)));
    expect(seqs(lateAck.data?.shots ?? [])).toEqual(oneTo(6));
  });

  it('pushes a shot that passed through the gateway before the next poll', async () => {
    const round = await openFastRound(h.gw.url, clock);
    const shooter = await h.upstream.register();
    const watcher = await live();
    const ack = await subscribe(watcher, yeekeeRoundTopic(round.round_id));
    const seen = shotsOf(watcher, round.round_id);
    await h.gw.gateway.live.whenIdle();
    const readsBefore = h.upstream.calls(API.lotto.yeekeeLists);

    await shoot(h.gw.url, shooter.token, round.round_id, '12345');
    await waitFor(() => seen.shots.length === 1, 5_000, 'write-through push');
    expect(seen.shots[0]).toMatchObject({ seq: ack.data!.round.last_seq + 1, number: '12345' });
    // The clock has not moved: no poll ran, the push came from the shot itself.
    expect(h.upstream.calls(API.lotto.yeekeeLists)).toBe(readsBefore);
  });

  it('closes the round on the clock, then pushes its status and the result with a proof anyone can recompute', async () => {
    const round = await openFastRound(h.gw.url, clock);
    const watcher = await live();
    const snapshot = (await subscribe(watcher, yeekeeRoundTopic(round.round_id))).data!;
    expect(snapshot.shots).toHaveLength(snapshot.round.last_seq);
    const statuses = collect(watcher, 'yeekee:round');
    const results = collect(watcher, 'yeekee:result');
    const seen = shotsOf(watcher, round.round_id);
    const shooters = await Promise.all(Array.from({ length: 3 }, () => h.upstream.register()));
    for (const [i, shooter] of shooters.entries()) await shoot(h.gw.url, shooter.token, round.round_id, `0${i + 1}234`);
    // The first shot goes out at once, the next two in the following push window.
    await step(SHOTS_PUSH_MS);
    await waitFor(() => seen.shots.length === 3, 5_000, 'shots');

    await step(Date.parse(round.closes_at) - clock.now() + OPEN_POLL_MS, 100);
    await waitFor(() => results.length === 1, 5_000, 'yeekee:result');
    const final = statuses.at(-1)!;
    expect(final.status).toBe('resulted');
    expect(final.last_seq).toBe(snapshot.round.last_seq + 3);
    const result = results[0]!;
    expect(result.round_id).toBe(round.round_id);
    expect(result.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(result.proof.seed_hash).toBe(round.seed_hash);
    // Every shot of the round (the snapshot's and those pushed since) and the revealed seed give the result.
    const recomputed = computeYeekeeProof(round.round_id, [...snapshot.shots, ...seen.shots], result.seed!);
    expect(result.proof).toEqual(recomputed);
    expect(`${result.result.bottom2}${result.result.top3}`).toBe(recomputed.number);

    // A finished round reads nothing more from the h.upstream.
    const reads = h.upstream.calls(API.lotto.yeekeeLists);
    await step(3 * PRESENCE_MS, 500);
    expect(h.upstream.calls(API.lotto.yeekeeLists)).toBe(reads);
  });

  it('reports watchers in yeekee:round every few seconds while the round is live', async () => {
    const round = await openFastRound(h.gw.url, clock);
    const topic = yeekeeRoundTopic(round.round_id);
    const first = await live();
    expect((await subscribe(first, topic)).data?.round.watchers).toBe(1);
    const second = await live();
    await subscribe(second, topic);
    const rounds = collect(first, 'yeekee:round');
    await step(PRESENCE_MS, 250);
    await waitFor(() => rounds.length >= 1, 5_000, 'presence push');
    expect(rounds.at(-1)).toMatchObject({ round_id: round.round_id, status: 'open', watchers: 2 });
  });

  it('polls a round the same number of times for 1 or 200 watchers', async () => {
    async function readsOver(watchers: number, polls: number): Promise<number> {
      const round = await openFastRound(h.gw.url, clock, (polls + 5) * OPEN_POLL_MS);
      const opened = await Promise.all(Array.from({ length: watchers }, () => live()));
      const acks = await Promise.all(opened.map((socket) => subscribe(socket, yeekeeRoundTopic(round.round_id))));
      expect(acks.every((ack) => ack.error === 0)).toBe(true);
      await h.gw.gateway.live.whenIdle();
      const before = h.upstream.calls(API.lotto.yeekeeLists);
      await step(polls * OPEN_POLL_MS, 250);
      const reads = h.upstream.calls(API.lotto.yeekeeLists) - before;
      for (const socket of opened) socket.disconnect();
      await waitFor(() => h.gw.gateway.live.hub.roomNames('yeekee:round').length === 0, 5_000, 'room closed');
      return reads;
    }
    const one = await readsOver(1, 8);
    const many = await readsOver(200, 8);
    expect(one).toBe(8);
    expect(many).toBe(one);
  });

  it('replays the shots a watcher missed while its connection dropped for 2 s', async () => {
    const round = await openFastRound(h.gw.url, clock);
    const topic = yeekeeRoundTopic(round.round_id);
    const shooters = await Promise.all(Array.from({ length: 4 }, () => h.upstream.register()));
    // A second watcher keeps the room (and its pushes) going while the first is away.
    const steady = await live();
    const base = (await subscribe(steady, topic)).data!.round.last_seq;
    const dropping: LiveClient = io(h.gw.url + LIVE_NAMESPACE, {
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 2_000,
      reconnectionDelayMax: 2_000,
      randomizationFactor: 0,
    });
    h.adopt(dropping);
    await new Promise<void>((resolve) => dropping.once('connect', () => resolve()));
    await subscribe(dropping, topic);
    const seen = shotsOf(dropping, round.round_id);
    // Something must arrive first: a socket that has received nothing has no offset to recover from.
    await shoot(h.gw.url, shooters[0]!.token, round.round_id, '10000');
    await waitFor(() => seen.shots.length === 1, 5_000, 'first shot');

    const droppedAt = Date.now();
    dropping.io.engine.close();
    const reconnected = new Promise<void>((resolve) => dropping.once('connect', () => resolve()));
    for (const [i, shooter] of shooters.slice(1).entries()) {
      await shoot(h.gw.url, shooter.token, round.round_id, `2000${i}`);
      await step(SHOTS_PUSH_MS);
    }
    await reconnected;
    expect(Date.now() - droppedAt).toBeGreaterThanOrEqual(1_900);
    expect(dropping.recovered).toBe(true);
    await waitFor(() => seen.shots.length === 4, 5_000, 'missed shots replayed');
    expect(seqs(seen.shots)).toEqual(oneTo(4).map((n) => base + n));
  });
});

describe('yeekee lobby and results topics', () => {
  it('lets a visitor watch yeekee topics, with pushes when a round closes and its result comes', async () => {
    const round = await openFastRound(h.gw.url, clock);
    const visitor = await live();
    const lobby = await subscribe(visitor, Topic.yeekee);
    expect(lobby.error).toBe(0);
    expect(lobby.data?.rounds.some((r: YeekeeRound) => r.round_id === round.round_id && r.status === 'open')).toBe(true);
    expect(lobby.data?.server_time).toBe(toWireDate(clock.now()));
    expect((await subscribe(visitor, yeekeeRoundTopic(round.round_id))).error).toBe(0);
    const results = await subscribe(visitor, Topic.lottoResults);
    expect(results.error).toBe(0);
    expect(Array.isArray(results.data?.results)).toBe(true);
    const lists = collect(visitor, 'yeekee:rounds');
    const resultPushes = collect(visitor, 'lotto:result');

    await step(Date.parse(round.closes_at) - clock.now() + 5_000, 250);
    await waitFor(() => resultPushes.some((r) => r.round_id === round.round_id), 5_000, 'lotto:result');
    await waitFor(() => lists.length > 0, 5_000, 'yeekee:rounds');
    expect(lists.at(-1)?.rounds.find((r) => r.round_id === round.round_id)?.status).toBe('resulted');
    expect(resultPushes.find((r) => r.round_id === round.round_id)?.seed).toMatch(/^[0-9a-f]{64}$/);
  });
});
