import { describe, expect, it } from 'vitest';
import { REWARDS_FORWARDS, rewardsConsoleCalls } from '#shared/api/agent-console-rewards.js';
import { encodeOperatorName, OPERATOR_NAME_HEADER, type AuditEntry } from '#shared/api/audit.js';
import type { LoginResponse } from '#shared/api/auth.js';
import { fillPath } from '#shared/api/call.js';
import type { Paged } from '#shared/api/common.js';
import type { OperatorQuest, OperatorQuestResponse } from '#shared/api/quest-operator.js';
import type { OperatorRedemptionItem, OperatorRedemptionItemResponse, RedeemResponse, RedemptionClaim, RedemptionClaimDecision } from '#shared/api/redemption.js';
import { AGENT, API, OPERATOR } from '#shared/api/paths.js';
import type { WheelTableResponse } from '#shared/api/wheel.js';
import type { Envelope } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { Topic } from '#shared/live/events.js';
import { DEMO_MEMBER } from '#upstream/db/seed.js';
import { agentCredit } from '../test-support/console-calls.js';
import { collect, subscribe, waitFor } from '../test-support/live-client.js';
import { useLiveHarness } from '../test-support/live-harness.js';
import { TEST_AGENT_KEY } from '../test-support/test-upstream.js';

const h = useLiveHarness();
const OPERATOR_NAME = 'สมหญิง แอดมิน';
/** The console's headers: the key and the operator's name, percent-encoded as the console sends it. */
const agent = { authorization: `Bearer ${TEST_AGENT_KEY}`, [OPERATOR_NAME_HEADER]: encodeOperatorName(OPERATOR_NAME) };

const agentGet = <T>(path: string) => h.gw.request<Envelope<T>>('GET', path, { headers: agent });
const agentPost = <T>(path: string, body: unknown) => h.gw.request<Envelope<T>>('POST', path, { body, headers: agent });
const addGoods = (title: string, cost: number) =>
  agentPost<OperatorRedemptionItemResponse>(AGENT.redemptionItemAdd, { title, reward: 'goods', cost, stock: 5 });

async function demoMemberToken(): Promise<string> {
  const login = await h.gw.request<Envelope<LoginResponse>>('POST', API.auth.login, {
    body: { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password },
  });
  return login.body.data!.access_token;
}

describe('/agent point shop', () => {
  it('adds, lists and edits items through the operator calls, with the operator’s name', async () => {
    const added = await addGoods('กระเป๋าผ้า', 120);
    expect(added.body.error).toBe(0);
    const item = added.body.data!.item;
    expect(item).toMatchObject({ title: 'กระเป๋าผ้า', reward: 'goods', cost: 120, stock: 5, enabled: true });
    expect(h.upstream.last(OPERATOR.redemptionItemAdd)?.headers[OPERATOR_NAME_HEADER]).toBe(encodeOperatorName(OPERATOR_NAME));

    const edited = await agentPost<OperatorRedemptionItemResponse>(fillPath(AGENT.redemptionItemEdit, { id: item.item_id }), { cost: 150, enabled: false });
    expect(edited.body.data?.item).toMatchObject({ item_id: item.item_id, cost: 150, enabled: false });

    const list = await agentGet<OperatorRedemptionItem[]>(AGENT.redemptionItems);
    expect(list.body.data?.find((row) => row.item_id === item.item_id)).toMatchObject({ cost: 150, enabled: false });
    // Switched off: members no longer see it.
    const token = await demoMemberToken();
    const shop = await h.gw.request<Envelope<{ items: { item_id: number }[] }>>('GET', API.redemption.list, { headers: { authorization: `Bearer ${token}` } });
    expect(shop.body.data?.items.some((row) => row.item_id === item.item_id)).toBe(false);
  });

  it('rejects a goods claim: the member’s wallets push the points back at once', async () => {
    const item = (await addGoods('หมวกแก๊ป', 10)).body.data!.item;
    const token = await demoMemberToken();
    const socket = await h.live(token);
    const points = (await subscribe(socket, Topic.wallets)).data!.points;
    const pushes = collect(socket, 'wallets');
    const redeemed = await h.gw.request<Envelope<RedeemResponse>>('POST', API.redemption.redeem, {
      body: { item_id: item.item_id },
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'agent-rewards-claim-1' },
    });
    expect(redeemed.body.data?.redemption.claim_status).toBe('pending');
    await waitFor(() => pushes.some((w) => w.points === points - 10), 5_000, 'the redeem push');

    const claims = await agentGet<RedemptionClaim[]>(`${AGENT.redemptionClaims}?status=pending`);
    const claim = claims.body.data?.find((row) => row.id === redeemed.body.data!.redemption.id);
    expect(claim).toMatchObject({ username: DEMO_MEMBER.username, title: 'หมวกแก๊ป', claim_status: 'pending' });

    pushes.length = 0;
    const rejected = await agentPost<RedemptionClaimDecision>(fillPath(AGENT.redemptionClaimReject, { id: claim!.id }), { note: 'สินค้าหมด' });
    expect(rejected.body.data?.claim).toMatchObject({ id: claim!.id, claim_status: 'rejected', claim_note: 'สินค้าหมด' });
    // The FakeClock never moves: the push comes from the rejection, not from the wallets poll.
    await waitFor(() => pushes.some((w) => w.points === points), 5_000, 'the points-back push');

    const again = await agentPost(fillPath(AGENT.redemptionClaimFulfil, { id: claim!.id }), {});
    expect(again.body.error).toBe(ErrorCode.REDEEM_CLAIM_NOT_PENDING);
  });

  it('validates the id, the status and the item before the upstream is asked', async () => {
    h.upstream.resetCalls();
    const badStatus = await agentGet(`${AGENT.redemptionClaims}?status=lost`);
    expect(badStatus.body.error).toBe(ErrorCode.VALIDATION);
    const badId = await agentPost(fillPath(AGENT.redemptionClaimReject, { id: 'x' }), {});
    expect(badId.body.error).toBe(ErrorCode.VALIDATION);
    const noTitle = await agentPost<unknown>(AGENT.redemptionItemAdd, { reward: 'goods', cost: 10 });
    expect(noTitle.body.error).toBe(ErrorCode.VALIDATION);
    expect(noTitle.body.message).toMatch(/[\u0E00-\u0E7F]/);
    expect(h.upstream.calls(OPERATOR.redemptionClaims) + h.upstream.calls(OPERATOR.redemptionItemAdd)).toBe(0);
  });

  it('refuses every rewards call without the agent key, before the upstream', async () => {
    h.upstream.resetCalls();
    for (const name of Object.keys(REWARDS_FORWARDS) as (keyof typeof REWARDS_FORWARDS)[]) {
      const call = rewardsConsoleCalls[name];
      const path = fillPath(call.path, { id: 1 });
      const reply = await h.gw.request<Envelope>(call.method, path, { body: call.method === 'POST' ? {} : undefined });
      expect(reply.status, `${call.method} ${path}`).toBe(401);
      expect(reply.body.error).toBe(ErrorCode.AGENT_KEY_INVALID);
      expect(h.upstream.calls(fillPath(REWARDS_FORWARDS[name].path, { id: 1 })), name).toBe(0);
    }
  });
});

describe('the operator’s name', () => {
  it('goes on with the existing forwarded calls too, and is dropped when it is not a valid name', async () => {
    const member = await h.upstream.register();
    await h.gw.request('POST', AGENT.credit, { body: { username: member.username, amount: 10, reason: 'ทดสอบชื่อ' }, headers: agent });
    expect(h.upstream.last(OPERATOR.credit)?.headers[OPERATOR_NAME_HEADER]).toBe(encodeOperatorName(OPERATOR_NAME));

    await agentGet(AGENT.members);
    expect(h.upstream.last(OPERATOR.members)?.headers[OPERATOR_NAME_HEADER]).toBe(encodeOperatorName(OPERATOR_NAME));

    for (const invalid of ['%E0%B8', encodeOperatorName('<script>'), encodeOperatorName('ก'.repeat(41))]) {
      await h.gw.request('GET', AGENT.redemptionItems, { headers: { ...agent, [OPERATOR_NAME_HEADER]: invalid } });
      expect(h.upstream.last(OPERATOR.redemptionItems)?.headers[OPERATOR_NAME_HEADER], invalid).toBeUndefined();
    }
    await agentCredit(h.gw, { username: member.username, amount: 10, reason: 'ไม่มีชื่อ' });
    expect(h.upstream.last(OPERATOR.credit)?.headers[OPERATOR_NAME_HEADER]).toBeUndefined();
  });

  it('never goes upstream with a member’s /api request', async () => {
    const member = await h.upstream.register();
    const reply = await h.gw.request('POST', API.member.wallets, {
      headers: { authorization: `Bearer ${member.token}`, [OPERATOR_NAME_HEADER]: encodeOperatorName(OPERATOR_NAME) },
    });
    expect(reply.status).toBe(200);
    const seen = h.upstream.last(API.member.wallets);
    expect(seen?.headers.authorization).toBe(`Bearer ${member.token}`);
    expect(seen?.headers[OPERATOR_NAME_HEADER]).toBeUndefined();
  });
});

describe('/agent quests, wheel tables and audit (forwarded as they are)', () => {
  it('adds, lists and switches off a quest', async () => {
    const added = await agentPost<OperatorQuestResponse>(AGENT.questAdd, {
      title: 'ฝากครบ 500 บาท',
      metric: 'deposit_total',
      period: 'daily',
      target: 500,
      reward: { type: 'points', value: 20 },
    });
    expect(added.body.error).toBe(0);
    const quest = added.body.data!.quest;
    expect(quest).toMatchObject({ title: 'ฝากครบ 500 บาท', metric: 'deposit_total', target: 500, enabled: true });

    const off = await agentPost<OperatorQuestResponse>(fillPath(AGENT.questEdit, { id: quest.id }), { enabled: false, title: 'ฝากครบ 500 (ปิด)' });
    expect(off.body.data?.quest).toMatchObject({ id: quest.id, enabled: false, title: 'ฝากครบ 500 (ปิด)', target: 500 });
    const list = await agentGet<OperatorQuest[]>(AGENT.quests);
    expect(list.body.data?.find((row) => row.id === quest.id)).toMatchObject({ enabled: false });
    const missing = await agentPost(fillPath(AGENT.questEdit, { id: 999_999 }), { enabled: false });
    expect(missing.body.error).toBe(ErrorCode.QUEST_NOT_FOUND);
  });

  it('publishes a wheel table, and refuses one without a winning segment before the upstream', async () => {
    const prizes = [
      { name: 'โบนัส 5 บาท', kind: 'credit_bonus', value: 5, weight: 1 },
      { name: 'เสียใจด้วย', kind: 'nothing', value: 0, weight: 3 },
    ];
    const published = await agentPost<WheelTableResponse>(AGENT.wheelTableAdd, { spin_cost_points: 7, prizes });
    expect(published.body.error).toBe(0);
    expect(published.body.data?.table).toMatchObject({ spin_cost_points: 7, total_weight: 4 });
    expect(published.body.data?.table.prizes).toHaveLength(2);

    h.upstream.resetCalls();
    const noWinner = await agentPost(AGENT.wheelTableAdd, { spin_cost_points: 7, prizes: prizes.map((prize) => ({ ...prize, weight: 0 })) });
    expect(noWinner.body.error).toBe(ErrorCode.VALIDATION);
    expect(h.upstream.calls(OPERATOR.wheelTableAdd)).toBe(0);
  });

  it('lists each agent write in the audit with the operator’s name; a call without one is unnamed', async () => {
    const item = (await addGoods('ร่มพับ', 30)).body.data!.item;
    await h.gw.request('POST', fillPath(AGENT.redemptionItemEdit, { id: item.item_id }), { body: { stock: 9 }, headers: { authorization: agent.authorization } });

    const audit = await agentGet<Paged<AuditEntry>>(`${AGENT.audit}?page=1`);
    expect(audit.body.error).toBe(0);
    const entries = audit.body.data!.items;
    const add = entries.find((entry) => entry.call === `POST ${OPERATOR.redemptionItemAdd}` && entry.body.includes('ร่มพับ'));
    expect(add).toMatchObject({ actor: OPERATOR_NAME });
    const edit = entries.find((entry) => entry.call === `POST ${OPERATOR.redemptionItemEdit}` && entry.params.includes(String(item.item_id)));
    expect(edit).toMatchObject({ actor: null });
    // Reads are not entries.
    expect(entries.some((entry) => entry.call.startsWith('GET '))).toBe(false);
  });
});
