import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorWithdrawal, OperatorWithdrawalDecision } from '#shared/api/operator.js';
import { API, OPERATOR } from '#shared/api/paths.js';
import type { WithdrawListResponse, WithdrawResponse } from '#shared/api/withdraw.js';
import { ErrorCode, ERRORS } from '#shared/errors.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { balanceOf, fundedMember, HOUR } from '../test-support/lotto.js';
import { expectBooksBalance } from '../test-support/money.js';
import { TEST_AGENT_KEY, startUpstream, type RegisteredMember, type TestUpstream } from '../test-support/upstream.js';

const withdraw = (up: TestUpstream, member: RegisteredMember, amount: unknown, key?: string) =>
  up.post<WithdrawResponse>(API.member.withdraw, { amount }, { token: member.token, headers: key ? { 'idempotency-key': key } : {} });
const list = (up: TestUpstream, member: RegisteredMember) => up.get<WithdrawListResponse>(API.member.withdrawList, { token: member.token });
const refusal = (code: ErrorCode) => ({ error: code, message: ERRORS[code].message });

describe('withdrawals', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
  });
  afterAll(() => up.close());

  it('takes the amount from the main wallet at request, to the registered account, once per key', async () => {
    const member = await fundedMember(up, 1000);
    const reply = await withdraw(up, member, 300, 'w-1');
    expect(reply.body.error).toBe(0);
    expect(reply.body.data?.withdrawal).toMatchObject({ amount: 300, status: 'pending', bank_code: 'SCB', account_no: expect.stringMatching(/^xxx-/) });
    expect(reply.body.data?.wallets.total).toBe(700);
    expect((await withdraw(up, member, 300, 'w-1')).body).toEqual(reply.body);
    expect(await balanceOf(up, member)).toBe(700_00);
    const page = (await list(up, member)).body.data!;
    expect(page.items).toHaveLength(1);
    expect(page.rules).toMatchObject({
      min_amount: 100,
      max_amount: 50000,
      per_day: 5,
      remaining_today: 4,
      withdrawable: 700,
      has_pending: true,
      turnover: null,
      blocked_reason: ERRORS[ErrorCode.WITHDRAW_PENDING_EXISTS].message,
    });
    expect(page.rules.bank).toMatchObject({ bank_code: 'SCB', account_name: 'ทดสอบ ระบบ' });
    await expectBooksBalance(up);
  });

  it('refuses each rule with its Thai message and changes nothing', async () => {
    const member = await fundedMember(up, 60_000);
    const before = await snapshot(up.db);
    expect((await withdraw(up, member, 99.99)).body).toEqual(refusal(ErrorCode.WITHDRAW_BELOW_MIN));
    expect((await withdraw(up, member, 50_000.01)).body).toEqual(refusal(ErrorCode.WITHDRAW_ABOVE_MAX));
    expect(await snapshot(up.db)).toEqual(before);
    const poor = await fundedMember(up, 150);
    const beforePoor = await snapshot(up.db);
    expect((await withdraw(up, poor, 200)).body).toEqual(refusal(ErrorCode.INSUFFICIENT_BALANCE));
    expect(await snapshot(up.db)).toEqual(beforePoor);

    expect((await withdraw(up, member, 100)).body.error).toBe(0);
    const pendingBefore = await snapshot(up.db);
    expect((await withdraw(up, member, 100)).body).toEqual(refusal(ErrorCode.WITHDRAW_PENDING_EXISTS));
    expect(await snapshot(up.db)).toEqual(pendingBefore);
  });

  it('keeps one pending at a time when one member sends several requests at once', async () => {
    const member = await fundedMember(up, 1000);
    const replies = await Promise.all(Array.from({ length: 5 }, () => withdraw(up, member, 100)));
    expect(replies.filter((r) => r.body.error === 0)).toHaveLength(1);
    // Refused by the rule, in Thai: not by the one-pending unique index failing beside it (a 500).
    const refused = replies.filter((r) => r.body.error !== 0).map((r) => r.body);
    expect(refused).toEqual(Array.from({ length: 4 }, () => refusal(ErrorCode.WITHDRAW_PENDING_EXISTS)));
    expect(await balanceOf(up, member)).toBe(900_00);
    await expectBooksBalance(up);
  });

  it('allows 5 a Bangkok day (rejected ones do not count), the 6th is refused until tomorrow', async () => {
    const member = await fundedMember(up, 10_000);
    const approve = async () => {
      const pending = await up.get<OperatorWithdrawal[]>(OPERATOR.withdrawals, { headers: { authorization: `Bearer ${TEST_AGENT_KEY}` } });
      const mine = pending.body.data!.find((w) => w.username === member.input.username)!;
      expect((await up.operator(`${OPERATOR.withdrawals}/${mine.id}/approve`, {})).body.error).toBe(0);
    };
    // one rejected first
    const first = await withdraw(up, member, 100);
    expect((await up.operator(`${OPERATOR.withdrawals}/${first.body.data!.withdrawal.id}/reject`, {})).body.error).toBe(0);
    for (let i = 0; i < 5; i += 1) {
      expect((await withdraw(up, member, 100)).body.error).toBe(0);
      await approve();
    }
    const before = await snapshot(up.db);
    expect((await withdraw(up, member, 100)).body).toEqual(refusal(ErrorCode.WITHDRAW_DAILY_COUNT));
    expect(await snapshot(up.db)).toEqual(before);
    expect((await list(up, member)).body.data?.rules).toMatchObject({ remaining_today: 0, blocked_reason: ERRORS[ErrorCode.WITHDRAW_DAILY_COUNT].message });
    await up.advance(14 * HOUR); // past midnight in Bangkok
    expect((await withdraw(up, member, 100)).body.error).toBe(0);
  });

  it('builds its messages from the settings', async () => {
    const custom = await startUpstream({ settings: { withdraw: { minAmount: 500_00, maxAmount: 1000_00, perDay: 2 } } });
    try {
      const member = await fundedMember(custom, 5000);
      expect((await withdraw(custom, member, 400)).body.message).toBe('ถอนเงินขั้นต่ำ 500 บาท');
      expect((await withdraw(custom, member, 1001)).body.message).toBe('ถอนเงินได้สูงสุด 1,000 บาทต่อครั้ง');
    } finally {
      await custom.close();
    }
  });

  it('lets the agent approve, and reject with one refund only', async () => {
    const member = await fundedMember(up, 1000);
    const request = await withdraw(up, member, 400);
    const id = request.body.data!.withdrawal.id;
    const rejected = await up.operator<OperatorWithdrawalDecision>(`${OPERATOR.withdrawals}/${id}/reject`, { reason: 'บัญชีไม่ตรง' });
    expect(rejected.body.data?.withdrawal).toMatchObject({ id, status: 'rejected', reason: 'บัญชีไม่ตรง', username: member.input.username });
    expect(await balanceOf(up, member)).toBe(1000_00);
    const twice = await up.operator(`${OPERATOR.withdrawals}/${id}/reject`, {});
    expect(twice.body).toEqual(refusal(ErrorCode.WITHDRAWAL_NOT_PENDING));
    expect((await up.operator(`${OPERATOR.withdrawals}/${id}/approve`, {})).body.error).toBe(ErrorCode.WITHDRAWAL_NOT_PENDING);
    expect(await balanceOf(up, member)).toBe(1000_00);
    const { refunds } = await up.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<number>().as('refunds'))
      .where('kind', '=', 'withdraw_refund')
      .where('ref', '=', `withdraw:${id}`)
      .executeTakeFirstOrThrow();
    expect(refunds).toBe(1);

    const second = await withdraw(up, member, 250);
    const approved = await up.operator<OperatorWithdrawalDecision>(`${OPERATOR.withdrawals}/${second.body.data!.withdrawal.id}/approve`, {});
    expect(approved.body.data?.withdrawal).toMatchObject({ status: 'approved', account_no: member.input.bank_account_no });
    expect(await balanceOf(up, member)).toBe(750_00);
    expect((await up.operator(`${OPERATOR.withdrawals}/999999/approve`, {})).body).toEqual(refusal(ErrorCode.WITHDRAWAL_NOT_FOUND));
    const listed = await up.get<OperatorWithdrawal[]>(OPERATOR.withdrawals, {
      headers: { authorization: `Bearer ${TEST_AGENT_KEY}` },
      query: { status: 'approved' },
    });
    expect(listed.body.data?.some((w) => w.id === second.body.data!.withdrawal.id)).toBe(true);
    await expectBooksBalance(up);
  });

  it('shows a member only their own withdrawals', async () => {
    const owner = await fundedMember(up, 500);
    const other = await up.register();
    await withdraw(up, owner, 200);
    expect((await list(up, other)).body.data).toMatchObject({ items: [], total: 0 });
  });

  it('refuses every operator withdrawal call without the right key, changing nothing', async () => {
    const member = await fundedMember(up, 500);
    const id = (await withdraw(up, member, 200)).body.data!.withdrawal.id;
    const before = await snapshot(up.db);
    const auths: Record<string, string>[] = [{}, { authorization: 'Bearer wrong' }, { authorization: `Bearer ${member.token}` }];
    for (const auth of auths) {
      expect((await up.request('GET', OPERATOR.withdrawals, undefined, { headers: auth })).body.error).toBe(ErrorCode.AGENT_KEY_INVALID);
      for (const action of ['approve', 'reject']) {
        const reply = await up.request('POST', `${OPERATOR.withdrawals}/${id}/${action}`, {}, { headers: auth });
        expect(reply.status).toBe(401);
        expect(reply.body.error).toBe(ErrorCode.AGENT_KEY_INVALID);
      }
    }
    expect(await snapshot(up.db)).toEqual(before);
  });
});
