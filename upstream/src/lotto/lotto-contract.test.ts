import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Call } from '#shared/api/call.js';
import { fillPath } from '#shared/api/call.js';
import { CALLS } from '#shared/api/registry.js';
import { MINUTE, categoryId, fundedMember, openRound } from '../test-support/lotto.js';
import { TEST_AGENT_KEY, startUpstream, type Reply, type TestUpstream } from '../test-support/upstream.js';

/**
 * Every lotto and yeekee answer, writes included, against its registry schema:
 * the conformance kit only reads unless told to write, so the shapes of a bill,
 * a shot and a settlement are held here.
 */
describe('lotto answers match the contract', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
    // The first tick, started with the app, makes and opens the rounds read below.
    await up.settle();
  });
  afterAll(() => up.close());

  function expectShape(call: Call, reply: Reply) {
    const body = reply.body as unknown as Record<string, unknown>;
    expect(body[call.envelope === 'status' ? 'status' : 'error'], JSON.stringify(body).slice(0, 300)).toBe(0);
    const parsed = call.data.safeParse(body.data);
    expect(parsed.success ? [] : parsed.error.issues, call.path).toEqual([]);
  }

  it('answers every read, bill, shot and settlement in the shape the registry gives', async () => {
    const { lotto, operator } = CALLS;
    const member = await fundedMember(up, 1000);
    const token = { token: member.token };
    const hanoi = await openRound(up, 'HANOI');
    const yeekee = await openRound(up, 'YEEKEE_15');
    const round = { query: { round_id: hanoi.id } };

    expectShape(lotto.lobby, await up.get(lotto.lobby.path));
    expectShape(lotto.rounds, await up.get(lotto.rounds.path));
    expectShape(lotto.round, await up.get(lotto.round.path, round));
    expectShape(lotto.result, await up.get(lotto.result.path, round));
    expectShape(lotto.results, await up.get(lotto.results.path));
    expectShape(lotto.rule, await up.get(lotto.rule.path, { query: { category_id: await categoryId(up, 'YEEKEE_15') } }));
    expectShape(lotto.rate, await up.get(lotto.rate.path, round));
    expectShape(lotto.rates, await up.get(lotto.rates.path));
    expectShape(lotto.limit, await up.get(lotto.limit.path, round));

    const bill = { round_id: hanoi.id, items: [{ bet_type: '2top', number: '12', amount: 10.5 }] };
    expectShape(lotto.billValidate, await up.post(lotto.billValidate.path, bill, token));
    expectShape(lotto.billCreate, await up.post(lotto.billCreate.path, bill, { ...token, headers: { 'idempotency-key': 'contract-1' } }));
    const created = await up.post<{ bill_id: number }>(lotto.billCreate.path, bill, token);
    expectShape(lotto.billList, await up.get(lotto.billList.path, token));
    expectShape(lotto.billDetail, await up.get(lotto.billDetail.path, { ...token, query: { bill_id: created.body.data!.bill_id } }));
    expectShape(lotto.billCancel, await up.post(lotto.billCancel.path, { bill_id: created.body.data!.bill_id }, token));

    expectShape(lotto.yeekeeShoot, await up.post(lotto.yeekeeShoot.path, { round_id: yeekee.id, number: '01234' }, token));
    expectShape(lotto.yeekeeList, await up.get(lotto.yeekeeList.path));
    expectShape(lotto.yeekeeLists, await up.get(lotto.yeekeeLists.path, { query: { round_id: yeekee.id } }));
    expectShape(lotto.yeekeeLists, await up.get(lotto.yeekeeLists.path, { query: { round_id: yeekee.id, after_seq: 0 } }));

    const agent = { headers: { authorization: `Bearer ${TEST_AGENT_KEY}` } };
    expectShape(operator.lottoSettlements, await up.get(operator.lottoSettlements.path, agent));
    await up.moveClockTo(hanoi.closes_at + MINUTE);
    const result = { top3: '512', bottom2: '07' };
    expectShape(operator.lottoResult, await up.operator(fillPath(operator.lottoResult.path, { round_id: hanoi.id }), result));
    expectShape(operator.lottoSettlements, await up.get(operator.lottoSettlements.path, { ...agent, query: { after_id: 0 } }));
    expectShape(lotto.result, await up.get(lotto.result.path, round));
    expectShape(lotto.results, await up.get(lotto.results.path, { query: { category_id: hanoi.category_id } }));
    const next = await openRound(up, 'HANOI_VIP');
    expectShape(operator.lottoCancel, await up.operator(fillPath(operator.lottoCancel.path, { round_id: next.id }), {}));
  });
});
