/**
 * A bill, a yeekee shot and a wheel spin through the gateway each cost the
 * upstream exactly one call, while their member watches their wallets and
 * the round live: the pushes come from the answers in hand (after-call.ts),
 * never from a read after the call.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, IDEMPOTENCY_HEADER } from '#shared/api/paths.js';
import type { WheelSpin } from '#shared/api/wheel.js';
import { FakeClock } from '#shared/clock.js';
import type { Envelope } from '#shared/envelope.js';
import { Topic, yeekeeRoundTopic } from '#shared/live/events.js';
import { collect, connectLive, subscribe, waitFor, type LiveClient } from '../test-support/live-client.js';
import { createBill, everyRunTop, openFastRound, ROUND_SECONDS, shoot } from '../test-support/lotto-calls.js';
import { createDeposit, decidePayment } from '../test-support/payment-calls.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';
import { startTestUpstream, TEST_AGENT_KEY, type TestUpstream } from '../test-support/test-upstream.js';

const clock = new FakeClock();
let upstream: TestUpstream;
let gw: TestGateway;
let socket: LiveClient | undefined;

beforeAll(async () => {
  upstream = await startTestUpstream({ clock, yeekeeRoundSeconds: ROUND_SECONDS });
});
afterAll(async () => {
  await upstream.close();
});
beforeEach(async () => {
  gw = await startTestGateway({ upstreamUrl: upstream.url, clock, agentApiKey: TEST_AGENT_KEY });
});
afterEach(async () => {
  socket?.disconnect();
  await gw.close();
});

/** What the upstream was asked while `move` ran and its pushes arrived (the clock stands still: no poll runs). */
async function upstreamCallsOf(move: () => Promise<void>): Promise<Record<string, number>> {
  await gw.gateway.live.whenIdle();
  upstream.resetCalls();
  await move();
  await gw.gateway.live.whenIdle();
  return upstream.allCalls();
}

describe('one upstream call per move', () => {
  it('a bill, a shot and a spin each reach the upstream once, and their pushes need no read', async () => {
    const member = await upstream.register();
    // 5,000 THB today: the stake of the bill, and 10 free spins of the wheel (1 per 500 THB).
    const deposit = await createDeposit(gw, member.token, 5000);
    expect((await decidePayment(gw, deposit.ref, 'confirm')).body.error).toBe(0);
    const round = await openFastRound(gw.url, clock);

    socket = await connectLive(gw.url, { token: member.token });
    expect((await subscribe(socket, Topic.wallets)).data?.total).toBe(5000);
    expect((await subscribe(socket, yeekeeRoundTopic(round.round_id))).error).toBe(0);
    const wallets = collect(socket, 'wallets');
    const shots = collect(socket, 'yeekee:shots');

    const bill = await upstreamCallsOf(async () => {
      await createBill(gw.url, member.token, everyRunTop(round.round_id));
      await waitFor(() => wallets.length === 1, 5_000, 'the wallets push after the bill');
    });
    expect(bill).toEqual({ [API.lotto.billCreate]: 1 });
    expect(wallets[0]?.total).toBe(4990);

    const shot = await upstreamCallsOf(async () => {
      await shoot(gw.url, member.token, round.round_id, '12345');
      await waitFor(() => shots.length === 1, 5_000, 'the shot pushed to the round');
    });
    expect(shot).toEqual({ [API.lotto.yeekeeShoot]: 1 });

    const spin = await upstreamCallsOf(async () => {
      const reply = await gw.request<Envelope<WheelSpin>>('POST', API.wheel.spin, {
        body: {},
        headers: { authorization: `Bearer ${member.token}`, [IDEMPOTENCY_HEADER]: 'one-call-spin' },
      });
      expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
      await gw.gateway.live.whenIdle();
      // The room holds the spin's wallets; they push when they differ from the bill's (a spin that wins a spin back may not).
      const room = gw.gateway.live.hub.room(`${Topic.wallets}:${member.username}`);
      expect(room?.value).toEqual(reply.body.data!.wallets);
      if (JSON.stringify(reply.body.data!.wallets) !== JSON.stringify(wallets[0])) {
        await waitFor(() => wallets.length === 2, 5_000, 'the wallets push after the spin');
        expect(wallets[1]).toEqual(reply.body.data!.wallets);
      }
    });
    expect(spin).toEqual({ [API.wheel.spin]: 1 });
  });
});
