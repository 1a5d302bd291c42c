import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentEvent } from '#shared/api/agent.js';
import type { BroadcastResponse, CreditResponse, OperatorMember } from '#shared/api/operator.js';
import { API, OPERATOR } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { DEMO_MEMBER } from '../db/seed.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { startUpstream, type TestUpstream } from '../test-support/upstream.js';

describe('operator key', () => {
  it('says the operator side is off without a configured key', async () => {
    const up = await startUpstream({ settings: { agentApiKey: '' } });
    try {
      const reply = await up.operator(OPERATOR.credit, { username: DEMO_MEMBER.username, amount: 1, reason: 'x' });
      expect(reply).toEqual({
        status: 503,
        body: { error: ErrorCode.AGENT_DISABLED, message: 'ระบบเอเย่นต์ปิดอยู่ (ยังไม่ได้ตั้งค่า AGENT_API_KEY)' },
      });
      expect((await up.get(OPERATOR.members)).body.error).toBe(ErrorCode.AGENT_DISABLED);
    } finally {
      await up.close();
    }
  });

  it('refuses a missing or wrong key on every operator call, changing nothing', async () => {
    const up = await startUpstream();
    try {
      const before = await snapshot(up.db);
      for (const path of [OPERATOR.credit, OPERATOR.broadcast]) {
        const body = { username: DEMO_MEMBER.username, amount: 1, reason: 'x', kind: 'announcement', title: 't' };
        const missing = await up.post(path, body);
        expect(missing).toEqual({ status: 401, body: { error: ErrorCode.AGENT_KEY_INVALID, message: 'รหัสเอเย่นต์ไม่ถูกต้อง' } });
        const wrong = await up.post(path, body, { headers: { authorization: 'Bearer not-the-key' } });
        expect(wrong.status).toBe(401);
        expect(wrong.body.error).toBe(ErrorCode.AGENT_KEY_INVALID);
      }
      expect((await up.get(OPERATOR.members, { token: 'nope' })).status).toBe(401);
      // A member's token is not the agent key.
      const memberToken = await up.login(DEMO_MEMBER.username, DEMO_MEMBER.password);
      const afterLogin = await snapshot(up.db);
      expect((await up.get(OPERATOR.members, { token: memberToken })).body.error).toBe(ErrorCode.AGENT_KEY_INVALID);
      expect(await snapshot(up.db)).toEqual(afterLogin);
      // The login itself writes a session and the day's login (for the login-streak quests), nothing else.
      expect(afterLogin.counts).toEqual({
        ...before.counts,
        sessions: before.counts.sessions! + 1,
        member_login_days: before.counts.member_login_days! + 1,
      });
    } finally {
      await up.close();
    }
  });
});

describe('operator calls', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
  });
  afterAll(() => up.close());

  it('credits and debits the main wallet with the reason on the statement', async () => {
    const member = await up.register();
    const credit = await up.operator<CreditResponse>(OPERATOR.credit, { username: member.input.username, amount: 250.75, reason: 'โบนัสพิเศษ' });
    expect(credit.body.error).toBe(0);
    expect(credit.body.data).toMatchObject({ username: member.input.username, wallets: { total: 250.75, points: 0 } });
    const debit = await up.operator<CreditResponse>(OPERATOR.credit, { username: member.input.username, amount: -50.75, reason: 'แก้ไขยอด' });
    expect(debit.body.data?.wallets.total).toBe(200);
    const refused = await up.operator(OPERATOR.credit, { username: member.input.username, amount: -200.01, reason: 'เกินยอด' });
    expect(refused.body).toEqual({ error: ErrorCode.INSUFFICIENT_BALANCE, message: 'ยอดเงินไม่เพียงพอ' });
    const statement = await up.get<{ items: { note: string; amount: number }[] }>(API.member.statement, { token: member.token });
    expect(statement.body.data?.items.map((e) => [e.note, e.amount])).toEqual([
      ['แก้ไขยอด', -50.75],
      ['โบนัสพิเศษ', 250.75],
    ]);
  });

  it('refuses an unknown member and a zero or three-decimal amount', async () => {
    const before = await snapshot(up.db);
    const unknown = await up.operator(OPERATOR.credit, { username: '0800000009', amount: 10, reason: 'x' });
    expect(unknown.body).toEqual({ error: ErrorCode.MEMBER_NOT_FOUND, message: 'ไม่พบสมาชิกนี้' });
    expect((await up.operator(OPERATOR.credit, { username: DEMO_MEMBER.username, amount: 0, reason: 'x' })).body.error).toBe(
      ErrorCode.VALIDATION,
    );
    const fraction = await up.operator(OPERATOR.credit, { username: DEMO_MEMBER.username, amount: 1.001, reason: 'x' });
    expect(fraction.body).toMatchObject({ error: ErrorCode.VALIDATION, data: { fields: { amount: 'จำนวนเงินต้องมีทศนิยมไม่เกิน 2 ตำแหน่ง' } } });
    expect(await snapshot(up.db)).toEqual(before);
  });

  it('broadcasts an agent-wide notification, a personal one, and an announcement', async () => {
    const wide = await up.operator<BroadcastResponse>(OPERATOR.broadcast, {
      kind: 'notification',
      title: 'แจ้งเตือนทุกคน',
      image: '/assets/notifications/notice-1.svg',
    });
    expect(wide.body.data).toMatchObject({ kind: 'notification', username: null, notification: { type: 1, title: 'แจ้งเตือนทุกคน' } });
    const personal = await up.operator<BroadcastResponse>(OPERATOR.broadcast, {
      kind: 'notification',
      title: 'ถึงคุณ',
      description: 'รายละเอียด',
      username: DEMO_MEMBER.username,
    });
    expect(personal.body.data).toMatchObject({
      kind: 'notification',
      username: DEMO_MEMBER.username,
      notification: { type: 2, image: null, description: 'รายละเอียด' },
    });
    const unknown = await up.operator(OPERATOR.broadcast, { kind: 'notification', title: 'x', username: '0800000009' });
    expect(unknown.body.error).toBe(ErrorCode.MEMBER_NOT_FOUND);

    await up.advance(1000);
    const announcement = await up.operator<BroadcastResponse>(OPERATOR.broadcast, { kind: 'announcement', title: 'ประกาศสำคัญ' });
    expect(announcement.body.data).toMatchObject({ kind: 'announcement', username: null, event: { image: null, title: 'ประกาศสำคัญ' } });
    const events = await up.get<AgentEvent[]>(API.agent.eventList);
    expect(events.body.data?.[0]?.title).toBe('ประกาศสำคัญ');

    const badImage = await up.operator(OPERATOR.broadcast, { kind: 'announcement', title: 'x', image: 'javascript:alert(1)' });
    expect(badImage.body.error).toBe(ErrorCode.VALIDATION);
  });

  it('searches members by username prefix with their totals', async () => {
    const found = await up.get<OperatorMember[]>(OPERATOR.members, {
      query: { q: '0899' },
      headers: { authorization: 'Bearer test-agent-key-0123456789' },
    });
    expect(found.body.data).toEqual([{ username: DEMO_MEMBER.username, first_name: 'สมชาย', last_name: 'ใจดี', total: 5000 }]);
    for (let i = 0; i < 22; i++) await up.register();
    const all = await up.get<OperatorMember[]>(OPERATOR.members, { headers: { authorization: 'Bearer test-agent-key-0123456789' } });
    expect(all.body.data).toHaveLength(20);
    const bad = await up.get(OPERATOR.members, { query: { q: "0' OR 1=1" }, headers: { authorization: 'Bearer test-agent-key-0123456789' } });
    expect(bad.body.error).toBe(ErrorCode.VALIDATION);
  });
});
