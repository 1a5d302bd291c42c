import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT, OPERATOR } from '#shared/api/paths.js';
import type { AgentBroadcastResponse, AgentStats } from '#shared/api/operator.js';
import type { Envelope } from '#shared/envelope.js';
import { ERRORS, ErrorCode } from '#shared/errors.js';
import { Topic } from '#shared/live/events.js';
import { agentBroadcast, agentCredit } from '../test-support/console-calls.js';
import { startFakeUpstream } from '../test-support/fake-upstream.js';
import { collect, connectLive, subscribe, waitFor } from '../test-support/live-client.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';
import { startTestUpstream, TEST_AGENT_KEY, type TestUpstream } from '../test-support/test-upstream.js';

let upstream: TestUpstream;
let gw: TestGateway;
let disabled: TestGateway;

beforeAll(async () => {
  upstream = await startTestUpstream();
  gw = await startTestGateway({ upstreamUrl: upstream.url, agentApiKey: TEST_AGENT_KEY });
  disabled = await startTestGateway({ upstreamUrl: upstream.url });
});
afterAll(async () => {
  await gw.close();
  await disabled.close();
  await upstream.close();
});

describe('/agent keys', () => {
  const calls: Array<[string, string]> = [
    ['GET', AGENT.stats],
    ['GET', `${AGENT.members}?q=08`],
    ['POST', AGENT.broadcast],
    ['POST', AGENT.credit],
    ['GET', `${AGENT.payments}?status=pending`],
    ['POST', `${AGENT.payments}/ABCDEF123456/confirm`],
    ['POST', `${AGENT.payments}/ABCDEF123456/reject`],
    ['GET', `${AGENT.withdrawals}?status=pending`],
    ['POST', `${AGENT.withdrawals}/1/approve`],
    ['POST', `${AGENT.withdrawals}/1/reject`],
  ];

  it('refuses a missing or wrong key with AGENT_KEY_INVALID', async () => {
    for (const [method, path] of calls) {
      for (const headers of [{}, { authorization: 'Bearer wrong-key' }, { authorization: TEST_AGENT_KEY }] as Record<string, string>[]) {
        const reply = await gw.request<Envelope>(method, path, { headers, body: method === 'POST' ? {} : undefined });
        expect(reply.status, `${method} ${path}`).toBe(401);
        expect(reply.body.error).toBe(ErrorCode.AGENT_KEY_INVALID);
      }
    }
    expect(upstream.calls(OPERATOR.credit)).toBe(0);
    expect(upstream.calls(OPERATOR.payments)).toBe(0);
    expect(upstream.calls(OPERATOR.withdrawals)).toBe(0);
  });

  it('says the agent side is off when no key is configured', async () => {
    for (const [method, path] of calls) {
      const reply = await disabled.request<Envelope>(method, path, { headers: { authorization: `Bearer ${TEST_AGENT_KEY}` } });
      expect(reply.status).toBe(503);
      expect(reply.body).toEqual({ error: ErrorCode.AGENT_DISABLED, message: ERRORS[ErrorCode.AGENT_DISABLED].message });
      expect(reply.body.message).toContain('AGENT_API_KEY');
    }
  });

  it('leaves GET /agent to the client build (the console page) and keeps every path under it JSON', async () => {
    // This gateway has no client build: the page route answers the Thai "run the build" page.
    const page = await gw.request<string>('GET', '/agent');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('npm run build');
    for (const path of [AGENT.payments, '/agent/nothing', '/agent/stats/']) {
      const reply = await gw.request<Envelope>('GET', path);
      expect(reply.headers.get('content-type'), path).toContain('application/json');
      expect(reply.body.error, path).toBe(ErrorCode.AGENT_KEY_INVALID);
    }
  });
});

describe('/agent calls', () => {
  const auth = { authorization: `Bearer ${TEST_AGENT_KEY}` };

  it('validates a broadcast with Thai field messages', async () => {
    const reply = await agentBroadcast(gw, { kind: 'banner' as never, title: '' });
    const body = reply.body as Envelope<{ fields: Record<string, string> }>;
    expect(reply.status).toBe(200);
    expect(body.error).toBe(ErrorCode.VALIDATION);
    expect(Object.keys(body.data?.fields ?? {})).toEqual(expect.arrayContaining(['kind', 'title']));
  });

  it('relays the upstream’s refusal of a credit (unknown member) unchanged', async () => {
    const reply = await agentCredit(gw, { username: '0800000000', amount: 10, reason: 'ทดสอบ' });
    expect((reply.body as Envelope).error).toBe(ErrorCode.MEMBER_NOT_FOUND);
  });

  it('searches members through the operator side', async () => {
    const member = await upstream.register();
    const reply = await gw.request<Envelope<unknown>>('GET', `${AGENT.members}?q=${member.username}`, { headers: auth });
    expect(reply.body.error).toBe(0);
    expect(JSON.stringify(reply.body.data)).toContain(member.username);
  });

  it('reports sockets per topic and upstream calls per minute', async () => {
    const socket = await connectLive(gw.url);
    await subscribe(socket, Topic.announcements);
    const reply = await gw.request<Envelope<AgentStats>>('GET', AGENT.stats, { headers: auth });
    socket.disconnect();
    const stats = reply.body.data!;
    expect(stats.nodes).toBe(1);
    expect(stats.sockets).toBeGreaterThanOrEqual(1);
    expect(stats.topics.announcements?.sockets).toBe(1);
    expect(stats.topics.wallets?.sockets).toBe(0);
    expect(stats.upstream_calls_per_minute.announcements).toBe(1);
    expect(stats.unsupported_calls).toEqual([]);
    expect(stats.uptime_s).toBeGreaterThanOrEqual(0);
  });
});

describe('an operator upstream without the operator calls', () => {
  it('still pushes broadcasts live, says they were not stored, and lists what is unsupported', async () => {
    const fake = await startFakeUpstream((app) => {
      app.get('/api/event/list', (_req, res) => void res.json({ error: 0, data: [] }));
      app.use((_req, res) => void res.status(404).json({ error: ErrorCode.NOT_FOUND }));
    });
    const lacking = await startTestGateway({ upstreamUrl: fake.url, agentApiKey: TEST_AGENT_KEY });
    const socket = await connectLive(lacking.url);
    try {
      await subscribe(socket, Topic.announcements);
      const seen = collect(socket, 'announcement');
      const reply = await agentBroadcast(lacking, { kind: 'announcement', title: 'แจ้งปิดปรับปรุง' });
      const body = reply.body as Envelope<AgentBroadcastResponse>;
      expect(body.error).toBe(0);
      expect(body.data?.stored).toBe(false);
      expect(body.message).toContain('ไม่รองรับ');
      await waitFor(() => seen.length === 1, 5_000, 'live announcement');
      expect(seen[0]?.title).toBe('แจ้งปิดปรับปรุง');
      expect(seen[0]?.id).toBeLessThan(0);

      const credit = await agentCredit(lacking, { username: '0811111111', amount: 10, reason: 'ทดสอบ' });
      expect(credit.status).toBe(501);
      expect((credit.body as Envelope).error).toBe(ErrorCode.AGENT_CALL_UNSUPPORTED);

      const stats = await lacking.request<Envelope<AgentStats>>('GET', AGENT.stats, { headers: { authorization: `Bearer ${TEST_AGENT_KEY}` } });
      expect(stats.body.data?.unsupported_calls.sort()).toEqual(['POST /operator/broadcast', 'POST /operator/credit']);
    } finally {
      socket.disconnect();
      await lacking.close();
      await fake.close();
    }
  });
});
