import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '@shared/clock.js';
import { LIVE_NAMESPACE, Topic } from '@shared/live/events.js';
import { agentCredit } from '../test-support/console-calls.js';
import { collect, subscribe, waitFor, type LiveClient } from '../test-support/live-client.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';
import { startTestUpstream, TEST_AGENT_KEY, type TestUpstream } from '../test-support/test-upstream.js';

let upstream: TestUpstream;
let gw: TestGateway;

beforeAll(async () => {
  upstream = await startTestUpstream();
  gw = await startTestGateway({ upstreamUrl: upstream.url, clock: new FakeClock(), agentApiKey: TEST_AGENT_KEY });
});
afterAll(async () => {
  await gw.close();
  await upstream.close();
});

describe('connection state recovery', () => {
  it('keeps a recovered socket in its rooms and counted, so pushes still reach it', async () => {
    const member = await upstream.register();
    const socket: LiveClient = io(gw.url + LIVE_NAMESPACE, {
      transports: ['websocket'],
      auth: { token: member.token },
      forceNew: true,
      reconnectionDelay: 50,
      reconnectionDelayMax: 50,
    });
    try {
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      expect((await subscribe(socket, Topic.wallets)).error).toBe(0);
      // Something must arrive first: a socket that has received nothing has no offset to recover from.
      const pushes = collect(socket, 'wallets');
      await agentCredit(gw, { username: member.username, amount: 1, reason: 'ทดสอบ' });
      await waitFor(() => pushes.length === 1, 5_000, 'first push');

      socket.io.engine.close(); // a short network drop
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      expect(socket.recovered).toBe(true);
      await waitFor(() => gw.gateway.live.hub.socketsPerTopic().wallets?.sockets === 1, 5_000, 'socket counted again');

      await agentCredit(gw, { username: member.username, amount: 2, reason: 'ทดสอบ' });
      await waitFor(() => pushes.length === 2, 5_000, 'push after recovery');
      expect(pushes[1]?.total).toBe(3);
    } finally {
      socket.disconnect();
    }
  });
});
