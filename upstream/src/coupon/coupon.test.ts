import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CouponRedemption } from '#shared/api/coupon.js';
import type { Paged } from '#shared/api/common.js';
import { API } from '#shared/api/paths.js';
import { ErrorCode, ERRORS } from '#shared/errors.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { balanceOf } from '../test-support/lotto.js';
import { DAY, HOUR } from '#shared/dates/calendar.js';
import { expectBooksBalance } from '../test-support/money.js';
import { DEMO_COUPONS } from '../payment/seed.js';
import { startUpstream, type RegisteredMember, type TestUpstream } from '../test-support/upstream.js';

const redeem = (up: TestUpstream, member: RegisteredMember, code: string, key?: string) =>
  up.post<CouponRedemption>(API.coupon.redeem, { code }, { token: member.token, headers: key ? { 'idempotency-key': key } : {} });
const refusal = (code: ErrorCode) => ({ error: code, message: ERRORS[code].message });

describe('coupons', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
  });
  afterAll(() => up.close());

  it('credits the bonus wallet or points, once per member, with history', async () => {
    const member = await up.register();
    const credit = await redeem(up, member, ` ${DEMO_COUPONS.credit.code.toLowerCase()} `, 'c-1');
    expect(credit.body.data).toMatchObject({ code: 'WELCOME100', reward: 'credit', value: 100 });
    expect((await redeem(up, member, ` ${DEMO_COUPONS.credit.code.toLowerCase()} `, 'c-1')).body).toEqual(credit.body);
    expect(await balanceOf(up, member, 2)).toBe(100_00);
    const before = await snapshot(up.db);
    expect((await redeem(up, member, 'WELCOME100')).body).toEqual(refusal(ErrorCode.COUPON_ALREADY_USED));
    expect((await redeem(up, member, 'NOPE-123')).body).toEqual(refusal(ErrorCode.COUPON_NOT_FOUND));
    expect(await snapshot(up.db)).toEqual(before);
    const points = await redeem(up, member, DEMO_COUPONS.points.code);
    expect(points.body.data).toMatchObject({ reward: 'points', value: 50 });
    const history = await up.get<Paged<CouponRedemption>>(API.coupon.history, { token: member.token });
    expect(history.body.data?.items.map((r) => r.code)).toEqual(['POINT50', 'WELCOME100']);
    const entry = await up.db.selectFrom('ledger_entries').select('kind').where('ref', '=', `coupon:${credit.body.data!.id}`).executeTakeFirst();
    expect(entry?.kind).toBe('coupon');
    await expectBooksBalance(up);
  });

  it('never overruns the quota, even when redeemed at once', async () => {
    await up.db
      .insertInto('coupons')
      .values({
        agent_id: 1,
        code: 'FEW2',
        title: 'สองสิทธิ์',
        reward: 'points',
        value: 10,
        quota: 2,
        expires_at: up.clock.now() + DAY,
        created_at: up.clock.now(),
      })
      .execute();
    const members = await Promise.all(Array.from({ length: 5 }, () => up.register()));
    const replies = await Promise.all(members.map((m) => redeem(up, m, 'FEW2')));
    expect(replies.filter((r) => r.body.error === 0)).toHaveLength(2);
    expect(replies.filter((r) => r.body.error === ErrorCode.COUPON_QUOTA_USED)).toHaveLength(3);
    expect(replies.find((r) => r.body.error !== 0)?.body).toEqual(refusal(ErrorCode.COUPON_QUOTA_USED));
    expect((await up.db.selectFrom('coupons').select('used').where('code', '=', 'FEW2').executeTakeFirst())?.used).toBe(2);
  });

  it('refuses an expired coupon', async () => {
    await up.db
      .insertInto('coupons')
      .values({
        agent_id: 1,
        code: 'HOUR1',
        title: 'ชั่วโมงเดียว',
        reward: 'credit',
        value: 1000,
        quota: 10,
        expires_at: up.clock.now() + HOUR,
        created_at: up.clock.now(),
      })
      .execute();
    const member = await up.register();
    await up.advance(HOUR);
    const before = await snapshot(up.db);
    expect((await redeem(up, member, 'HOUR1')).body).toEqual(refusal(ErrorCode.COUPON_EXPIRED));
    expect(await snapshot(up.db)).toEqual(before);
  });
});
