import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import type { YeekeeListResponse } from '#shared/api/lotto/yeekee.js';
import { API } from '#shared/api/paths.js';
import type { Envelope } from '#shared/envelope.js';
import { LIVE_NAMESPACE } from '#shared/live/events.js';
import { LIVE_TOPICS, TIME_EVENT, type LiveTopic } from '#shared/live/topics.js';
import { connectLive, subscribe, waitFor } from '../test-support/live-client.js';
import { useLiveHarness } from '../test-support/live-harness.js';
import { createDeposit } from '../test-support/payment-calls.js';
import { TOPICS } from './topics/index.js';

/**
 * shared/src/live/topics.ts is what the OpenAPI document says about /live;
 * these hold it to what the gateway serves.
 */
describe('the declared topics', () => {
  it('are each served by exactly one gateway topic, with the same access', () => {
    for (const declared of LIVE_TOPICS) {
      const serving = TOPICS.filter((topic) => topic.match(declared.example) !== null);
      expect(serving, declared.topic).toHaveLength(1);
      expect(serving[0]!.memberOnly, declared.topic).toBe(declared.access === 'member');
    }
  });

  it('cover every topic the gateway serves', () => {
    for (const topic of TOPICS) {
      expect(
        LIVE_TOPICS.some((declared) => topic.match(declared.example) !== null),
        `gateway topic ${topic.name} is not declared in shared/src/live/topics.ts`,
      ).toBe(true);
    }
  });
});

describe('the declared snapshot schemas', () => {
  const h = useLiveHarness();

  it("match each topic's real snapshot", async () => {
    const { token } = await h.upstream.register();
    const deposit = await createDeposit(h.gw, token);
    const list = await h.gw.request<Envelope<YeekeeListResponse>>('GET', API.lotto.yeekeeList);
    const roundId = list.body.data?.rounds[0]?.round_id;
    expect(roundId, 'a yeekee round today').toBeDefined();
    const name = (declared: LiveTopic) =>
      declared.example.startsWith('payment:') ? `payment:${deposit.ref}` : declared.example.startsWith('yeekee:') ? `yeekee:${roundId}` : declared.example;

    const socket = await connectLive(h.gw.url, { token });
    try {
      // The built-in provider's topics read a provider this harness does not run: live-table.test.ts and live-football.test.ts check them.
      for (const declared of LIVE_TOPICS.filter((topic) => !topic.reads.path.startsWith('/games/'))) {
        const ack = await subscribe(socket, name(declared));
        expect(ack.error, `${declared.topic}: ${JSON.stringify(ack)}`).toBe(0);
        const parsed = declared.snapshot.safeParse(ack.data);
        expect(parsed.success ? [] : parsed.error.issues, declared.topic).toEqual([]);
      }
    } finally {
      socket.disconnect();
    }
  });

  it('match the `time` event sent on connect', async () => {
    const times: unknown[] = [];
    // Listening before connecting: `time` comes with the connection itself.
    const socket = io(h.gw.url + LIVE_NAMESPACE, { transports: ['websocket'], forceNew: true, reconnection: false, autoConnect: false });
    socket.on('time', (event: unknown) => times.push(event));
    socket.connect();
    try {
      await waitFor(() => times.length > 0, 5_000, 'time');
      expect(TIME_EVENT.schema.safeParse(times[0]).success).toBe(true);
    } finally {
      socket.disconnect();
    }
  });
});
