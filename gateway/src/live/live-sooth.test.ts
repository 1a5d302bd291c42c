import { describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.js';
import { FakeClock } from '#shared/clock.js';
import { dealShoe, shoeCommitment, shoeOrder } from '#shared/games/baccarat/index.js';
import { signedHeaders } from '#server-kit/provider-signature.js';
import { Topic } from '#shared/live/events.js';
import { collect, subscribe, waitFor } from '../test-support/live-client.js';
import { useLiveHarness } from '../test-support/live-harness.js';

const SECRET = 'sooth-test-secret-0123456789abcdef';
const SEED = 'a'.repeat(64);
const SHOE = 'live-sooth-shoe-1';

describe('sooth topic', () => {
  /** the upstream's own clock: signatures are dated by it */
  const upstreamClock = new FakeClock();
  const h = useLiveHarness({ upstream: { builtInSecret: SECRET, clock: upstreamClock } });

  /** A provider report, signed as the built-in provider, straight to the upstream. */
  async function report(path: string, body: unknown): Promise<void> {
    const raw = JSON.stringify(body);
    const response = await fetch(`${h.upstream.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders('huaydee', SECRET, raw, upstreamClock.now()) },
      body: raw,
    });
    expect(((await response.json()) as { error: number }).error).toBe(0);
  }

  it('answers every table with its roads, and pushes each new hand with the shoe’s counts and roads', async () => {
    const order = shoeOrder(SEED, SHOE);
    const hands = dealShoe(order);
    await report(API.providerTables.shoeOpen, { table_code: 'bac-t', table_name: 'บาคาร่า ทดสอบ', shoe_id: SHOE, commitment: shoeCommitment('salt-0123456789', order) });
    const reportHand = (i: number) =>
      report(API.providerTables.hand, { table_code: 'bac-t', shoe_id: SHOE, hand_no: i + 1, player_cards: hands[i]!.playerCards, banker_cards: hands[i]!.bankerCards });
    await reportHand(0);

    const socket = await h.live();
    const ack = await subscribe(socket, Topic.sooth);
    expect(ack.error).toBe(0);
    const table = ack.data!.tables.find((t) => t.code === 'bac-t')!;
    expect(table).toMatchObject({ name: 'บาคาร่า ทดสอบ', counts: { hands: 1 }, last_hand: { hand_no: 1, winner: hands[0]!.winner } });
    expect(table.roads.bead_plate).toHaveLength(1);
    const pushed = collect(socket, 'sooth:hand');

    await reportHand(1);
    // Nothing is pushed before the poll runs; the 2 s poll finds the new hand.
    h.clock.advance(2_000);
    await waitFor(() => pushed.length > 0, 5_000, 'sooth:hand push');
    expect(pushed[0]).toMatchObject({ table_id: table.table_id, hand: { hand_no: 2, winner: hands[1]!.winner }, counts: { hands: 2 } });
    expect(pushed[0]!.roads.bead_plate).toHaveLength(2);
    // The same hand is not pushed twice.
    h.clock.advance(2_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pushed).toHaveLength(1);
  });
});
