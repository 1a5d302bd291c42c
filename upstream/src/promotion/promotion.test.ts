import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillCreateResponse } from '#shared/api/lotto/bills.js';
import { API } from '#shared/api/paths.js';
import type { ActivePromotion, Promotion } from '#shared/api/promotion.js';
import type { WithdrawListResponse } from '#shared/api/withdraw.js';
import { ErrorCode, ERRORS } from '#shared/errors.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { balanceOf, fund, fundedMember, openRound, placeBill } from '../test-support/lotto.js';
import { deposit, expectBooksBalance, memberIdOf, pendingDeposit } from '../test-support/money.js';
import { startUpstream, type RegisteredMember, type TestUpstream } from '../test-support/upstream.js';

const accept = (up: TestUpstream, member: RegisteredMember, promotionId: number) =>
  up.post<ActivePromotion>(API.promotion.accept, { promotion_id: promotionId }, { token: member.token });
const active = (up: TestUpstream, member: RegisteredMember) => up.get<ActivePromotion | null>(API.promotion.active, { token: member.token });

describe('promotions', () => {
  let up: TestUpstream;
  let promotions: Promotion[];
  let capped: number;
  beforeAll(async () => {
    up = await startUpstream();
    promotions = (await up.get<Promotion[]>(API.promotion.list)).body.data!;
    // 100% up to 1,000, turnover 1×, withdraw cap 50 THB
    capped = (
      await up.db
        .insertInto('promotions')
        .values({
          agent_id: 1,
          title: 'ทดสอบเพดานถอน',
          description: 'ทดสอบ',
          bonus_percent: 100,
          max_bonus: 100000,
          min_deposit: 10000,
          turnover_multiple: 1,
          withdraw_cap: 5000,
          terms: '[]',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => up.close());

  it('lists the seeded promotions publicly, in Thai', () => {
    expect(promotions).toHaveLength(3);
    expect(promotions[0]).toMatchObject({ title: 'สมาชิกใหม่ รับโบนัส 100%', bonus_percent: 100, max_bonus: 1000, min_deposit: 100, turnover_multiple: 5, withdraw_cap: 5000 });
    expect(promotions[0]!.terms.length).toBeGreaterThan(0);
  });

  it('replaces an accepted one, refuses a second while one is active, and refuses an unknown one', async () => {
    const member = await up.register();
    expect((await active(up, member)).body).toEqual({ error: 0, data: null });
    expect((await accept(up, member, promotions[0]!.promotion_id)).body.data).toMatchObject({ status: 'accepted', deposit: 0, turnover_required: 0 });
    const replaced = await accept(up, member, promotions[2]!.promotion_id);
    expect(replaced.body.data).toMatchObject({ status: 'accepted', promotion: { promotion_id: promotions[2]!.promotion_id } });
    const first = await up.db
      .selectFrom('member_promotions')
      .select('status')
      .where('promotion_id', '=', promotions[0]!.promotion_id)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(first?.status).toBe('cancelled');
    await deposit(up, member, 1000);
    // 10% of 1,000 = 100; turnover (1,000 + 100) × 2
    expect((await active(up, member)).body.data).toMatchObject({ status: 'active', deposit: 1000, bonus: 100, turnover_required: 2200, turnover_done: 0 });
    expect(await balanceOf(up, member, 2)).toBe(100_00);
    const before = await snapshot(up.db);
    expect((await accept(up, member, promotions[1]!.promotion_id)).body).toEqual({
      error: ErrorCode.PROMOTION_ALREADY_ACTIVE,
      message: ERRORS[ErrorCode.PROMOTION_ALREADY_ACTIVE].message,
    });
    expect((await accept(up, member, 9999)).body.error).toBe(ErrorCode.PROMOTION_NOT_FOUND);
    expect(await snapshot(up.db)).toEqual(before);
    await expectBooksBalance(up);
  });

  it('blocks withdrawals until the turnover is met, then releases the bonus in the bet’s own transaction', async () => {
    const member = await up.register();
    await accept(up, member, promotions[2]!.promotion_id);
    await deposit(up, member, 1000);
    await fund(up, member, 2000);
    const blocked = await up.post(API.member.withdraw, { amount: 100 }, { token: member.token });
    expect(blocked.body).toMatchObject({ error: ErrorCode.WITHDRAW_TURNOVER_NOT_MET, message: ERRORS[ErrorCode.WITHDRAW_TURNOVER_NOT_MET].message, data: { required: 2200, done: 0 } });
    const rules = (await up.get<WithdrawListResponse>(API.member.withdrawList, { token: member.token })).body.data!.rules;
    expect(rules).toMatchObject({ turnover: { required: 2200, done: 0 }, blocked_reason: ERRORS[ErrorCode.WITHDRAW_TURNOVER_NOT_MET].message });

    const round = await openRound(up, 'HANOI');
    await placeBill(up, member, { round_id: round.id, items: [{ bet_type: '2bottom', number: '41', amount: 2000 }] });
    expect((await active(up, member)).body.data).toMatchObject({ status: 'active', turnover_done: 2000 });
    const last = await placeBill(up, member, { round_id: round.id, items: [{ bet_type: '2bottom', number: '42', amount: 200 }] });
    // the bill's answer already shows the released bonus: main paid both bills (3,000 − 2,200), bonus 100 moved to main
    expect((last as BillCreateResponse & { wallets: { wallets: { balance: number }[] } }).wallets.wallets.map((w) => w.balance)).toEqual([900, 0]);
    expect((await active(up, member)).body).toEqual({ error: 0, data: null });
    const released = (
      await up.db.selectFrom('ledger_entries').select('amount').where('kind', '=', 'bonus_release').orderBy('id', 'desc').limit(2).execute()
    ).map((row) => row.amount);
    expect(released.sort()).toEqual([-100_00, 100_00].sort());
    expect((await up.post(API.member.withdraw, { amount: 100 }, { token: member.token })).body.error).toBe(0);
    await expectBooksBalance(up);
  });

  it('releases only up to the withdraw cap; the rest stays in the bonus wallet', async () => {
    const member = await fundedMember(up, 1000);
    await accept(up, member, capped);
    await deposit(up, member, 100);
    expect(await balanceOf(up, member, 2)).toBe(100_00);
    await placeBill(up, member, { round_id: (await openRound(up, 'HANOI')).id, items: [{ bet_type: '2bottom', number: '43', amount: 200 }] });
    expect(await balanceOf(up, member, 2)).toBe(50_00);
    expect(await balanceOf(up, member, 1)).toBe(1100_00 - 200_00 + 50_00);
    const taken = await up.db
      .selectFrom('member_promotions')
      .select(['status', 'released'])
      .where('member_id', '=', await memberIdOf(up, member))
      .execute();
    expect(taken).toEqual([{ status: 'completed', released: 50_00 }]);
    await expectBooksBalance(up);
  });

  it('pays no bonus below the minimum deposit: the promotion stays accepted', async () => {
    const member = await up.register();
    await accept(up, member, promotions[1]!.promotion_id); // min 300
    await deposit(up, member, 200);
    expect((await active(up, member)).body.data).toMatchObject({ status: 'accepted', bonus: 0 });
    expect(await balanceOf(up, member, 2)).toBe(0);
    const ref = await pendingDeposit(up, member, 300);
    expect(ref).toMatch(/^[A-Z0-9]+$/);
  });
});
