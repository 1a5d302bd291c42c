/**
 * Who may take a promotion (docs/decisions/0047): each rule is refused in Thai
 * with nothing moved when the member accepts, marked on the member's list, and
 * checked again when the deposit is credited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.js';
import type { ActivePromotion, Promotion, PromotionEligibilityRule } from '#shared/api/promotion.js';
import type { DepositStatusResponse } from '#shared/api/payment.js';
import { ErrorCode, ERRORS } from '#shared/errors.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { balanceOf, HOUR, MINUTE } from '../test-support/lotto.js';
import { confirm, deposit, expectBooksBalance, memberIdOf, pendingDeposit } from '../test-support/money.js';
import { startUpstream, type RegisteredMember, type TestUpstream } from '../test-support/upstream.js';

const DAY = 24 * HOUR;

const list = async (up: TestUpstream, member?: RegisteredMember) =>
  (await up.get<Promotion[]>(API.promotion.list, member ? { token: member.token } : {})).body.data!;
const accept = (up: TestUpstream, member: RegisteredMember, promotionId: number) =>
  up.post<ActivePromotion>(API.promotion.accept, { promotion_id: promotionId }, { token: member.token });
const active = async (up: TestUpstream, member: RegisteredMember) =>
  (await up.get<ActivePromotion | null>(API.promotion.active, { token: member.token })).body.data;
const depositStatus = async (up: TestUpstream, member: RegisteredMember, ref: string) =>
  (await up.get<DepositStatusResponse>(API.payment.inquiryStatus, { token: member.token, query: { ref } })).body.data!;
const refusal = (code: ErrorCode) => ({ error: code, message: ERRORS[code].message });

/** 50% up to 100 THB from 100 THB, no turnover: it completes at the next read, so the member may try again. */
async function addPromotion(up: TestUpstream, rule: PromotionEligibilityRule, newMemberDays = 7): Promise<number> {
  const { id } = await up.db
    .insertInto('promotions')
    .values({
      agent_id: 1,
      title: `ทดสอบ ${rule}`,
      description: 'ทดสอบ',
      bonus_percent: 50,
      max_bonus: 10000,
      min_deposit: 10000,
      turnover_multiple: 0,
      terms: '[]',
      eligibility: rule,
      new_member_days: newMemberDays,
      sort_order: 99,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The member tries, is refused with `code` in Thai, nothing moved, and the list says the same. */
async function expectRefused(up: TestUpstream, member: RegisteredMember, promotionId: number, code: ErrorCode): Promise<void> {
  const before = await snapshot(up.db);
  expect((await accept(up, member, promotionId)).body).toEqual(refusal(code));
  expect(await snapshot(up.db)).toEqual(before);
  expect((await list(up, member)).find((p) => p.promotion_id === promotionId)?.unavailable_reason).toBe(ERRORS[code].message);
}

async function expectOffered(up: TestUpstream, member: RegisteredMember, promotionId: number): Promise<void> {
  expect((await list(up, member)).find((p) => p.promotion_id === promotionId)?.unavailable_reason).toBeNull();
}

/** Accepts, deposits 200 (bonus 100) and lets the no-turnover promotion complete. */
async function takeOnce(up: TestUpstream, member: RegisteredMember, promotionId: number): Promise<void> {
  expect((await accept(up, member, promotionId)).body.error).toBe(0);
  const ref = await deposit(up, member, 200);
  expect((await depositStatus(up, member, ref)).bonus).toBe(100);
  expect(await active(up, member)).toBeNull();
}

describe('promotion eligibility', () => {
  let up: TestUpstream;
  let seeded: Promotion[];
  beforeAll(async () => {
    up = await startUpstream();
    seeded = await list(up);
  });
  afterAll(() => up.close());

  it('gives every seeded promotion the rule its wording promises, in Thai', () => {
    expect(seeded.map((p) => [p.title, p.eligibility])).toEqual([
      ['สมาชิกใหม่ รับโบนัส 100%', { rule: 'first_deposit', new_member_days: null, text: 'เฉพาะยอดฝากครั้งแรกของสมาชิก' }],
      ['ฝากรายวัน รับเพิ่ม 20%', { rule: 'once_per_day', new_member_days: null, text: 'รับได้วันละ 1 ครั้ง' }],
      ['โบนัส 10% ทุกยอดฝาก', { rule: 'any_deposit', new_member_days: null, text: 'รับได้ทุกยอดฝาก' }],
    ]);
    // A visitor sees every promotion; nobody to check.
    expect(seeded.every((p) => p.unavailable_reason === null)).toBe(true);
  });

  it('first deposit: refused to a member who already deposited, a fifth deposit included', async () => {
    const firstDeposit = seeded[0]!.promotion_id;
    const member = await up.register();
    for (let i = 0; i < 4; i += 1) await deposit(up, member, 100);
    await expectRefused(up, member, firstDeposit, ErrorCode.PROMOTION_FIRST_DEPOSIT_ONLY);
    // The member's fifth deposit is credited, with no bonus.
    await deposit(up, member, 100);
    expect(await balanceOf(up, member, 2)).toBe(0);
    expect(await balanceOf(up, member)).toBe(500_00);
    await expectBooksBalance(up);
  });

  it('first deposit: a new member takes it with their first deposit, then never again', async () => {
    const firstDeposit = seeded[0]!.promotion_id;
    const member = await up.register();
    await expectOffered(up, member, firstDeposit);
    expect((await accept(up, member, firstDeposit)).body.error).toBe(0);
    const ref = await deposit(up, member, 100);
    expect(await depositStatus(up, member, ref)).toMatchObject({ bonus: 100, promotion_note: null });
    expect(await active(up, member)).toMatchObject({ status: 'active', bonus: 100 });
    // Played out (nothing left in either wallet): the promotion ends, and the rule still holds.
    await up.db
      .updateTable('member_promotions')
      .set({ status: 'completed', completed_at: up.clock.now() })
      .where('member_id', '=', await memberIdOf(up, member))
      .where('status', '=', 'active')
      .execute();
    await expectRefused(up, member, firstDeposit, ErrorCode.PROMOTION_FIRST_DEPOSIT_ONLY);
  });

  it('first deposit, at crediting: a first deposit below the minimum pays nothing and ends the promotion; the next deposit is not a first', async () => {
    const firstDeposit = seeded[0]!.promotion_id;
    const member = await up.register();
    expect((await accept(up, member, firstDeposit)).body.error).toBe(0);
    const small = await deposit(up, member, 50);
    const note = (await depositStatus(up, member, small)).promotion_note;
    expect(note).toBe(
      `ยอดฝากต่ำกว่าขั้นต่ำ 100 บาทของโปรโมชั่น “สมาชิกใหม่ รับโบนัส 100%” จึงไม่ได้รับโบนัส และ${ERRORS[ErrorCode.PROMOTION_FIRST_DEPOSIT_ONLY].message} โปรโมชั่นนี้จึงถูกยกเลิก`,
    );
    expect(await active(up, member)).toBeNull();
    const ended = await up.db
      .selectFrom('member_promotions')
      .select(['status', 'end_reason'])
      .where('member_id', '=', await memberIdOf(up, member))
      .orderBy('id')
      .executeTakeFirst();
    expect(ended).toEqual({ status: 'cancelled', end_reason: note });
    const next = await deposit(up, member, 100);
    expect(await depositStatus(up, member, next)).toMatchObject({ bonus: 0, promotion_note: null });
    expect(await balanceOf(up, member, 2)).toBe(0);
    expect(await balanceOf(up, member)).toBe(150_00);
    await expectBooksBalance(up);
  });

  it('first deposit, at crediting: a member whose rule stopped holding after they accepted gets the deposit without the bonus, and is told why', async () => {
    const firstDeposit = seeded[0]!.promotion_id;
    const member = await up.register();
    expect((await accept(up, member, firstDeposit)).body.error).toBe(0);
    const ref = await pendingDeposit(up, member, 100);
    // Another deposit of theirs was credited meanwhile (a second process, a bank feed).
    const memberId = await memberIdOf(up, member);
    await up.db
      .insertInto('deposits')
      .values({
        ref: `EARLIER${memberId}`,
        member_id: memberId,
        channel_id: 1,
        amount: 10000,
        status: 'paid',
        created_at: up.clock.now(),
        expires_at: up.clock.now() + MINUTE,
        paid_at: up.clock.now(),
        decided_at: up.clock.now(),
      })
      .execute();
    expect((await confirm(up, ref)).body.error).toBe(0);
    const status = await depositStatus(up, member, ref);
    expect(status).toMatchObject({ status: 'paid', bonus: 0 });
    expect(status.promotion_note).toBe(
      `ไม่ได้รับโบนัสโปรโมชั่น “สมาชิกใหม่ รับโบนัส 100%”: ${ERRORS[ErrorCode.PROMOTION_FIRST_DEPOSIT_ONLY].message} โปรโมชั่นนี้จึงถูกยกเลิก`,
    );
    expect(await balanceOf(up, member)).toBe(100_00);
    expect(await balanceOf(up, member, 2)).toBe(0);
    expect(await active(up, member)).toBeNull();
    // Free to choose another promotion.
    expect((await accept(up, member, seeded[2]!.promotion_id)).body.error).toBe(0);
  });

  it('new member: within the promotion’s days of registering, checked again when the deposit is credited', async () => {
    const newMember = await addPromotion(up, 'new_member', 3);
    expect((await list(up)).find((p) => p.promotion_id === newMember)?.eligibility).toEqual({
      rule: 'new_member',
      new_member_days: 3,
      text: 'เฉพาะสมาชิกที่สมัครไม่เกิน 3 วัน',
    });
    const member = await up.register();
    // Taken more than once while new: the rule is about the member's age, not a count.
    await takeOnce(up, member, newMember);
    await takeOnce(up, member, newMember);

    // Accepted with minutes to spare, credited after the window closed: credited without the bonus.
    await up.advance(3 * DAY - 5 * MINUTE);
    expect((await accept(up, member, newMember)).body.error).toBe(0);
    const ref = await pendingDeposit(up, member, 200);
    await up.advance(10 * MINUTE);
    expect((await confirm(up, ref)).body.error).toBe(0);
    expect(await depositStatus(up, member, ref)).toMatchObject({
      bonus: 0,
      promotion_note: `ไม่ได้รับโบนัสโปรโมชั่น “ทดสอบ new_member”: ${ERRORS[ErrorCode.PROMOTION_NEW_MEMBER_ONLY].message} โปรโมชั่นนี้จึงถูกยกเลิก`,
    });
    await expectRefused(up, member, newMember, ErrorCode.PROMOTION_NEW_MEMBER_ONLY);
    await expectOffered(up, await up.register(), newMember);
    await expectBooksBalance(up);
  });

  it('once per day: once a Bangkok day, again from midnight', async () => {
    const daily = await addPromotion(up, 'once_per_day');
    const member = await up.register();
    await takeOnce(up, member, daily);
    await expectRefused(up, member, daily, ErrorCode.PROMOTION_ONCE_PER_DAY);
    // Accepting alone does not count: another member who accepted and gave it up still may.
    const other = await up.register();
    expect((await accept(up, other, daily)).body.error).toBe(0);
    expect((await accept(up, other, seeded[2]!.promotion_id)).body.error).toBe(0);
    expect((await accept(up, other, daily)).body.error).toBe(0);

    await up.advance(DAY);
    await expectOffered(up, member, daily);
    await takeOnce(up, member, daily);
    await expectRefused(up, member, daily, ErrorCode.PROMOTION_ONCE_PER_DAY);
  });

  it('once per day, at crediting: a take of today made elsewhere leaves this deposit without the bonus', async () => {
    const daily = await addPromotion(up, 'once_per_day');
    const member = await up.register();
    expect((await accept(up, member, daily)).body.error).toBe(0);
    const ref = await pendingDeposit(up, member, 200);
    // Today's take, written by another process between the accept and this deposit.
    await up.db
      .insertInto('member_promotions')
      .values({
        member_id: await memberIdOf(up, member),
        promotion_id: daily,
        status: 'completed',
        deposit: 20000,
        bonus: 10000,
        accepted_at: up.clock.now(),
        activated_at: up.clock.now(),
        completed_at: up.clock.now(),
      })
      .execute();
    expect((await confirm(up, ref)).body.error).toBe(0);
    expect(await depositStatus(up, member, ref)).toMatchObject({
      bonus: 0,
      promotion_note: `ไม่ได้รับโบนัสโปรโมชั่น “ทดสอบ once_per_day”: ${ERRORS[ErrorCode.PROMOTION_ONCE_PER_DAY].message} โปรโมชั่นนี้จึงถูกยกเลิก`,
    });
    expect(await balanceOf(up, member, 2)).toBe(0);
  });

  it('once per member: once ever, even on another day', async () => {
    const once = await addPromotion(up, 'once_per_member');
    const member = await up.register();
    await expectOffered(up, member, once);
    await takeOnce(up, member, once);
    await expectRefused(up, member, once, ErrorCode.PROMOTION_ONCE_PER_MEMBER);
    await up.advance(DAY);
    await expectRefused(up, member, once, ErrorCode.PROMOTION_ONCE_PER_MEMBER);
  });

  it('any deposit: taken again and again, one at a time', async () => {
    const any = await addPromotion(up, 'any_deposit');
    const member = await up.register();
    await takeOnce(up, member, any);
    await takeOnce(up, member, any);
    await expectOffered(up, member, any);
    await expectBooksBalance(up);
  });
});
