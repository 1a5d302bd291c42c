import { describe, expect, it } from 'vitest';
import type { PollConfig, PollVote } from '#shared/api/poll.js';
import { API } from '#shared/api/paths.js';
import type { Envelope } from '#shared/envelope.js';
import { pollTopic } from '#shared/live/events.js';
import { collect, settle, subscribe, waitFor } from '../test-support/live-client.js';
import { useLiveHarness } from '../test-support/live-harness.js';
import { createDeposit, decidePayment } from '../test-support/payment-calls.js';

const h = useLiveHarness();
const POLL_ID = 1;

describe('poll:<poll_id> topic', () => {
  const choices = async () => (await h.gw.request<Envelope<PollConfig>>('GET', `${API.poll.config}?poll_id=${POLL_ID}`)).body.data!.poll.choices;
  const vote = (token: string, choiceId: number) =>
    h.gw.request<Envelope<PollVote>>('POST', API.poll.submit, { body: { poll_id: POLL_ID, choice_id: choiceId }, headers: { authorization: `Bearer ${token}` } });

  it('answers a visitor the votes with quota null', async () => {
    const socket = await h.live();
    const ack = await subscribe(socket, pollTopic(POLL_ID));
    expect(ack.error).toBe(0);
    expect(ack.data!.quota).toBeNull();
    expect(ack.data!.stats).toMatchObject({ poll_id: POLL_ID, status: 'open' });
    expect((await subscribe(socket, 'poll:999999')).error).not.toBe(0);
  });

  it("pushes a vote's stats to every watcher at once, and the voter's quota to the voter only", async () => {
    const [a, b] = [await h.upstream.register(), await h.upstream.register()];
    const socketA = await h.live(a.token);
    const socketB = await h.live(b.token);
    const ackA = await subscribe(socketA, pollTopic(POLL_ID));
    const ackB = await subscribe(socketB, pollTopic(POLL_ID));
    expect(ackA.data!.quota).toMatchObject({ used: 0, left: 1 });
    expect(ackB.data!.quota).toMatchObject({ used: 0, left: 1 });
    const statsB = collect(socketB, 'poll:stats');
    const quotaA = collect(socketA, 'poll:quota');
    const quotaB = collect(socketB, 'poll:quota');

    // The gateway's clock stands still, so its 5 s poll never runs: a push here is the write-through.
    const [choice] = await choices();
    const reply = await vote(a.token, choice!.id);
    expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
    const counted = reply.body.data!;
    await waitFor(() => statsB.some((s) => s.version === counted.vote.id), 5_000, 'poll:stats on the other socket');
    expect(statsB.at(-1)).toEqual(counted.stats);
    await waitFor(() => quotaA.length > 0, 5_000, "poll:quota to the voter");
    expect(quotaA.at(-1)).toMatchObject({ used: 1, left: 0 });
    await settle(300);
    expect(quotaB).toEqual([]);

    // B subscribing again takes a snapshot with the new votes and B's own quota, not A's.
    const again = await subscribe(socketB, pollTopic(POLL_ID));
    expect(again.data!.stats.version).toBe(counted.vote.id);
    expect(again.data!.quota).toMatchObject({ used: 0, left: 1 });
  });

  it('pushes the quota again when a paid deposit earns a vote', async () => {
    const member = await h.upstream.register();
    const socket = await h.live(member.token);
    const ack = await subscribe(socket, pollTopic(POLL_ID));
    expect(ack.data!.quota).toMatchObject({ earned: 0, left: 1 });
    const quota = collect(socket, 'poll:quota');
    const deposit = await createDeposit(h.gw, member.token, 300);
    expect((await decidePayment(h.gw, deposit.ref, 'confirm')).body.error).toBe(0);
    await waitFor(() => quota.some((q) => q.earned === 1), 5_000, 'poll:quota after the deposit');
    expect(quota.at(-1)).toMatchObject({ deposit_today: 300, earned: 1, left: 2 });
  });
});
