import { describe, expect, it } from 'vitest';
import { API, OPERATOR } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { paymentTopic, Topic } from '#shared/live/events.js';
import { collect, settle, subscribe, waitFor } from '../test-support/live-client.js';
import { createDeposit, decidePayment } from '../test-support/payment-calls.js';
import { useLiveHarness } from '../test-support/live-harness.js';
import { TEST_AGENT_KEY } from '../test-support/test-upstream.js';
import { PAYMENT_POLL_MS } from './topics/payment.js';

const h = useLiveHarness();


describe('payment:<ref> topic', () => {
  it('answers the member’s own pending deposit; the agent’s confirm pushes payment:status paid and the wallets at once', async () => {
    const member = await h.upstream.register();
    const deposit = await createDeposit(h.gw, member.token, 300);
    const socket = await h.live(member.token);
    const wallets = await subscribe(socket, Topic.wallets);
    expect(wallets.data?.total).toBe(0);
    const ack = await subscribe(socket, paymentTopic(deposit.ref));
    expect(ack.error).toBe(0);
    expect(ack.data).toMatchObject({ ref: deposit.ref, status: 'pending', amount: 300 });

    const statuses = collect(socket, 'payment:status');
    const walletPushes = collect(socket, 'wallets');
    const confirmed = await decidePayment(h.gw, deposit.ref, 'confirm');
    expect(confirmed.body.error).toBe(0);
    expect(confirmed.body.data?.payment).toMatchObject({ ref: deposit.ref, username: member.username, status: 'paid' });
    // No clock moves: both pushes come from the confirm itself, not from a poll.
    await waitFor(() => statuses.some((s) => s.status === 'paid'), 5_000, 'payment:status paid');
    await waitFor(() => walletPushes.some((w) => w.total >= 300), 5_000, 'wallets push');
    expect(statuses.filter((s) => s.status === 'paid')).toHaveLength(1);
  });

  it('sees a deposit paid behind the gateway’s back at the next poll, and pushes the wallets with it', async () => {
    const member = await h.upstream.register();
    const deposit = await createDeposit(h.gw, member.token, 120);
    const socket = await h.live(member.token);
    await subscribe(socket, Topic.wallets);
    expect((await subscribe(socket, paymentTopic(deposit.ref))).data?.status).toBe('pending');
    const statuses = collect(socket, 'payment:status');
    const walletPushes = collect(socket, 'wallets');
    // Straight to the upstream's operator side: the gateway learns of it only by polling.
    const direct = await fetch(`${h.upstream.url}${OPERATOR.payments}/${deposit.ref}/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_AGENT_KEY}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(((await direct.json()) as { error: number }).error).toBe(0);
    await settle(50);
    expect(statuses).toEqual([]);
    h.clock.advance(PAYMENT_POLL_MS);
    await waitFor(() => statuses.some((s) => s.status === 'paid'), 5_000, 'payment:status paid');
    // The wallets poll (5 s) has not come round: this push is the paid deposit's refresh.
    await waitFor(() => walletPushes.some((w) => w.total === 120), 5_000, 'wallets push');
  });

  it('refuses another member’s ref in the ack, without a snapshot, and keeps the socket', async () => {
    const owner = await h.upstream.register();
    const other = await h.upstream.register();
    const deposit = await createDeposit(h.gw, owner.token);
    const ownerSocket = await h.live(owner.token);
    expect((await subscribe(ownerSocket, paymentTopic(deposit.ref))).error).toBe(0);

    const socket = await h.live(other.token);
    const ack = await subscribe(socket, paymentTopic(deposit.ref));
    expect(ack.error).toBe(ErrorCode.DEPOSIT_NOT_FOUND);
    expect(ack.data).toBeUndefined();
    await settle(50);
    expect(socket.connected).toBe(true);
    // The refused subscriber holds no room; the owner's room is untouched.
    expect(h.gw.gateway.live.hub.roomNames('payment')).toEqual([`payment:${deposit.ref}:${owner.username}`]);
  });

  it('refuses a visitor and an unknown ref in the ack', async () => {
    const member = await h.upstream.register();
    const deposit = await createDeposit(h.gw, member.token);
    const visitor = await h.live();
    expect((await subscribe(visitor, paymentTopic(deposit.ref))).error).toBe(ErrorCode.TOPIC_MEMBER_ONLY);
    const socket = await h.live(member.token);
    expect((await subscribe(socket, paymentTopic('NOSUCHREF123'))).error).toBe(ErrorCode.DEPOSIT_NOT_FOUND);
    expect((await subscribe(socket, 'payment:not-a-ref')).error).toBe(ErrorCode.TOPIC_UNKNOWN);
    expect(visitor.connected && socket.connected).toBe(true);
  });

  it('polls one deposit once per period for 1 or 50 sockets, and stops once it is final', async () => {
    async function pollsOver(socketCount: number, periods: number): Promise<{ ref: string; polls: number; token: string }> {
      const member = await h.upstream.register();
      const deposit = await createDeposit(h.gw, member.token);
      const opened = await Promise.all(Array.from({ length: socketCount }, () => h.live(member.token)));
      const acks = await Promise.all(opened.map((socket) => subscribe(socket, paymentTopic(deposit.ref))));
      expect(acks.every((ack) => ack.error === 0)).toBe(true);
      await h.gw.gateway.live.whenIdle();
      const before = h.upstream.calls(API.payment.inquiryStatus);
      for (let i = 0; i < periods; i += 1) {
        h.clock.advance(PAYMENT_POLL_MS);
        await h.gw.gateway.live.whenIdle();
      }
      return { ref: deposit.ref, polls: h.upstream.calls(API.payment.inquiryStatus) - before, token: member.token };
    }

    const one = await pollsOver(1, 5);
    const many = await pollsOver(50, 5);
    expect(one.polls).toBe(5);
    // Both rooms poll during the second run: 5 each, whatever the sockets.
    expect(many.polls).toBe(10);

    const rejected = await decidePayment(h.gw, many.ref, 'reject', { reason: 'ยอดโอนไม่ตรง' });
    expect(rejected.body.error).toBe(0);
    await waitFor(() => h.gw.gateway.live.hub.idle, 5_000, 'kick read');
    await h.gw.gateway.live.whenIdle();
    const before = h.upstream.calls(API.payment.inquiryStatus);
    for (let i = 0; i < 5; i += 1) {
      h.clock.advance(PAYMENT_POLL_MS);
      await h.gw.gateway.live.whenIdle();
    }
    // Only the first member's pending deposit still polls.
    expect(h.upstream.calls(API.payment.inquiryStatus) - before).toBe(5);
    const stats = h.gw.gateway.live.stats();
    expect(stats.topics.payment?.sockets).toBe(51);
  });
});
