/**
 * The set-up the live-topic tests share: the real upstream for the whole file, a fresh
 * gateway on a FakeClock for each test (so the pollers of one test never run into the
 * next), and every socket a test opened closed after it. A file whose rounds must move
 * with the gateway's pollers gives one clock to both (`clock`).
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { FakeClock } from '#shared/clock.js';
import { connectLive, type LiveClient } from './live-client.js';
import { startTestGateway, type TestGateway } from './test-gateway.js';
import { startTestUpstream, TEST_AGENT_KEY, type TestUpstream, type TestUpstreamOptions } from './test-upstream.js';

export interface LiveHarness {
  readonly upstream: TestUpstream;
  readonly gw: TestGateway;
  readonly clock: FakeClock;
  /** a socket on /live, as a member when a token is given */
  live(token?: string): Promise<LiveClient>;
  /** a socket the test opened itself (its own reconnection settings), closed after the test like the others */
  adopt(socket: LiveClient): LiveClient;
}

export interface LiveHarnessOptions {
  /** how the file's upstream starts (its round length, its provider secret, …) */
  upstream?: TestUpstreamOptions;
  /** one clock for the upstream and every test's gateway, instead of a fresh one per test */
  clock?: FakeClock;
}

export function useLiveHarness({ upstream: upstreamOptions = {}, clock: sharedClock }: LiveHarnessOptions = {}): LiveHarness {
  const sockets: LiveClient[] = [];
  const state = {} as { upstream: TestUpstream; gw: TestGateway; clock: FakeClock };
  beforeAll(async () => {
    state.upstream = await startTestUpstream(sharedClock ? { ...upstreamOptions, clock: sharedClock } : upstreamOptions);
  });
  afterAll(async () => {
    await state.upstream.close();
  });
  beforeEach(async () => {
    state.clock = sharedClock ?? new FakeClock();
    state.gw = await startTestGateway({ upstreamUrl: state.upstream.url, clock: state.clock, agentApiKey: TEST_AGENT_KEY });
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await state.gw.close();
  });
  return {
    get upstream() {
      return state.upstream;
    },
    get gw() {
      return state.gw;
    },
    get clock() {
      return state.clock;
    },
    async live(token) {
      const socket = await connectLive(state.gw.url, token ? { token } : {});
      sockets.push(socket);
      return socket;
    },
    adopt(socket) {
      sockets.push(socket);
      return socket;
    },
  };
}
