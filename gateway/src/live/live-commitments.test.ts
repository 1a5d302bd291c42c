import { describe, expect, it } from 'vitest';
import type { CommitmentEntry } from '#shared/api/fairness.js';
import { API } from '#shared/api/paths.js';
import type { WheelSeedState } from '#shared/api/wheel.js';
import type { Envelope } from '#shared/envelope.js';
import { checkChain } from '#shared/fairness/commitment-chain.js';
import { COMMITMENTS_LATEST, Topic } from '#shared/live/events.js';
import { collect, subscribe, waitFor } from '../test-support/live-client.js';
import { useLiveHarness } from '../test-support/live-harness.js';

const h = useLiveHarness();

describe('fairness:commitments topic', () => {
  it("answers the log's head and newest entries to a visitor, and pushes a new commitment at the next poll", async () => {
    await h.upstream.settle();
    const socket = await h.live();
    const ack = await subscribe(socket, Topic.commitments);
    expect(ack.error).toBe(0);
    const { head, latest } = ack.data!;
    expect(latest.length).toBeGreaterThan(0);
    expect(latest.length).toBeLessThanOrEqual(COMMITMENTS_LATEST);
    expect(head).toEqual({ seq: latest.at(-1)!.seq, hash: latest.at(-1)!.hash });
    // The newest entries chain on from the first of them.
    expect(checkChain(latest.slice(1), { seq: latest[0]!.seq, hash: latest[0]!.hash })).toBeNull();

    const pushed = collect(socket, 'fairness:commitment');
    // A new member's wheel seed is committed when they first look at the wheel.
    const member = await h.upstream.register();
    const seed = await h.gw.request<Envelope<WheelSeedState>>('GET', API.wheel.seed, { headers: { authorization: `Bearer ${member.token}` } });
    expect(seed.body.error).toBe(0);
    h.clock.advance(5_000);
    await waitFor(() => pushed.some((entry: CommitmentEntry) => entry.commitment === seed.body.data!.server_seed_hash), 5_000, 'fairness:commitment push');
    const entry = pushed.find((e: CommitmentEntry) => e.commitment === seed.body.data!.server_seed_hash)!;
    expect(entry).toMatchObject({ kind: 'wheel_seed', seq: head.seq + 1, prev_hash: head.hash });
  });

  it('passes the paged log through the gateway and refuses a bad page with a Thai message', async () => {
    const page = await h.gw.request<Envelope<{ entries: CommitmentEntry[] }>>('GET', `${API.fairness.commitments}?after=0&limit=3`);
    expect(page.body.error).toBe(0);
    expect(page.body.data!.entries.map((entry) => entry.seq)).toEqual([1, 2, 3]);
    const bad = await h.gw.request<Envelope<unknown>>('GET', `${API.fairness.commitments}?limit=9999`);
    expect(bad.body.error).not.toBe(0);
    expect(bad.body.message).toMatch(/[\u0E00-\u0E7F]/);
  });
});
