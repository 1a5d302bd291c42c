/** Ids and counts in JSON bodies are JSON integers, never strings, booleans or arrays (decision 0027). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentChannelsResponse } from '#shared/api/payment.js';
import { API } from '#shared/api/paths.js';
import type { PromotionListResponse } from '#shared/api/promotion.js';
import { ErrorCode } from '#shared/errors.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { looseIntegerCases, type LooseIntegerCase } from '../test-support/loose-integers.js';
import { startUpstream, type TestUpstream } from '../test-support/upstream.js';

describe('ids and counts in bodies are JSON integers only', () => {
  let up: TestUpstream;
  let token: string;
  let cases: LooseIntegerCase[];
  beforeAll(async () => {
    up = await startUpstream();
    // The schedulers' first ticks (the coming rounds, the catch-up) done, so a snapshot sees only what a call did.
    await up.settle();
    ({ token } = await up.register());
    const promotions = await up.get<PromotionListResponse>(API.promotion.list);
    const channels = await up.get<PaymentChannelsResponse>(API.payment.channels, { token });
    cases = looseIntegerCases(promotions.body.data![0]!.promotion_id, channels.body.data![0]!.channel_id);
  });
  afterAll(() => up.close());

  const send = (c: LooseIntegerCase, body: unknown) =>
    up.post(c.path, body, { token, headers: c.keyed ? { 'idempotency-key': randomUUID() } : {} });

  it('refuses each loose id or count with VALIDATION and a Thai message, changing nothing', async () => {
    const before = await snapshot(up.db);
    for (const c of cases) {
      for (const body of c.loose) {
        const reply = await send(c, body);
        const label = `${c.path} ${JSON.stringify(body)}`;
        expect(reply.status, label).toBe(200);
        expect(reply.body.error, label).toBe(ErrorCode.VALIDATION);
        expect(reply.body.message, label).toMatch(/[\u0E00-\u0E7F]/);
      }
    }
    expect(await snapshot(up.db)).toEqual(before);
  });

  it('accepts the same calls with JSON integers', async () => {
    for (const c of cases) {
      if (!c.ok) continue;
      const reply = await send(c, c.ok);
      expect(reply.body.error, `${c.path} ${JSON.stringify(reply.body)}`).toBe(ErrorCode.OK);
    }
  });
});
