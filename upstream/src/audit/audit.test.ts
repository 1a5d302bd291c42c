import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encodeOperatorName, OPERATOR_NAME_HEADER, type AuditEntry } from '#shared/api/audit.js';
import { fillPath } from '#shared/api/call.js';
import type { Paged } from '#shared/api/common.js';
import type { OperatorQuestResponse } from '#shared/api/quest-operator.js';
import type { OperatorRedemptionItemResponse, RedeemResponse } from '#shared/api/redemption.js';
import { CALLS } from '#shared/api/registry.js';
import { ErrorCode } from '#shared/errors.js';
import { inTransaction } from '../db/transaction.js';
import { post } from '../ledger/post.js';
import { wireTime } from '#shared/dates/calendar.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { expectBooksBalance, memberIdOf } from '../test-support/money.js';
import { startUpstream, TEST_AGENT_KEY, type RequestOptions, type TestUpstream } from '../test-support/upstream.js';
import { AUDIT_PAGE_SIZE } from './service.js';
import { withoutSecrets } from './record.js';

const op = CALLS.operator;
const THAI_NAME = 'สมหญิง ใจดี';

describe('the audit list', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
    // The schedulers' first ticks (the coming rounds, the catch-up) done, so a snapshot sees only what a call did.
    await up.settle();
  });
  afterEach(() => expectBooksBalance(up));
  afterAll(() => up.close());

  const as = (name?: string): RequestOptions => ({ headers: name === undefined ? {} : { [OPERATOR_NAME_HEADER]: encodeOperatorName(name) } });
  const audit = async (page?: number) =>
    (await up.get<Paged<AuditEntry>>(op.audit.path, { headers: { authorization: `Bearer ${TEST_AGENT_KEY}` }, query: page ? { page } : undefined })).body.data!;
  const latest = async () => (await audit()).items[0]!;
  const ok = <T>(reply: { body: { error: number; message?: string; data?: T } }): T => {
    expect(reply.body.error, reply.body.message).toBe(0);
    return reply.body.data!;
  };

  it('records each agent write with the call, its Thai summary, params, body, address, time and name', async () => {
    expect((await audit()).total).toBe(0);
    const questBody = { title: 'ภารกิจบันทึก', metric: 'yeekee_shots', period: 'daily', target: 2, reward: { type: 'points', value: 3 } };
    const { quest } = ok(await up.operator<OperatorQuestResponse>(op.questAdd.path, questBody, as(THAI_NAME)));
    const added = await latest();
    expect(added).toMatchObject({ actor: THAI_NAME, call: 'POST /operator/quests', summary: op.questAdd.summary.th, params: '{}', created_at: wireTime(up.clock.now()) });
    // The parsed body: the contract's defaults filled in.
    expect(JSON.parse(added.body)).toMatchObject({ ...questBody, enabled: true, quota: null });
    expect(added.ip).toMatch(/127\.0\.0\.1/);

    ok(await up.operator(fillPath(op.questEdit.path, { id: quest.id }), { enabled: false }));
    expect(await latest()).toMatchObject({ actor: null, call: 'POST /operator/quests/:id', params: JSON.stringify({ id: quest.id }), body: '{"enabled":false}' });

    const table = { spin_cost_points: 30, prizes: [{ name: 'เสียใจด้วย', kind: 'nothing', value: 0, weight: 1 }, { name: 'โบนัส 1 บาท', kind: 'credit_bonus', value: 1, weight: 1 }] };
    ok(await up.operator(op.wheelTableAdd.path, table, as('admin_01')));
    expect(await latest()).toMatchObject({ actor: 'admin_01', call: 'POST /operator/wheel/tables', summary: op.wheelTableAdd.summary.th, body: JSON.stringify(table) });

    const { item } = ok(await up.operator<OperatorRedemptionItemResponse>(op.redemptionItemAdd.path, { title: 'หมวก', reward: 'goods', cost: 10, stock: 3 }, as(THAI_NAME)));
    ok(await up.operator(fillPath(op.redemptionItemEdit.path, { id: item.item_id }), { cost: 12 }, as(THAI_NAME)));
    expect(await latest()).toMatchObject({ actor: THAI_NAME, call: 'POST /operator/redemption/items/:id', params: JSON.stringify({ id: item.item_id }), body: '{"cost":12}' });

    const member = await up.register();
    const memberId = await memberIdOf(up, member);
    await inTransaction(up.db, () => post(up.db, { balance: 'points', memberId, amount: 12, kind: 'adjust', note: 'ทดสอบ', at: up.clock.now() }));
    const { redemption } = ok(await up.post<RedeemResponse>(CALLS.redemption.redeem.path, { item_id: item.item_id }, { token: member.token }));
    ok(await up.operator(fillPath(op.redemptionClaimReject.path, { id: redemption.id }), { note: 'ของหมด' }, as(THAI_NAME)));
    expect(await latest()).toMatchObject({ actor: THAI_NAME, call: 'POST /operator/redemption/claims/:id/reject', body: '{"note":"ของหมด"}' });

    // Reads and member calls are not entries; the list is newest first.
    const list = await audit();
    expect(list.items.map((entry) => entry.call)).toEqual([
      'POST /operator/redemption/claims/:id/reject',
      'POST /operator/redemption/items/:id',
      'POST /operator/redemption/items',
      'POST /operator/wheel/tables',
      'POST /operator/quests/:id',
      'POST /operator/quests',
    ]);
    expect(list).toMatchObject({ page: 1, page_size: AUDIT_PAGE_SIZE, total: 6 });
  });

  it('writes no entry for a refused write, and takes no name it cannot read', async () => {
    const before = await snapshot(up.db);
    const refusals = [
      await up.operator(op.questAdd.path, { title: 'ครึ่ง', metric: 'yeekee_shots', period: 'daily', target: 1.5, reward: { type: 'points', value: 1 } }, as(THAI_NAME)),
      await up.operator(op.wheelTableAdd.path, { spin_cost_points: 20, prizes: [] }, as(THAI_NAME)),
      await up.operator(fillPath(op.questEdit.path, { id: 999_999 }), { enabled: false }, as(THAI_NAME)),
      await up.operator(fillPath(op.redemptionClaimReject.path, { id: 999_999 }), {}, as(THAI_NAME)),
    ];
    expect(refusals.map((reply) => reply.body.error)).toEqual([ErrorCode.VALIDATION, ErrorCode.VALIDATION, ErrorCode.QUEST_NOT_FOUND, ErrorCode.REDEEM_CLAIM_NOT_FOUND]);
    // Without the key nothing runs, so nothing is recorded either.
    expect((await up.post(op.wheelTableAdd.path, {})).status).toBe(401);
    expect(await snapshot(up.db)).toEqual(before);

    const { quest } = ok(await up.operator<OperatorQuestResponse>(op.questAdd.path, { title: 'ชื่อแปลก', metric: 'login_streak', period: 'once', target: 1, reward: { type: 'points', value: 1 } }, { headers: { [OPERATOR_NAME_HEADER]: '%E0%B8' } }));
    expect((await latest()).actor).toBeNull();
    ok(await up.operator(fillPath(op.questEdit.path, { id: quest.id }), { sort: 1 }, { headers: { [OPERATOR_NAME_HEADER]: encodeOperatorName('<script>') } }));
    expect((await latest()).actor).toBeNull();
  });

  it('pages the list like the other paged lists', async () => {
    const { total } = await audit();
    const { quest } = ok(await up.operator<OperatorQuestResponse>(op.questAdd.path, { title: 'เรียงลำดับ', metric: 'login_streak', period: 'once', target: 1, reward: { type: 'points', value: 1 } }));
    for (let sort = 0; sort < AUDIT_PAGE_SIZE; sort += 1) ok(await up.operator(fillPath(op.questEdit.path, { id: quest.id }), { sort }));
    const first = await audit(1);
    const second = await audit(2);
    expect(first.total).toBe(total + 1 + AUDIT_PAGE_SIZE);
    expect(first.items).toHaveLength(AUDIT_PAGE_SIZE);
    expect(JSON.parse(first.items[0]!.body)).toEqual({ sort: AUDIT_PAGE_SIZE - 1 });
    expect(second.items[0]).toMatchObject({ call: 'POST /operator/quests' });
    expect(second.items.map((entry) => entry.id)).toEqual([...second.items.map((entry) => entry.id)].sort((a, b) => b - a));
    expect((await up.get(op.audit.path, { headers: { authorization: `Bearer ${TEST_AGENT_KEY}` }, query: { page: 0 } })).body.error).toBe(ErrorCode.VALIDATION);
  });

  it('never keeps a key named like a secret, at any depth', () => {
    expect(withoutSecrets({ username: 'a', password: 'x', nested: [{ access_token: 't', keep: 1 }], client_secret: 's', api_key: 'k' })).toEqual({
      username: 'a',
      nested: [{ keep: 1 }],
    });
  });
});
