import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, OPERATOR } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { DEMO_MEMBER } from '../db/seed.js';
import { authAs, expectRefusedChangingNothing, type BadInputCall } from '../test-support/bad-input.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { registerBody, startUpstream, type TestUpstream } from '../test-support/upstream.js';

const huge = 'ก'.repeat(5000);
// Query strings stay under Node's 16 kB header limit (beyond it Node answers 431 itself).
const longQuery = 'x'.repeat(500);
const valid = registerBody({ username: '0812345000', bank_account_no: '7770000001' });

const CALLS: BadInputCall[] = [
  {
    method: 'POST',
    path: API.auth.checkAccount,
    who: 'visitor',
    bodies: [{}, { username: 812345678 }, { username: huge }, { bank_account_no: [] }, { bank_code: 'KBANK' }],
  },
  {
    method: 'POST',
    path: API.auth.register,
    who: 'visitor',
    bodies: [
      {},
      { ...valid, username: undefined },
      { ...valid, password: 12345678 },
      { ...valid, password: 'x'.repeat(65) },
      { ...valid, first_name: huge },
      { ...valid, bank_code: null },
      { ...valid, bank_account_no: 1234567890 },
      { ...valid, birth_date: '1990-13-45' },
      { ...valid, birth_date: 19900515 },
      { ...valid, line_id: huge },
      { ...valid, ref: huge },
      { ...valid, agent_code: huge },
      { ...valid, captcha: 'x'.repeat(5000) },
      { ...valid, birth_date: '1800-01-01' },
    ],
  },
  {
    method: 'POST',
    path: API.auth.login,
    who: 'visitor',
    bodies: [{}, { username: DEMO_MEMBER.username }, { username: 899999999, password: 'x' }, { username: huge, password: 'x' }, { username: DEMO_MEMBER.username, password: huge }],
  },
  { method: 'POST', path: API.auth.logout, who: 'member' },
  { method: 'GET', path: API.auth.userInfo, who: 'member' },
  {
    method: 'POST',
    path: API.auth.changePassword,
    who: 'member',
    bodies: [{}, { old_password: DEMO_MEMBER.password }, { old_password: DEMO_MEMBER.password, new_password: 'short' }, { old_password: DEMO_MEMBER.password, new_password: huge }, { old_password: 1, new_password: 'long-enough-1' }],
  },
  {
    method: 'POST',
    path: API.auth.resetPassword,
    who: 'visitor',
    bodies: [{}, { username: 'abc' }, { username: 899999999 }, { username: huge }],
  },
  {
    method: 'POST',
    path: API.auth.resetPasswordV2,
    who: 'visitor',
    bodies: [
      {},
      { reset_token: 'short', new_password: 'long-enough-1' },
      { reset_token: 'x'.repeat(129), new_password: 'long-enough-1' },
      { reset_token: 'x'.repeat(43) },
      { reset_token: 'x'.repeat(43), new_password: 'long-enough-1' },
      { username: DEMO_MEMBER.username, new_password: 'long-enough-1' },
      { username: DEMO_MEMBER.username, code: '12345', new_password: 'long-enough-1' },
      { username: DEMO_MEMBER.username, code: 123456, new_password: 'long-enough-1' },
      { code: '123456', new_password: 'long-enough-1' },
    ],
  },
  { method: 'POST', path: '/operator/reset_link', who: 'operator', bodies: [{}, { username: 'abc' }, { username: 899999999 }, { username: '0822222222' }] },
  {
    method: 'POST',
    path: API.auth.updateSubBankAccount,
    who: 'member',
    bodies: [{}, { bank_code: 'KTB' }, { bank_code: 'NOPE', bank_account_no: '5551234567' }, { bank_code: 'KTB', bank_account_no: '5'.repeat(16) }, { bank_code: 'KTB', bank_account_no: 5551234567 }],
  },
  { method: 'POST', path: API.agent.config, who: 'visitor', bodies: [{ agent_code: 1 }, { agent_code: huge }, { agent_code: 'NOPE' }] },
  { method: 'POST', path: API.agent.bankAccounts, who: 'visitor', bodies: [{ agent_code: [] }, { agent_code: huge }, { agent_code: 'NOPE' }] },
  { method: 'POST', path: API.agent.trueMoneyAccounts, who: 'visitor', bodies: [{ agent_code: {} }, { agent_code: 'NOPE' }] },
  { method: 'GET', path: API.agent.notifications, who: 'member', queries: [{ agent_code: longQuery }, { agent_code: 'NOPE' }] },
  { method: 'GET', path: API.agent.banner, who: 'visitor', queries: [{ agent_code: longQuery }, { agent_code: 'NOPE' }] },
  { method: 'GET', path: API.agent.eventList, who: 'visitor', queries: [{ agent_code: longQuery }, { agent_code: 'NOPE' }] },
  { method: 'GET', path: API.agent.validate, who: 'visitor', queries: [{}, { code: '' }, { code: longQuery }] },
  { method: 'POST', path: API.member.wallets, who: 'member' },
  { method: 'POST', path: API.member.points, who: 'member' },
  {
    method: 'GET',
    path: API.member.statement,
    who: 'member',
    queries: [{ page: '0' }, { page: 'abc' }, { page: '1.5' }, { page: '999999999' }, { type: 'jackpot' }, { from: '2026-02-30' }, { to: 'today' }, { from: '2026-11-22', to: '2026-11-01' }],
  },
  {
    method: 'POST',
    path: OPERATOR.credit,
    who: 'operator',
    bodies: [
      {},
      { username: DEMO_MEMBER.username, amount: '100', reason: 'x' },
      { username: DEMO_MEMBER.username, amount: 1e15, reason: 'x' },
      { username: DEMO_MEMBER.username, amount: 0.001, reason: 'x' },
      { username: DEMO_MEMBER.username, amount: 0, reason: 'x' },
      { username: DEMO_MEMBER.username, amount: 10 },
      { username: DEMO_MEMBER.username, amount: 10, reason: huge },
      { username: 'admin', amount: 10, reason: 'x' },
      { username: '0800000009', amount: 10, reason: 'x' },
      { username: DEMO_MEMBER.username, amount: -1e9, reason: 'x' },
    ],
  },
  {
    method: 'POST',
    path: OPERATOR.broadcast,
    who: 'operator',
    bodies: [
      {},
      { kind: 'sms', title: 'x' },
      { kind: 'notification' },
      { kind: 'notification', title: huge },
      { kind: 'notification', title: 'x', description: 'x'.repeat(2001) },
      { kind: 'announcement', title: 'x', image: 'http://insecure.example/a.png' },
      { kind: 'notification', title: 'x', username: '0800000009' },
    ],
  },
  { method: 'GET', path: OPERATOR.members, who: 'operator', queries: [{ q: 'abc' }, { q: '0'.repeat(11) }] },
];

describe('bad input changes nothing', () => {
  let up: TestUpstream;
  let memberToken: string;
  beforeAll(async () => {
    up = await startUpstream({ settings: { authLimits: { loginPerAddressAccount: 1000, loginPerAddress: 1000, registerPerAddress: 1000, otpPerAddress: 1000, otpPerPhone: 1000 } } });
    // The schedulers' first ticks (the coming rounds, the catch-up) done, so a snapshot sees only what a call did.
    await up.settle();
    memberToken = await up.login(DEMO_MEMBER.username, DEMO_MEMBER.password);
  });
  afterAll(() => up.close());

  describe.each(CALLS)('$method $path', (call) => {
    it('refuses wrong types, missing fields and oversized values', async () => {
      await expectRefusedChangingNothing(up, call, memberToken);
    });

    it('answers 400 to unreadable JSON and 413 to a body over 100 kB', async () => {
      const before = await snapshot(up.db);
      for (const raw of ['{bad json', '{"username": "08', '"just a string"', 'null']) {
        const reply = await up.request(call.method === 'GET' ? 'POST' : call.method, call.path, undefined, { ...authAs(call.who, memberToken), raw });
        expect(reply.status, raw).toBe(400);
        expect(reply.body).toEqual({ error: ErrorCode.BAD_REQUEST, message: 'คำขอไม่ถูกต้อง' });
      }
      const big = await up.request('POST', call.path, { username: 'x'.repeat(120_000) }, authAs(call.who, memberToken));
      expect(big.status).toBe(413);
      expect(big.body.error).toBe(ErrorCode.BAD_REQUEST);
      expect(await snapshot(up.db)).toEqual(before);
    });
  });

  it('answers unknown paths with a 404 envelope', async () => {
    for (const path of ['/api/nope', '/api/member/nope', '/operator/nope', '/elsewhere']) {
      const reply = await up.request('GET', path, undefined, authAs('operator', memberToken));
      expect(reply).toEqual({ status: 404, body: { error: ErrorCode.NOT_FOUND, message: 'ไม่พบข้อมูลที่ต้องการ' } });
    }
    // A known path with the wrong method is 405 with Allow (edge.test.ts, decision 0027).
    expect((await up.request('GET', API.auth.login)).status).toBe(405);
  });

  it('sets security headers', async () => {
    const response = await fetch(`${up.url}${API.agent.banner}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});
