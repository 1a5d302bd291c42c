import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '#shared/api/call.js';
import { CALLS } from '#shared/api/registry.js';
import type { WheelClaim, WheelClaimDecision, WheelConfigV2, WheelSpin, WheelTableResponse } from '#shared/api/wheel.js';
import { ErrorCode, ERRORS } from '#shared/errors.js';
import { MINUTE, wireTime } from '#shared/dates/calendar.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { deposit, expectBooksBalance } from '../test-support/money.js';
import { startUpstream, TEST_AGENT_KEY, type RegisteredMember, type TestUpstream } from '../test-support/upstream.js';

const wheel = CALLS.wheel;
const op = CALLS.operator;
const refusal = (code: ErrorCode) => ({ error: code, message: ERRORS[code].message });

describe('item prizes the agent sends', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
    // Only the item can come up, so every spin below wins it.
    const reply = await up.operator<WheelTableResponse>(op.wheelTableAdd.path, {
      spin_cost_points: 20,
      prizes: [
        { name: 'หูฟังไร้สาย', kind: 'item', value: 0, weight: 1 },
        { name: 'เสียใจด้วย', kind: 'nothing', value: 0, weight: 0 },
      ],
    });
    expect(reply.body.error, reply.body.message).toBe(0);
  });
  afterEach(() => expectBooksBalance(up));
  afterAll(() => up.close());

  const agentGet = <T>(path: string, query?: Record<string, string>) => up.get<T>(path, { headers: { authorization: `Bearer ${TEST_AGENT_KEY}` }, query });
  const waiting = async (status?: 'claimed' | 'delivered') =>
    (await agentGet<WheelClaim[]>(op.wheelClaims.path, status ? { status } : undefined)).body.data!;
  const deliver = (spinId: number, body: object = {}) => up.operator<WheelClaimDecision>(fillPath(op.wheelClaimDeliver.path, { id: spinId }), body);

  /** A member whose next spin is under the item-only table. */
  const winner = async (): Promise<RegisteredMember> => {
    const member = await up.register({ first_name: 'สมหญิง', last_name: 'ใจดี' });
    await deposit(up, member, 1000); // 2 free spins
    expect((await up.post(wheel.seedSet.path, { rotate: true }, { token: member.token })).body.error).toBe(0);
    return member;
  };
  const spinItem = async (member: RegisteredMember) => {
    const reply = await up.post<WheelSpin>(wheel.spin.path, {}, { token: member.token });
    expect(reply.body.data).toMatchObject({ prize: { name: 'หูฟังไร้สาย', needs_claim: true }, claim_status: 'pending' });
    return reply.body.data!;
  };

  it('lists a prize once the member claims it, delivers it once, and refuses a second deliver changing nothing', async () => {
    const member = await winner();
    const won = await spinItem(member);
    // Won but not pressed for: the member still sees it, the agent does not.
    const config = (await up.get<WheelConfigV2>(wheel.configV2.path, { token: member.token })).body.data!;
    expect(config.unclaimed.map((u) => u.spin_id)).toEqual([won.spin_id]);
    expect((await waiting()).map((c) => c.spin_id)).not.toContain(won.spin_id);
    expect((await deliver(won.spin_id)).body).toEqual(refusal(ErrorCode.WHEEL_REWARD_NOT_FOUND));

    await up.advance(MINUTE);
    expect((await up.post(wheel.reward.path, { spin_id: won.spin_id }, { token: member.token })).body.error).toBe(0);
    const claimedAt = wireTime(up.clock.now());
    expect((await waiting()).find((c) => c.spin_id === won.spin_id)).toEqual({
      spin_id: won.spin_id,
      username: member.input.username,
      full_name: 'สมหญิง ใจดี',
      prize: 'หูฟังไร้สาย',
      claimed_at: claimedAt,
      delivered_at: null,
      note: null,
    });

    await up.advance(MINUTE);
    const sent = await deliver(won.spin_id, { note: '  ส่งไปรษณีย์ EMS TH123  ' });
    expect(sent.body.data?.claim).toMatchObject({ spin_id: won.spin_id, delivered_at: wireTime(up.clock.now()), note: 'ส่งไปรษณีย์ EMS TH123' });
    expect((await waiting()).map((c) => c.spin_id)).not.toContain(won.spin_id);
    expect((await waiting('delivered')).find((c) => c.spin_id === won.spin_id)).toEqual(sent.body.data?.claim);

    const settled = await snapshot(up.db);
    await up.advance(MINUTE);
    expect((await deliver(won.spin_id, { note: 'ส่งซ้ำ' })).body).toEqual(refusal(ErrorCode.WHEEL_CLAIM_DELIVERED));
    expect(await snapshot(up.db)).toEqual(settled);
  });

  it('lists waiting claims oldest first and refuses an unknown or not-item spin without writes', async () => {
    const first = await winner();
    const second = await winner();
    const [a, b] = [await spinItem(second), await spinItem(first)];
    await up.post(wheel.reward.path, { spin_id: b.spin_id }, { token: first.token });
    await up.advance(MINUTE);
    await up.post(wheel.reward.path, { spin_id: a.spin_id }, { token: second.token });
    const ids = (await waiting()).map((c) => c.spin_id);
    expect(ids.indexOf(b.spin_id)).toBeLessThan(ids.indexOf(a.spin_id));

    const before = await snapshot(up.db);
    expect((await deliver(999_999)).body).toEqual(refusal(ErrorCode.WHEEL_REWARD_NOT_FOUND));
    expect((await agentGet(op.wheelClaims.path, { status: 'lost' })).body).toMatchObject({ error: ErrorCode.VALIDATION });
    expect((await deliver(a.spin_id, { note: 'x'.repeat(201) })).body).toMatchObject({ error: ErrorCode.VALIDATION });
    expect(await snapshot(up.db)).toEqual(before);
  });

  it('needs the agent key', async () => {
    const member = await winner();
    const won = await spinItem(member);
    await up.post(wheel.reward.path, { spin_id: won.spin_id }, { token: member.token });
    const before = await snapshot(up.db);
    expect((await up.get(op.wheelClaims.path)).status).toBe(401);
    expect((await up.post(fillPath(op.wheelClaimDeliver.path, { id: won.spin_id }), {})).status).toBe(401);
    expect((await up.post(fillPath(op.wheelClaimDeliver.path, { id: won.spin_id }), {}, { token: member.token })).status).toBe(401);
    expect(await snapshot(up.db)).toEqual(before);
  });
});
