import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '#shared/api/auth.js';
import type { Envelope } from '#shared/envelope.js';
import type { RedeemResponse, RedemptionList } from '#shared/api/redemption.js';
import { CALLS } from '#shared/api/registry.js';
import { ErrorCode } from '#shared/errors.js';
import { Topic } from '#shared/live/events.js';
import { DEMO_MEMBER } from '#upstream/db/seed.js';
import { collect, settle, subscribe, waitFor } from '../test-support/live-client.js';
import { useLiveHarness } from '../test-support/live-harness.js';

const h = useLiveHarness();

describe('point shop through the gateway', () => {
  it('a redeem pushes the member’s wallets with the points left at once; a refused one pushes nothing', async () => {
    // The demo member is seeded with points; a new member has none.
    const login = await h.gw.request<Envelope<LoginResponse>>('POST', CALLS.auth.login.path, {
      body: { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password },
    });
    const token = login.body.data!.access_token;
    const auth = { authorization: `Bearer ${token}` };
    const list = await h.gw.request<Envelope<RedemptionList>>('GET', CALLS.redemption.list.path, { headers: auth });
    const points = list.body.data!.points;
    if (points === null) throw new Error('a member’s list carries their points');
    const spins = list.body.data!.items.find((item) => item.reward === 'free_spins' && item.cost <= points)!;
    const dear = list.body.data!.items.find((item) => item.cost > points)!;

    const socket = await h.live(token);
    expect((await subscribe(socket, Topic.wallets)).data?.points).toBe(points);
    const pushes = collect(socket, 'wallets');

    const refused = await h.gw.request<Envelope>('POST', CALLS.redemption.redeem.path, { body: { item_id: dear.item_id }, headers: { ...auth, 'idempotency-key': 'gw-shop-0' } });
    expect(refused.body.error).toBe(ErrorCode.REDEEM_POINTS_SHORT);
    await settle(100);
    expect(pushes).toEqual([]);

    const redeemed = await h.gw.request<Envelope<RedeemResponse>>('POST', CALLS.redemption.redeem.path, {
      body: { item_id: spins.item_id },
      headers: { ...auth, 'idempotency-key': 'gw-shop-1' },
    });
    expect(redeemed.body.data?.points).toBe(points - spins.cost);
    // No clock moves: the push comes from the redeem itself, not from the wallets poll.
    await waitFor(() => pushes.some((w) => w.points === points - spins.cost), 5_000, 'wallets push with points');
  });
});
