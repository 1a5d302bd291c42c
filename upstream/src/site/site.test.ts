import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AgentBankAccount,
  AgentConfigResponse,
  AgentEvent,
  AgentTrueMoneyAccount,
  Banner,
  Notification,
} from '#shared/api/agent.js';
import { API, OPERATOR } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { startUpstream, type TestUpstream } from '../test-support/upstream.js';

describe('agent calls', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
  });
  afterAll(() => up.close());

  it('answers the config of the seeded agent, by default and by code', async () => {
    const expected: AgentConfigResponse = {
      agent_code: 'DEMO',
      name: 'หวยเดโม่',
      info: {
        agent_logo: '/assets/logo.svg',
        line_contact_url: 'https://line.me/R/ti/p/@demo-lotto',
        line_admin_url: 'https://line.me/R/ti/p/@demo-admin',
      },
    };
    expect((await up.post(API.agent.config)).body).toEqual({ error: 0, data: expected });
    expect((await up.post(API.agent.config, { agent_code: 'DEMO' })).body.data).toEqual(expected);
    expect((await up.post(API.agent.config, undefined, { query: { agent_code: 'DEMO' } })).body.data).toEqual(expected);
    expect((await up.post(API.agent.config, { agent_code: 'OTHER' })).body).toEqual({
      error: ErrorCode.INVALID_AGENT_CODE,
      message: 'รหัสเอเย่นต์ไม่ถูกต้อง',
    });
  });

  it('lists the bank and TrueMoney accounts', async () => {
    const banks = await up.post<AgentBankAccount[]>(API.agent.bankAccounts, { agent_code: 'DEMO' });
    expect(banks.body.data?.map((b) => [b.bank_code, b.bank_name])).toEqual([
      ['KBANK', 'ธนาคารกสิกรไทย'],
      ['SCB', 'ธนาคารไทยพาณิชย์'],
    ]);
    expect(banks.body.data?.[0]?.account_name).toMatch(/[\u0E00-\u0E7F]/);
    const wallets = await up.post<AgentTrueMoneyAccount[]>(API.agent.trueMoneyAccounts);
    expect(wallets.body.data).toHaveLength(1);
  });

  it('lists banners in order and events newest first', async () => {
    const banners = await up.get<Banner[]>(API.agent.banner, { query: { agent_code: 'DEMO' } });
    expect(banners.body.data?.map((b) => b.image)).toEqual([
      '/assets/banners/banner-1.svg',
      '/assets/banners/banner-2.svg',
      '/assets/banners/banner-3.svg',
    ]);
    const events = await up.get<AgentEvent[]>(API.agent.eventList);
    expect(events.body.data?.map((e) => e.image)).toEqual(['/assets/events/event-2.svg', '/assets/events/event-1.svg']);
    expect(events.body.data?.[0]?.created_at).toMatch(/\+07:00$/);
  });

  it('shows a visitor agent-wide notifications and a member their own too, newest first', async () => {
    const member = await up.register();
    const other = await up.register();
    const visitor = await up.get<Notification[]>(API.agent.notifications, { query: { agent_code: 'DEMO' } });
    expect(visitor.body.data?.map((n) => n.type)).toEqual([2, 1]);
    expect(visitor.body.data?.[1]?.image).toBe('/assets/notifications/notice-1.svg');

    await up.advance(1000);
    const sent = await up.operator(OPERATOR.broadcast, { kind: 'notification', title: 'ถึงคุณคนเดียว', username: member.input.username });
    expect(sent.body.error).toBe(0);

    const mine = await up.get<Notification[]>(API.agent.notifications, { token: member.token });
    expect(mine.body.data?.map((n) => n.title)).toEqual(['ถึงคุณคนเดียว', 'แจ้งปิดปรับปรุงระบบธนาคาร', 'ยินดีต้อนรับสู่หวยเดโม่']);
    const theirs = await up.get<Notification[]>(API.agent.notifications, { token: other.token });
    expect(theirs.body.data).toHaveLength(2);
    const anonymous = await up.get<Notification[]>(API.agent.notifications);
    expect(anonymous.body.data).toHaveLength(2);
    // A stale token on a public call is treated as a visitor, not refused.
    const stale = await up.get<Notification[]>(API.agent.notifications, { token: 'stale' });
    expect(stale.status).toBe(200);
    expect(stale.body.data).toHaveLength(2);
  });

  it('keeps the list to the latest 20', async () => {
    for (let i = 0; i < 25; i++) {
      await up.advance(1000);
      await up.operator(OPERATOR.broadcast, { kind: 'notification', title: `ประกาศ ${i}` });
    }
    const list = await up.get<Notification[]>(API.agent.notifications);
    expect(list.body.data).toHaveLength(20);
    expect(list.body.data?.[0]?.title).toBe('ประกาศ 24');
  });

  it('validates an agent code', async () => {
    expect((await up.get(API.agent.validate, { query: { code: 'DEMO' } })).body).toEqual({
      error: 0,
      data: { valid: true, agent_code: 'DEMO' },
    });
    expect((await up.get(API.agent.validate, { query: { code: 'demo' } })).body.data).toEqual({ valid: true, agent_code: 'DEMO' });
    expect((await up.get(API.agent.validate, { query: { code: 'NOPE' } })).body.data).toEqual({ valid: false, agent_code: 'NOPE' });
    expect((await up.get(API.agent.validate)).body.error).toBe(ErrorCode.VALIDATION);
  });
});
