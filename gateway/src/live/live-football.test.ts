/**
 * `football` on the real gateway and the real built-in provider, on one
 * FakeClock: the snapshot is the declared one, and a kick-off pushes the live
 * match to a watcher minute by minute.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOOTBALL_OPEN_MATCHES } from '#shared/games/football-api.js';
import { Topic, ZFootballSnapshot } from '#shared/live/events.js';
import { liveTopicOf } from '#shared/live/topics.js';
import type { TestUpstream } from '#upstream/test-support/upstream.js';
import { startGamesUpstream, startProvider, type TestProvider } from '#games/test-support/provider.js';
import { collect, connectLive, subscribe, waitFor, type LiveClient } from '../test-support/live-client.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

describe('the football topic', () => {
  let up: TestUpstream;
  let provider: TestProvider;
  let gw: TestGateway;
  let socket: LiveClient | undefined;
  beforeAll(async () => {
    up = await startGamesUpstream();
    provider = await startProvider(up, { baccarat: false });
    gw = await startTestGateway({ upstreamUrl: up.url, gamesUrl: provider.url, clock: up.clock });
  });
  afterAll(async () => {
    socket?.disconnect();
    await gw.close();
    await provider.close();
    await up.close();
  });

  it('answers the matches open for bets, then pushes the match once it kicks off and as its minutes pass', async () => {
    socket = await connectLive(gw.url);
    const ack = await subscribe(socket, Topic.football);
    expect(ack.error, JSON.stringify(ack)).toBe(0);
    const snapshot = ack.data!;
    expect(ZFootballSnapshot.safeParse(snapshot).success).toBe(true);
    expect(liveTopicOf(Topic.football)?.snapshot.safeParse(snapshot).success).toBe(true);
    expect(snapshot.open).toHaveLength(FOOTBALL_OPEN_MATCHES);
    const next = snapshot.open[0]!;
    expect(next).toMatchObject({ status: 'open', minute: null, server_seed: null });
    expect(next.commitment).toMatch(/^[0-9a-f]{64}$/);

    const pushed = collect(socket, 'football:matches');
    up.clock.advance(Date.parse(next.kickoff_at) - up.clock.now() + 100);
    await waitFor(() => pushed.some((event) => event.live?.match_id === next.match_id), 5_000, 'the kick-off pushed');

    // Ten match minutes later (a minute a second), the watcher has the tenth minute.
    for (let second = 0; second < 10; second++) {
      up.clock.advance(1_000);
      await waitFor(() => pushed.some((event) => (event.live?.minute ?? -1) >= second + 1), 5_000, `minute ${second + 1}`);
    }
    const latest = pushed.at(-1)!.live!;
    expect(latest.match_id).toBe(next.match_id);
    expect(latest.commitment).toBe(next.commitment);
    expect(latest.server_seed).toBeNull();
  });
});
