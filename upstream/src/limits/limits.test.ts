import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LimitsResponse } from '#shared/api/limits.js';
import { API } from '#shared/api/paths.js';
import { ErrorCode, ERRORS } from '#shared/errors.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { balanceOf, createBill, fundedMember, HOUR, openRound } from '../test-support/lotto.js';
import { deposit, generateQr, memberIdOf } from '../test-support/money.js';
import { startUpstream, type RegisteredMember, type TestUpstream } from '../test-support/upstream.js';

const setLimits = (up: TestUpstream, member: RegisteredMember, body: unknown) =>
  up.post<LimitsResponse>(API.member.limits, body, { token: member.token });
const getLimits = async (up: TestUpstream, member: RegisteredMember) =>
  (await up.get<LimitsResponse>(API.member.limits, { token: member.token })).body.data!;
const refusal = (code: ErrorCode) => expect.objectContaining({ error: code, message: ERRORS[code].message });

describe('responsible play', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
    // The scheduler's catch-up at start makes the day's rounds: done before a test looks for one.
    await up.settle();
  });
  afterAll(() => up.close());

  it('applies a lower deposit limit at once and a higher one after 24 hours', async () => {
    const member = await up.register();
    expect(await getLimits(up, member)).toEqual({
      deposit_daily: { current: null, pending: null, used_today: 0 },
      loss_daily: { current: null, pending: null, used_today: 0 },
      timeout_until: null,
      self_excluded_until: null,
    });
    expect((await setLimits(up, member, { deposit_daily: 1000 })).body.data?.deposit_daily).toEqual({ current: 1000, pending: null, used_today: 0 });
    await deposit(up, member, 800);
    const before = await snapshot(up.db);
    expect((await generateQr(up, member, 300)).body).toEqual(refusal(ErrorCode.LIMIT_DEPOSIT_DAILY));
    expect(await snapshot(up.db)).toEqual(before);
    const raised = (await setLimits(up, member, { deposit_daily: 2000 })).body.data!.deposit_daily;
    expect(raised).toEqual({ current: 1000, pending: { value: 2000, effective_at: '2026-11-23T10:00:00.000+07:00' }, used_today: 800 });
    expect((await generateQr(up, member, 300)).body.error).toBe(ErrorCode.LIMIT_DEPOSIT_DAILY);
    await up.advance(24 * HOUR);
    expect((await getLimits(up, member)).deposit_daily).toEqual({ current: 2000, pending: null, used_today: 0 });
    // removing is a loosening too: it waits
    const removed = (await setLimits(up, member, { deposit_daily: null })).body.data!.deposit_daily;
    expect(removed).toMatchObject({ current: 2000, pending: { value: null } });
    // and a stricter value replaces the waiting one at once
    expect((await setLimits(up, member, { deposit_daily: 500 })).body.data!.deposit_daily).toMatchObject({ current: 500, pending: null });
  });

  it('refuses a bill past the daily loss limit', async () => {
    const member = await fundedMember(up, 1000);
    await setLimits(up, member, { loss_daily: 100 });
    const round = await openRound(up, 'HANOI');
    const before = await snapshot(up.db);
    const over = await createBill(up, member, { round_id: round.id, items: [{ bet_type: '2bottom', number: '51', amount: 150 }] });
    expect(over.body).toEqual(refusal(ErrorCode.LIMIT_LOSS_DAILY));
    expect(await snapshot(up.db)).toEqual(before);
    expect((await createBill(up, member, { round_id: round.id, items: [{ bet_type: '2bottom', number: '51', amount: 100 }] })).body.error).toBe(0);
    expect((await createBill(up, member, { round_id: round.id, items: [{ bet_type: '2bottom', number: '52', amount: 1 }] })).body.error).toBe(
      ErrorCode.LIMIT_LOSS_DAILY,
    );
    expect((await getLimits(up, member)).loss_daily).toEqual({ current: 100, pending: null, used_today: 100 });
  });

  it('never shortens a time-out', async () => {
    const member = await up.register();
    const long = (await setLimits(up, member, { timeout_hours: 48 })).body.data!.timeout_until;
    expect((await setLimits(up, member, { timeout_hours: 24 })).body.data!.timeout_until).toBe(long);
    const bill = await createBill(up, member, { round_id: (await openRound(up, 'HANOI')).id, items: [{ bet_type: '2bottom', number: '53', amount: 1 }] });
    expect(bill.body).toEqual(refusal(ErrorCode.PLAY_TIMEOUT));
  });

  it('keeps a self-excluded member from betting, shooting, depositing, redeeming and promotions, but not from withdrawing', async () => {
    const member = await fundedMember(up, 1000);
    const excluded = (await setLimits(up, member, { self_exclude_days: 180 })).body.data!;
    expect(excluded.self_excluded_until).toEqual(expect.any(String));
    const before = await snapshot(up.db);
    const token = { token: member.token };
    expect((await createBill(up, member, { round_id: (await openRound(up, 'HANOI')).id, items: [{ bet_type: '2bottom', number: '54', amount: 1 }] })).body).toEqual(
      refusal(ErrorCode.SELF_EXCLUDED),
    );
    expect((await up.post(API.lotto.yeekeeShoot, { round_id: (await openRound(up, 'YEEKEE_5')).id, number: '12345' }, token)).body).toEqual(
      refusal(ErrorCode.SELF_EXCLUDED),
    );
    expect((await generateQr(up, member, 100)).body).toEqual(refusal(ErrorCode.SELF_EXCLUDED));
    expect((await up.post(API.coupon.redeem, { code: 'WELCOME100' }, token)).body).toEqual(refusal(ErrorCode.SELF_EXCLUDED));
    expect((await up.post(API.promotion.accept, { promotion_id: 1 }, token)).body).toEqual(refusal(ErrorCode.SELF_EXCLUDED));
    expect(await snapshot(up.db)).toEqual(before);
    expect((await up.post(API.member.wallets, undefined, token)).body.error).toBe(0);
    expect((await up.post(API.member.withdraw, { amount: 500 }, token)).body.error).toBe(0);
    expect(await balanceOf(up, member)).toBe(500_00);
    expect(await memberIdOf(up, member)).toBeGreaterThan(0);
  });

  it('keeps every one of a member’s limit changes sent at once', async () => {
    const member = await up.register();
    const replies = await Promise.all([
      setLimits(up, member, { deposit_daily: 100 }),
      setLimits(up, member, { loss_daily: 50 }),
      setLimits(up, member, { timeout_hours: 24 }),
    ]);
    expect(replies.map((reply) => reply.body.error)).toEqual([0, 0, 0]);
    const limits = await getLimits(up, member);
    expect(limits).toMatchObject({ deposit_daily: { current: 100, pending: null }, loss_daily: { current: 50, pending: null } });
    expect(limits.timeout_until).toEqual(expect.any(String));
  });
});
