import { describe, expect, it } from 'vitest';
import type { RoundsResponse } from '#shared/api/lotto/rounds.js';
import { API, OPERATOR } from '#shared/api/paths.js';
import { FakeClock } from '#shared/clock.js';
import type { Envelope } from '#shared/envelope.js';
import { Topic, yeekeeRoundTopic } from '#shared/live/events.js';
import { agentCredit } from '../test-support/console-calls.js';
import { startFakeUpstream } from '../test-support/fake-upstream.js';
import { captureLogs } from '../test-support/log-capture.js';
import { collect, connectLive, subscribe, waitFor, type LiveClient } from '../test-support/live-client.js';
import { createBill, everyRunTop, openFastRound, ROUND_SECONDS } from '../test-support/lotto-calls.js';
import { useLiveHarness } from '../test-support/live-harness.js';
import { startTestGateway } from '../test-support/test-gateway.js';
import { TEST_AGENT_KEY } from '../test-support/test-upstream.js';
import { SETTLEMENT_POLL_MS } from './settlement-feed.js';

const clock = new FakeClock();
const h = useLiveHarness({ upstream: { clock, yeekeeRoundSeconds: ROUND_SECONDS }, clock });
const WALLETS_POLL_MS = 5_000;

const live = (token?: string): Promise<LiveClient> => h.live(token);

async function step(ms: number, by = 100): Promise<void> {
  for (let done = 0; done < ms; done += by) {
    clock.advance(Math.min(by, ms - done));
    await h.gw.gateway.live.whenIdle();
  }
}

/** A member with 100 THB who staked 10 THB on every digit of `runtop` in the round: one digit wins. */
async function bettor(roundId: number): Promise<{ token: string; username: string }> {
  const member = await h.upstream.register();
  await agentCredit(h.gw, { username: member.username, amount: 100, reason: 'ทดสอบหวย' });
  const bill = await createBill(h.gw.url, member.token, everyRunTop(roundId));
  expect(bill.wallets.total).toBe(90);
  return member;
}


describe('winners’ wallets after settlement', () => {
  it('pushes a bill’s debit at once (write-through)', async () => {
    const round = await openFastRound(h.gw.url, clock);
    const member = await h.upstream.register();
    await agentCredit(h.gw, { username: member.username, amount: 100, reason: 'ทดสอบหวย' });
    const socket = await live(member.token);
    expect((await subscribe(socket, Topic.wallets)).data?.total).toBe(100);
    const pushes = collect(socket, 'wallets');
    await createBill(h.gw.url, member.token, everyRunTop(round.round_id));
    await waitFor(() => pushes.length === 1, 5_000, 'wallets after bill/create');
    expect(pushes[0]?.total).toBe(90);
  });

  it('pushes a cancelled bill’s refund at once (write-through)', async () => {
    const rounds = await h.gw.request<Envelope<RoundsResponse>>('GET', `${API.lotto.rounds}?status=open`);
    const round = rounds.body.data!.rounds.find((r) => !r.seed_hash && Date.parse(r.closes_at) - clock.now() > 3_600_000)!;
    const member = await h.upstream.register();
    await agentCredit(h.gw, { username: member.username, amount: 100, reason: 'ทดสอบหวย' });
    const bill = await createBill(h.gw.url, member.token, { round_id: round.round_id, items: [{ bet_type: '2top', number: '12', amount: 25 }] });
    const socket = await live(member.token);
    expect((await subscribe(socket, Topic.wallets)).data?.total).toBe(75);
    const pushes = collect(socket, 'wallets');
    const cancelled = await h.gw.request<Envelope>('POST', API.lotto.billCancel, {
      body: { bill_id: bill.bill_id },
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(cancelled.body.error).toBe(0);
    await waitFor(() => pushes.length === 1, 5_000, 'wallets after bill/cancel');
    expect(pushes[0]?.total).toBe(100);
  });

  it('pushes the winner’s balance as soon as a watched round results, long before the wallets poll', async () => {
    const round = await openFastRound(h.gw.url, clock);
    const member = await bettor(round.round_id);
    const socket = await live(member.token);
    await subscribe(socket, yeekeeRoundTopic(round.round_id));
    const results = collect(socket, 'yeekee:result');
    // Subscribed just before the close: its own 5 s poll cannot be what pushes the win.
    await step(Date.parse(round.closes_at) - clock.now() - 500);
    expect((await subscribe(socket, Topic.wallets)).data?.total).toBe(90);
    const pushes = collect(socket, 'wallets');
    const feedReads = h.upstream.calls(OPERATOR.lottoSettlements);

    await step(1_500);
    await waitFor(() => results.length === 1 && pushes.length >= 1, 5_000, 'result and wallets');
    expect(pushes.at(-1)!.total).toBeGreaterThan(90);
    expect(h.upstream.calls(OPERATOR.lottoSettlements)).toBeGreaterThan(feedReads);
  });

  it('pushes it with nobody on this node watching results, from the settlements feed alone', async () => {
    const round = await openFastRound(h.gw.url, clock);
    const member = await bettor(round.round_id);
    const socket = await live(member.token);
    await step(Date.parse(round.closes_at) - clock.now() - 500);
    expect((await subscribe(socket, Topic.wallets)).data?.total).toBe(90);
    const pushes = collect(socket, 'wallets');
    expect(h.gw.gateway.live.hub.roomNames(Topic.lottoResults)).toEqual([]);
    expect(h.gw.gateway.live.hub.roomNames('yeekee:round')).toEqual([]);

    await step(500 + SETTLEMENT_POLL_MS + 100);
    expect(500 + SETTLEMENT_POLL_MS + 100).toBeLessThan(WALLETS_POLL_MS);
    await waitFor(() => pushes.length >= 1, 5_000, 'wallets from the feed');
    expect(pushes.at(-1)!.total).toBeGreaterThan(90);
  });

  it('reads the feed once per node however many wallets rooms, and stops with the last one', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => h.upstream.register()));
    const opened = await Promise.all(members.map((m) => live(m.token)));
    await Promise.all(opened.map((socket) => subscribe(socket, Topic.wallets)));
    await h.gw.gateway.live.whenIdle();
    const before = h.upstream.calls(OPERATOR.lottoSettlements);
    await step(4 * SETTLEMENT_POLL_MS, 500);
    expect(h.upstream.calls(OPERATOR.lottoSettlements) - before).toBe(4);

    for (const socket of opened) socket.disconnect();
    await waitFor(() => h.gw.gateway.live.hub.roomNames(Topic.wallets).length === 0, 5_000, 'rooms closed');
    const after = h.upstream.calls(OPERATOR.lottoSettlements);
    await step(4 * SETTLEMENT_POLL_MS, 500);
    expect(h.upstream.calls(OPERATOR.lottoSettlements)).toBe(after);
  });
});

describe('an upstream without the settlements feed', () => {
  it('turns the feed off after one try and keeps the wallets topic working', async () => {
    const fake = await startFakeUpstream((app) => {
      app.get(API.auth.userInfo, (_req, res) => void res.json({ error: 0, data: { username: '0811111111' } }));
      app.post(API.member.wallets, (_req, res) => void res.json({ error: 0, data: { wallets: [], total: 0, points: 0 } }));
      app.use((_req, res) => void res.status(404).json({ error: 1005 }));
    });
    const lacking = await startTestGateway({ upstreamUrl: fake.url, clock, agentApiKey: TEST_AGENT_KEY });
    const socket = await connectLive(lacking.url, { token: 'any' });
    const logs = captureLogs('warn');
    try {
      expect((await subscribe(socket, Topic.wallets)).error).toBe(0);
      await lacking.gateway.live.whenIdle();
      expect(lacking.gateway.live.settlements.available).toBe(false);
      expect(logs.lines.filter((line) => String(line.msg).includes('settlements feed'))).toHaveLength(1);
    } finally {
      logs.restore();
      socket.disconnect();
      await lacking.close();
      await fake.close();
    }
  });
});
