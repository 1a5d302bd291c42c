import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fillPath } from '#shared/api/call.js';
import type { RoundSettlementResponse } from '#shared/api/lotto/operator.js';
import type { LottoRound, RoundsResponse } from '#shared/api/lotto/rounds.js';
import type { AgentStats } from '#shared/api/operator.js';
import { AGENT, API } from '#shared/api/paths.js';
import { FakeClock } from '#shared/clock.js';
import type { Envelope } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { Topic, yeekeeRoundTopic } from '#shared/live/events.js';
import { agentCredit } from '../test-support/console-calls.js';
import { startFakeUpstream } from '../test-support/fake-upstream.js';
import { collect, connectLive, subscribe, waitFor, type LiveClient } from '../test-support/live-client.js';
import { createBill, everyRunTop } from '../test-support/lotto-calls.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';
import { startTestUpstream, TEST_AGENT_KEY, type TestUpstream } from '../test-support/test-upstream.js';

const clock = new FakeClock();
const auth = { authorization: `Bearer ${TEST_AGENT_KEY}` };
let upstream: TestUpstream;
let gw: TestGateway;
const sockets: LiveClient[] = [];

async function live(token?: string): Promise<LiveClient> {
  const socket = await connectLive(gw.url, token ? { token } : {});
  sockets.push(socket);
  return socket;
}

async function openRounds(): Promise<LottoRound[]> {
  const reply = await gw.request<Envelope<RoundsResponse>>('GET', `${API.lotto.rounds}?status=open`);
  return reply.body.data?.rounds ?? [];
}

const roundCall = (roundId: number | string, action: 'result' | 'cancel', body?: unknown) =>
  gw.request<Envelope<RoundSettlementResponse & { fields?: Record<string, string> }>>(
    'POST',
    fillPath(action === 'result' ? AGENT.lottoResult : AGENT.lottoCancel, { round_id: roundId }),
    { body, headers: auth },
  );

async function funded(): Promise<{ token: string; username: string }> {
  const member = await upstream.register();
  await agentCredit(gw, { username: member.username, amount: 100, reason: 'ทดสอบหวย' });
  return member;
}

beforeAll(async () => {
  upstream = await startTestUpstream({ clock });
});
afterAll(async () => {
  await upstream.close();
});
beforeEach(async () => {
  gw = await startTestGateway({ upstreamUrl: upstream.url, clock, agentApiKey: TEST_AGENT_KEY });
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await gw.close();
});

describe('/agent/lotto/rounds', () => {
  it('validates the round id and the result fields with Thai messages, before the upstream is asked', async () => {
    const badId = await roundCall('abc', 'result', { top3: '123', bottom2: '45' });
    expect(badId.body.error).toBe(ErrorCode.VALIDATION);
    const badResult = await roundCall(1, 'result', { top3: '12', bottom2: 'x' });
    expect(badResult.status).toBe(200);
    expect(badResult.body.error).toBe(ErrorCode.VALIDATION);
    expect(Object.keys(badResult.body.data?.fields ?? {})).toEqual(expect.arrayContaining(['top3', 'bottom2']));
    expect(badResult.body.message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('cancels an open yeekee round: watchers see it cancelled and the bettor’s refund pushes', async () => {
    const round = (await openRounds()).find((r) => r.seed_hash && Date.parse(r.closes_at) - clock.now() > 60_000)!;
    const member = await funded();
    await createBill(gw.url, member.token, everyRunTop(round.round_id));
    const socket = await live(member.token);
    expect((await subscribe(socket, Topic.wallets)).data?.total).toBe(90);
    await subscribe(socket, yeekeeRoundTopic(round.round_id));
    const wallets = collect(socket, 'wallets');
    const statuses = collect(socket, 'yeekee:round');

    const reply = await roundCall(round.round_id, 'cancel');
    expect(reply.body.error).toBe(0);
    expect(reply.body.data?.round.status).toBe('cancelled');
    expect(reply.body.data?.usernames).toContain(member.username);
    await waitFor(() => statuses.some((r) => r.status === 'cancelled'), 5_000, 'cancelled status');
    await waitFor(() => wallets.some((w) => w.total === 100), 5_000, 'refund');
  });

  it('records a result after the close: lotto:result and the winner’s wallets push at once', async () => {
    const round = (await openRounds()).find((r) => !r.seed_hash && Date.parse(r.closes_at) - clock.now() < 24 * 3_600_000)!;
    const member = await funded();
    const bill = await createBill(gw.url, member.token, {
      round_id: round.round_id,
      items: [{ bet_type: '2bottom', number: '45', amount: 10 }],
    });
    expect(bill.wallets.total).toBe(90);
    clock.set(Date.parse(round.closes_at) + 1_000);

    const socket = await live(member.token);
    await subscribe(socket, Topic.wallets);
    await subscribe(socket, Topic.lottoResults);
    const wallets = collect(socket, 'wallets');
    const results = collect(socket, 'lotto:result');
    const reply = await roundCall(round.round_id, 'result', { top3: '123', bottom2: '45' });
    expect(reply.body.error).toBe(0);
    expect(reply.body.data?.usernames).toEqual([member.username]);

    // No clock step: the agent's call itself makes both pushes.
    await waitFor(() => results.length === 1 && wallets.length >= 1, 5_000, 'result and wallets');
    expect(results[0]).toMatchObject({ round_id: round.round_id, result: { top3: '123', bottom2: '45' }, seed: null });
    expect(wallets.at(-1)!.total).toBe(90 + 10 * 90);

    // The upstream refuses a second result; the gateway relays its refusal as it is.
    const again = await roundCall(round.round_id, 'result', { top3: '999', bottom2: '00' });
    expect(again.body.error).toBe(ErrorCode.ROUND_ALREADY_RESULTED);
  });

  it('counts the lotto topics in /agent/stats', async () => {
    const round = (await openRounds()).find((r) => r.seed_hash)!;
    const visitor = await live();
    await subscribe(visitor, Topic.yeekee);
    await subscribe(visitor, yeekeeRoundTopic(round.round_id));
    await subscribe(visitor, Topic.lottoResults);
    const reply = await gw.request<Envelope<AgentStats>>('GET', AGENT.stats, { headers: auth });
    const stats = reply.body.data!;
    expect(stats.topics[Topic.yeekee]?.sockets).toBe(1);
    expect(stats.topics['yeekee:round']?.sockets).toBe(1);
    expect(stats.topics[Topic.lottoResults]?.sockets).toBe(1);
    // An open round's first snapshot reads its shots, and the day's list when the shared cache is cold.
    expect(stats.upstream_calls_per_minute['yeekee:round']).toBeGreaterThanOrEqual(1);
    expect(stats.upstream_calls_per_minute['yeekee:round']).toBeLessThanOrEqual(2);
    expect(stats.upstream_calls_per_minute[Topic.lottoResults]).toBe(1);
  });
});

describe('an operator upstream without the lotto calls', () => {
  it('answers the agent that the call is unsupported and lists it', async () => {
    const fake = await startFakeUpstream((app) => {
      app.use((_req, res) => void res.status(404).json({ error: ErrorCode.NOT_FOUND }));
    });
    const lacking = await startTestGateway({ upstreamUrl: fake.url, agentApiKey: TEST_AGENT_KEY });
    try {
      const reply = await lacking.request<Envelope>('POST', fillPath(AGENT.lottoResult, { round_id: 7 }), { body: { top3: '123', bottom2: '45' }, headers: auth });
      expect(reply.status).toBe(501);
      expect(reply.body.error).toBe(ErrorCode.AGENT_CALL_UNSUPPORTED);
      const stats = await lacking.request<Envelope<AgentStats>>('GET', AGENT.stats, { headers: auth });
      expect(stats.body.data?.unsupported_calls).toEqual(['POST /operator/lotto/rounds/:round_id/result']);
    } finally {
      await lacking.close();
      await fake.close();
    }
  });
});
