/** Strict bodies through the gateway (decision 0027): a loose id or count is refused at the edge and never reaches the upstream. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentChannelsResponse } from '#shared/api/payment.js';
import { API, IDEMPOTENCY_HEADER } from '#shared/api/paths.js';
import type { PromotionListResponse } from '#shared/api/promotion.js';
import type { Envelope } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { looseIntegerCases, type LooseIntegerCase } from '#upstream/test-support/loose-integers.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';
import { startTestUpstream, TEST_AGENT_KEY, type TestUpstream } from '../test-support/test-upstream.js';

let upstream: TestUpstream;
let gw: TestGateway;
let auth: Record<string, string>;
let cases: LooseIntegerCase[];

beforeAll(async () => {
  upstream = await startTestUpstream();
  gw = await startTestGateway({ upstreamUrl: upstream.url, agentApiKey: TEST_AGENT_KEY });
  auth = { authorization: `Bearer ${(await upstream.register()).token}` };
  const promotions = await gw.request<Envelope<PromotionListResponse>>('GET', API.promotion.list);
  const channels = await gw.request<Envelope<PaymentChannelsResponse>>('GET', API.payment.channels, { headers: auth });
  cases = looseIntegerCases(promotions.body.data![0]!.promotion_id, channels.body.data![0]!.channel_id);
});
afterAll(async () => {
  await gw.close();
  await upstream.close();
});

const send = (c: LooseIntegerCase, body: unknown) =>
  gw.request<Envelope>('POST', c.path, { body, headers: { ...auth, ...(c.keyed ? { [IDEMPOTENCY_HEADER]: randomUUID() } : {}) } });

describe('ids and counts in bodies through the gateway', () => {
  it('refuses each loose id or count with VALIDATION and a Thai message, never forwarding it', async () => {
    upstream.resetCalls();
    for (const c of cases) {
      for (const body of c.loose) {
        const reply = await send(c, body);
        const label = `${c.path} ${JSON.stringify(body)}`;
        expect(reply.status, label).toBe(200);
        expect(reply.body.error, label).toBe(ErrorCode.VALIDATION);
        expect(reply.body.message, label).toMatch(/[\u0E00-\u0E7F]/);
      }
      expect(upstream.calls(c.path), c.path).toBe(0);
    }
    // Nothing changed: no time-out, no promotion taken.
    const limits = await gw.request<Envelope<{ timeout_until: string | null; self_excluded_until: string | null }>>('GET', API.member.limits, { headers: auth });
    expect(limits.body.data).toMatchObject({ timeout_until: null, self_excluded_until: null });
  });

  it('passes the same calls on with JSON integers', async () => {
    for (const c of cases) {
      if (!c.ok) continue;
      const reply = await send(c, c.ok);
      expect(reply.body.error, `${c.path} ${JSON.stringify(reply.body)}`).toBe(ErrorCode.OK);
    }
  });
});
