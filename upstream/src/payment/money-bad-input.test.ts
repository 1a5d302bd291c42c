/** Bad input on every call of money in and out changes nothing (the pattern of http/bad-input.test.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, OPERATOR } from '#shared/api/paths.js';
import { DEMO_MEMBER } from '../db/seed.js';
import { authAs, expectRefusedChangingNothing, type BadInputCall } from '../test-support/bad-input.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { startUpstream, type TestUpstream } from '../test-support/upstream.js';

const huge = 'ก'.repeat(5000);
const longQuery = 'x'.repeat(500);

const CALLS: BadInputCall[] = [
  { method: 'GET', path: API.payment.info, who: 'member', queries: [{}, { channel_id: 'abc' }, { channel_id: '0' }, { channel_id: '1.5' }, { channel_id: '999' }] },
  {
    method: 'POST',
    path: API.payment.generateQr,
    who: 'member',
    bodies: [
      {},
      { channel_id: 1 },
      { channel_id: 1, amount: '100' },
      { channel_id: 1, amount: 100.001 },
      { channel_id: 1, amount: -100 },
      { channel_id: 1, amount: 0 },
      { channel_id: 1, amount: 1e15 },
      { channel_id: 'x', amount: 100 },
      { channel_id: 999, amount: 100 },
      { channel_id: 1, amount: 5 },
      { channel_id: 1, amount: 100, sub_channel_id: -1 },
      { channel_id: 2, amount: 100, sub_channel_id: 999 },
      { channel_id: huge, amount: 100 },
    ],
  },
  { method: 'GET', path: API.payment.qrcodeInfo, who: 'member', queries: [{ ref: 'abc' }, { ref: longQuery }, { ref: 'NOSUCHREF1' }] },
  { method: 'GET', path: API.payment.inquiryStatus, who: 'member', queries: [{}, { ref: '' }, { ref: 'lower-case' }, { ref: longQuery }, { ref: 'NOSUCHREF1' }] },
  {
    method: 'POST',
    path: API.member.withdraw,
    who: 'member',
    bodies: [{}, { amount: '100' }, { amount: 100.001 }, { amount: -100 }, { amount: 0 }, { amount: 1e15 }, { amount: 99 }, { amount: 50_001 }, { amount: huge }],
  },
  { method: 'GET', path: API.member.withdrawList, who: 'member', queries: [{ page: '0' }, { page: 'abc' }, { page: '999999999' }] },
  { method: 'POST', path: API.promotion.accept, who: 'member', bodies: [{}, { promotion_id: 'x' }, { promotion_id: 0 }, { promotion_id: 1.5 }, { promotion_id: 9999 }] },
  {
    method: 'POST',
    path: API.coupon.redeem,
    who: 'member',
    bodies: [{}, { code: '' }, { code: 123 }, { code: 'x'.repeat(33) }, { code: 'ไทย' }, { code: huge }, { code: 'NOSUCH' }],
  },
  { method: 'GET', path: API.coupon.history, who: 'member', queries: [{ page: '-1' }, { page: 'x' }] },
  {
    method: 'POST',
    path: API.member.limits,
    who: 'member',
    bodies: [
      {},
      { deposit_daily: '100' },
      { deposit_daily: -1 },
      { deposit_daily: 0.001 },
      { loss_daily: 0 },
      { timeout_hours: 23 },
      { timeout_hours: 6 * 7 * 24 + 1 },
      { timeout_hours: 24.5 },
      { self_exclude_days: 179 },
      { self_exclude_days: 3651 },
      { self_exclude_days: 'forever' },
    ],
  },
  { method: 'GET', path: OPERATOR.payments, who: 'operator', queries: [{ status: 'nope' }, { status: longQuery }] },
  { method: 'POST', path: `${OPERATOR.payments}/lower/confirm`, who: 'operator', bodies: [{}, { reason: 1 }] },
  { method: 'POST', path: `${OPERATOR.payments}/NOSUCHREF1/confirm`, who: 'operator', bodies: [{}] },
  { method: 'POST', path: `${OPERATOR.payments}/NOSUCHREF1/reject`, who: 'operator', bodies: [{}, { reason: huge }, { reason: 5 }] },
  { method: 'GET', path: OPERATOR.withdrawals, who: 'operator', queries: [{ status: 'paid' }, { status: longQuery }] },
  { method: 'POST', path: `${OPERATOR.withdrawals}/abc/approve`, who: 'operator', bodies: [{}] },
  { method: 'POST', path: `${OPERATOR.withdrawals}/0/reject`, who: 'operator', bodies: [{}] },
  { method: 'POST', path: `${OPERATOR.withdrawals}/999999/approve`, who: 'operator', bodies: [{}, { reason: huge }] },
  { method: 'POST', path: `${OPERATOR.withdrawals}/999999/reject`, who: 'operator', bodies: [{}] },
];

describe('bad input on money calls changes nothing', () => {
  let up: TestUpstream;
  let memberToken: string;
  beforeAll(async () => {
    up = await startUpstream();
    memberToken = await up.login(DEMO_MEMBER.username, DEMO_MEMBER.password);
  });
  afterAll(() => up.close());

  describe.each(CALLS)('$method $path', (call) => {
    it('refuses wrong types, missing fields, out-of-range and unknown values', async () => {
      await expectRefusedChangingNothing(up, call, memberToken);
    });

    it('refuses a visitor (401) and unreadable JSON (400)', async () => {
      const before = await snapshot(up.db);
      const visitor = await up.request(call.method, call.path, call.bodies?.[0], {});
      expect(visitor.status).toBe(401);
      for (const raw of ['{bad json', '"just a string"']) {
        const reply = await up.request('POST', call.path, undefined, { ...authAs(call.who, memberToken), raw });
        expect(reply.status, raw).toBe(400);
      }
      expect(await snapshot(up.db)).toEqual(before);
    });
  });
});
