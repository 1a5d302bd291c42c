import { describe, expect, it } from 'vitest';
import { API, IDEMPOTENCY_HEADER } from '#shared/api/paths.js';
import type { WheelSpin } from '#shared/api/wheel.js';
import type { Envelope } from '#shared/envelope.js';
import { Topic } from '#shared/live/events.js';
import { collect, subscribe, waitFor } from '../test-support/live-client.js';
import { useLiveHarness } from '../test-support/live-harness.js';
import { createDeposit, decidePayment } from '../test-support/payment-calls.js';

const h = useLiveHarness();

describe('wheel:board topic', () => {
  it('answers the board to a visitor and pushes a win as soon as the spin passes the gateway', async () => {
    const member = await h.upstream.register();
    // 5,000 THB today: 10 free spins (1 per 500 THB).
    const deposit = await createDeposit(h.gw, member.token, 5000);
    expect((await decidePayment(h.gw, deposit.ref, 'confirm')).body.error).toBe(0);

    const socket = await h.live();
    const ack = await subscribe(socket, Topic.wheelBoard);
    expect(ack.error).toBe(0);
    expect(Array.isArray(ack.data?.items)).toBe(true);
    const wins = collect(socket, 'wheel:win');

    // The gateway's clock stands still, so its 15 s poll never runs: a push here is the write-through.
    let won: WheelSpin | undefined;
    for (let i = 0; i < 10 && !won; i++) {
      const reply = await h.gw.request<Envelope<WheelSpin>>('POST', API.wheel.spin, {
        body: {},
        headers: { authorization: `Bearer ${member.token}`, [IDEMPOTENCY_HEADER]: `live-wheel-${i}` },
      });
      expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
      if (reply.body.data!.prize.kind !== 'nothing') won = reply.body.data!;
    }
    expect(won, 'a prize other than nothing in 10 spins (0.35^10 ≈ 3e-5 to miss)').toBeDefined();
    await waitFor(() => wins.some((w) => w.id === won!.spin_id), 5_000, 'wheel:win push');
    const pushed = wins.find((w) => w.id === won!.spin_id)!;
    expect(pushed).toMatchObject({ prize: won!.prize.name, kind: won!.prize.kind, value: won!.prize.value });
    expect(pushed.name).toMatch(/^\d{3}\*+\d{3}$/);
    expect(pushed.name).not.toBe(member.username);
  });
});
