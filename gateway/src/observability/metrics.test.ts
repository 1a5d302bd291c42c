import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AgentStats } from '#shared/api/operator.js';
import { AGENT, API } from '#shared/api/paths.js';
import { callAt } from '#shared/api/registry.js';
import { FakeClock } from '#shared/clock.js';
import type { Envelope } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { Topic, yeekeeRoundTopic } from '#shared/live/events.js';
import { connectLive, subscribe, type LiveClient } from '../test-support/live-client.js';
import { openFastRound, ROUND_SECONDS } from '../test-support/lotto-calls.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';
import { startTestUpstream, TEST_AGENT_KEY, type TestUpstream } from '../test-support/test-upstream.js';

const METRICS_TOKEN = 'metrics-test-token-0123456789';
const clock = new FakeClock();
let upstream: TestUpstream;
let gw: TestGateway;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  upstream = await startTestUpstream({ clock, yeekeeRoundSeconds: ROUND_SECONDS });
  gw = await startTestGateway({ upstreamUrl: upstream.url, clock, agentApiKey: TEST_AGENT_KEY, metricsToken: METRICS_TOKEN });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await gw.close();
  await upstream.close();
});

async function scrape(bearer: string): Promise<string> {
  const response = await fetch(`${gw.url}/metrics`, { headers: { authorization: `Bearer ${bearer}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one sample, by its name and exact labels as Prometheus prints them. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('refuses a caller without the token, or with a wrong one, with the 401 envelope', async () => {
    const bare = await gw.request<Envelope>('GET', '/metrics');
    expect(bare.status).toBe(401);
    expect(bare.body.error).toBe(ErrorCode.UNAUTHORIZED);
    expect(bare.body.message).toMatch(/METRICS_TOKEN/);
    const wrong = await gw.request<Envelope>('GET', '/metrics', { headers: { authorization: 'Bearer not-the-token' } });
    expect(wrong.status).toBe(401);
  });

  it('does not exist on a gateway with neither METRICS_TOKEN nor an agent key', async () => {
    const bare = await startTestGateway({ upstreamUrl: upstream.url, clock });
    try {
      const reply = await bare.request<Envelope>('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(reply.status).toBe(404);
      expect(reply.body.error).toBe(ErrorCode.NOT_FOUND);
    } finally {
      await bare.close();
    }
  });

  it('counts a call by its registry id, status and time, and the upstream call behind it', async () => {
    const call = callAt('GET', API.lotto.yeekeeList)!.id;
    const before = sample(await scrape(METRICS_TOKEN), `gateway_http_requests_total{route="${call}",method="GET",status="200"}`) ?? 0;
    expect((await gw.request('GET', API.lotto.yeekeeList)).status).toBe(200);
    // A raw path with an id never becomes a label.
    await gw.request('GET', '/api/lotto/rounds/12345');
    const text = await scrape(METRICS_TOKEN);
    expect(sample(text, `gateway_http_requests_total{route="${call}",method="GET",status="200"}`)).toBe(before + 1);
    expect(sample(text, `gateway_http_request_duration_seconds_count{route="${call}",method="GET",status="200"}`)).toBe(before + 1);
    expect(sample(text, `gateway_upstream_calls_total{call="${call}"}`)).toBeGreaterThanOrEqual(1);
    expect(sample(text, `gateway_upstream_call_duration_seconds_count{call="${call}"}`)).toBeGreaterThanOrEqual(1);
    expect(text).not.toMatch(/12345/);
    expect(text).toMatch(/route="api:unknown"/);
    // Event-loop lag comes with the default metrics.
    expect(text).toMatch(/^gateway_nodejs_eventloop_lag_seconds /m);
  });

  it('shows sockets and subscriptions per topic kind (one label for every round), as /agent/stats does', async () => {
    const round = await openFastRound(gw.url, clock);
    const visitor = await connectLive(gw.url);
    const other = await connectLive(gw.url);
    sockets.push(visitor, other);
    expect((await subscribe(visitor, yeekeeRoundTopic(round.round_id))).error).toBe(0);
    expect((await subscribe(other, yeekeeRoundTopic(round.round_id))).error).toBe(0);
    expect((await subscribe(other, Topic.announcements)).error).toBe(0);
    await gw.gateway.live.whenIdle();

    // The agent key reads the metrics too.
    const text = await scrape(TEST_AGENT_KEY);
    expect(sample(text, 'gateway_live_sockets')).toBe(2);
    expect(sample(text, 'gateway_live_subscriptions{topic="yeekee:round"}')).toBe(2);
    expect(sample(text, 'gateway_live_rooms{topic="yeekee:round"}')).toBe(1);
    expect(sample(text, 'gateway_live_subscriptions{topic="announcements"}')).toBe(1);
    expect(text).not.toMatch(new RegExp(`yeekee:${round.round_id}`));
    expect(sample(text, 'gateway_upstream_calls_total{call="yeekee:round"}')).toBeGreaterThanOrEqual(1);

    const stats = await gw.request<Envelope<AgentStats>>('GET', AGENT.stats, { headers: { authorization: `Bearer ${TEST_AGENT_KEY}` } });
    expect(stats.body.data?.sockets).toBe(2);
    expect(stats.body.data?.topics['yeekee:round']?.sockets).toBe(2);
    // An agent's announcement is one delivery to the announcements room.
    const before = sample(await scrape(METRICS_TOKEN), 'gateway_live_deliveries_total{event="announcement"}') ?? 0;
    const sent = await gw.request<Envelope>('POST', AGENT.broadcast, { headers: { authorization: `Bearer ${TEST_AGENT_KEY}` }, body: { kind: 'announcement', title: 'ประกาศทดสอบ' } });
    expect(sent.body.error).toBe(0);
    expect(sample(await scrape(METRICS_TOKEN), 'gateway_live_deliveries_total{event="announcement"}')).toBe(before + 1);

    // Routes outside /api are their Express patterns.
    expect(sample(await scrape(METRICS_TOKEN), 'gateway_http_requests_total{route="/agent/stats",method="GET",status="200"}')).toBe(1);
  });

  it('counts poller runs, failures and the rooms backing off while the upstream is down', async () => {
    const round = await openFastRound(gw.url, clock);
    const watcher = await connectLive(gw.url);
    sockets.push(watcher);
    expect((await subscribe(watcher, yeekeeRoundTopic(round.round_id))).error).toBe(0);
    const errorsBefore = sample(await scrape(METRICS_TOKEN), 'gateway_poller_errors_total{topic="yeekee:round"}') ?? 0;
    upstream.setDown(true);
    try {
      for (let i = 0; i < 20; i += 1) {
        clock.advance(500);
        await gw.gateway.live.whenIdle();
      }
      const text = await scrape(METRICS_TOKEN);
      expect(sample(text, 'gateway_poller_runs_total{topic="yeekee:round"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'gateway_poller_errors_total{topic="yeekee:round"}')).toBeGreaterThan(errorsBefore);
      expect(sample(text, 'gateway_poller_backoff_rooms{topic="yeekee:round"}')).toBe(1);
      expect(text).toMatch(/gateway_upstream_errors_total\{call="yeekee:round",kind="down"\} \d+/);
    } finally {
      upstream.setDown(false);
    }
  });
});
