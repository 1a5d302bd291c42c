import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { LIVE_NAMESPACE, Topic } from '#shared/live/events.js';
import { agentCredit } from '../test-support/console-calls.js';
import { collect, subscribe, waitFor, type LiveClient } from '../test-support/live-client.js';
import { useLiveHarness } from '../test-support/live-harness.js';

const h = useLiveHarness();

describe('connection state recovery', () => {
  it('keeps a recovered socket in its rooms and counted, so pushes still reach it', async () => {
    const member = await h.upstream.register();
    const socket: LiveClient = h.adopt(
      io(h.gw.url + LIVE_NAMESPACE, {
        transports: ['websocket'],
        auth: { token: member.token },
        forceNew: true,
        reconnectionDelay: 50,
        reconnectionDelayMax: 50,
      }),
    );
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    expect((await subscribe(socket, Topic.wallets)).error).toBe(0);
    // Something must arrive first: a socket that has received nothing has no offset to recover from.
    const pushes = collect(socket, 'wallets');
    await agentCredit(h.gw, { username: member.username, amount: 1, reason: 'ทดสอบ' });
    await waitFor(() => pushes.length === 1, 5_000, 'first push');

    socket.io.engine.close(); // a short network drop
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    expect(socket.recovered).toBe(true);
    await waitFor(() => h.gw.gateway.live.hub.socketsPerTopic().wallets?.sockets === 1, 5_000, 'socket counted again');

    await agentCredit(h.gw, { username: member.username, amount: 2, reason: 'ทดสอบ' });
    await waitFor(() => pushes.length === 2, 5_000, 'push after recovery');
    expect(pushes[1]?.total).toBe(3);
  });
});
