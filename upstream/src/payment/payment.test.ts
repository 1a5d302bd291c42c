import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorPayment, OperatorPaymentDecision } from '#shared/api/operator.js';
import type { DepositStatusResponse, GenerateQrResponse, PaymentInfoResponse } from '#shared/api/payment.js';
import { API, OPERATOR } from '#shared/api/paths.js';
import { ErrorCode, ERRORS } from '#shared/errors.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { balanceOf, MINUTE } from '../test-support/lotto.js';
import {
  channelId,
  channels,
  confirm,
  deposit,
  expectBooksBalance,
  generateQr,
  memberIdOf,
  pendingDeposit,
} from '../test-support/money.js';
import { TEST_AGENT_KEY, startUpstream, type TestUpstream } from '../test-support/upstream.js';
import { DEMO_PROMPTPAY } from './seed.js';
import { promptPayPayload } from './promptpay.js';

const status = (up: TestUpstream, token: string, ref: string) =>
  up.get<DepositStatusResponse>(API.payment.inquiryStatus, { token, query: { ref } });

describe('deposits', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream({ settings: { vipThresholds: { gold: 1000_00, hero: 5000_00 } } });
  });
  afterAll(() => up.close());

  it('lists three channels and the notice of each', async () => {
    const member = await up.register();
    const list = await channels(up, member);
    expect(list.map((c) => c.code)).toEqual(['promptpay', 'bank', 'truemoney']);
    expect(list[0]).toMatchObject({ min_amount: 20, max_amount: 100000, quick_amounts: [100, 300, 500, 1000, 5000], sub_channels: [] });
    expect(list[1]!.sub_channels).toHaveLength(2);
    const info = await up.get<PaymentInfoResponse>(API.payment.info, { token: member.token, query: { channel_id: list[1]!.channel_id } });
    expect(info.body.data?.bank_accounts.map((a) => a.bank_code)).toEqual(['KBANK', 'SCB']);
    expect(info.body.data?.member_bank).toMatchObject({ bank_code: 'SCB', account_no: expect.stringMatching(/^xxx-/) });
    const pp = await up.get<PaymentInfoResponse>(API.payment.info, { token: member.token, query: { channel_id: list[0]!.channel_id } });
    expect(pp.body.data?.promptpay).toEqual({ id_masked: 'xxx-xxx-4567', account_name: DEMO_PROMPTPAY.account_name });
    const unknown = await up.get(API.payment.info, { token: member.token, query: { channel_id: 999 } });
    expect(unknown.body).toEqual({ error: ErrorCode.PAYMENT_CHANNEL_NOT_FOUND, message: ERRORS[ErrorCode.PAYMENT_CHANNEL_NOT_FOUND].message });
  });

  it('makes a pending PromptPay deposit with a real payload, then pays it once with points, spins and VIP', async () => {
    const member = await up.register();
    const created = await generateQr(up, member, 1500);
    expect(created.body.error).toBe(0);
    const qr = created.body.data!;
    expect(qr).toMatchObject({ channel_code: 'promptpay', amount: 1500, status: 'pending', expires_at: '2026-11-22T10:15:00.000+07:00' });
    expect(qr.ref).toMatch(/^[A-Z0-9]{12}$/);
    expect(qr.payload).toBe(promptPayPayload(DEMO_PROMPTPAY.id, 1500_00));
    expect(qr.qr_image).toMatch(/^data:image\/png;base64,/);
    expect((await status(up, member.token, qr.ref)).body.data).toMatchObject({ status: 'pending', amount: 1500, paid_at: null });
    const info = await up.get<GenerateQrResponse>(API.payment.qrcodeInfo, { token: member.token });
    expect(info.body.data).toMatchObject({ ref: qr.ref, payload: qr.payload, qr_image: qr.qr_image });

    const paid = await confirm(up, qr.ref);
    expect(paid.body.data?.payment).toMatchObject({ ref: qr.ref, status: 'paid', username: member.input.username, amount: 1500 });
    const again = await confirm(up, qr.ref);
    expect(again.body).toEqual({ error: ErrorCode.DEPOSIT_NOT_PENDING, message: ERRORS[ErrorCode.DEPOSIT_NOT_PENDING].message });

    expect(await balanceOf(up, member)).toBe(1500_00);
    const final = (await status(up, member.token, qr.ref)).body.data!;
    // 1 point per 100 THB, 1 free spin per 500 THB today
    expect(final).toMatchObject({ status: 'paid', amount: 1500, bonus: 0, points: 15, free_spins: 3, reason: null });
    const memberId = await memberIdOf(up, member);
    expect((await up.db.selectFrom('member_free_spins').select('balance').where('member_id', '=', memberId).executeTakeFirst())?.balance).toBe(3);
    expect((await up.db.selectFrom('members').select('vip_level').where('id', '=', memberId).executeTakeFirst())?.vip_level).toBe(1);
    const rows = await up.db.selectFrom('ledger_entries').select(['kind', 'amount', 'ref']).where('member_id', '=', memberId).execute();
    expect(rows).toEqual([{ kind: 'deposit', amount: 1500_00, ref: `deposit:${qr.ref}` }]);
    await expectBooksBalance(up);
  });

  it('counts free spins over the Bangkok day: 300 + 300 gives one', async () => {
    const member = await up.register();
    const first = await deposit(up, member, 300);
    const second = await deposit(up, member, 300);
    expect((await status(up, member.token, first)).body.data?.free_spins).toBe(0);
    expect((await status(up, member.token, second)).body.data?.free_spins).toBe(1);
  });

  it('makes bank and TrueMoney deposits without a QR, one pending at a time', async () => {
    const member = await up.register();
    const bank = await generateQr(up, member, 500, { channel: 'bank' });
    expect(bank.body.data).toMatchObject({ channel_code: 'bank', payload: null, qr_image: null, status: 'pending' });
    const before = await snapshot(up.db);
    const second = await generateQr(up, member, 200, { channel: 'truemoney' });
    expect(second.body).toEqual({
      error: ErrorCode.DEPOSIT_PENDING_EXISTS,
      message: ERRORS[ErrorCode.DEPOSIT_PENDING_EXISTS].message,
      data: { ref: bank.body.data!.ref },
    });
    expect(await snapshot(up.db)).toEqual(before);
    const range = await generateQr(up, member, 10);
    expect(range.body.error).toBe(ErrorCode.DEPOSIT_AMOUNT_OUT_OF_RANGE);
    expect(range.body.message).toBe('ฝากเงินช่องทางนี้ได้ตั้งแต่ 20 ถึง 100,000 บาท');
    const sub = await generateQr(up, member, 100, { channel: 'bank', sub_channel_id: 999 });
    expect(sub.body.error).toBe(ErrorCode.PAYMENT_CHANNEL_NOT_FOUND);
  });

  it('expires a deposit after 15 minutes on the clock: it reads expired and cannot be confirmed or rejected', async () => {
    const member = await up.register();
    const ref = await pendingDeposit(up, member, 100);
    await up.advance(15 * MINUTE - 1);
    expect((await status(up, member.token, ref)).body.data?.status).toBe('pending');
    await up.advance(1);
    expect((await status(up, member.token, ref)).body.data?.status).toBe('expired');
    const late = await confirm(up, ref);
    expect(late.body).toEqual({ error: ErrorCode.DEPOSIT_NOT_PENDING, message: 'รายการฝากเงินนี้หมดเวลาชำระแล้ว' });
    expect((await up.operator(`${OPERATOR.payments}/${ref}/reject`, {})).body.error).toBe(ErrorCode.DEPOSIT_NOT_PENDING);
    expect(await balanceOf(up, member)).toBe(0);
    // the pending slot is free again
    expect((await generateQr(up, member, 100)).body.error).toBe(0);
    const expired = await up.get<OperatorPayment[]>(OPERATOR.payments, {
      headers: { authorization: `Bearer ${TEST_AGENT_KEY}` },
      query: { status: 'expired' },
    });
    expect(expired.body.data?.map((p) => p.ref)).toContain(ref);
  });

  it('makes one deposit for a repeated generate_qr with the same key', async () => {
    const member = await up.register();
    const [a, b] = await Promise.all([generateQr(up, member, 300, { key: 'dep-1' }), generateQr(up, member, 300, { key: 'dep-1' })]);
    expect(a.body.error).toBe(0);
    expect(b.body).toEqual(a.body);
    const c = await generateQr(up, member, 300, { key: 'dep-1' });
    expect(c.body).toEqual(a.body);
    const memberId = await memberIdOf(up, member);
    const { count } = await up.db
      .selectFrom('deposits')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(count).toBe(1);
    const conflict = await generateQr(up, member, 400, { key: 'dep-1' });
    expect(conflict.body.error).toBe(ErrorCode.IDEMPOTENCY_CONFLICT);
  });

  it('lets the agent list and reject a deposit with a reason; the member sees it', async () => {
    const member = await up.register();
    const ref = await pendingDeposit(up, member, 250);
    const pending = await up.get<OperatorPayment[]>(OPERATOR.payments, { headers: { authorization: `Bearer ${TEST_AGENT_KEY}` } });
    expect(pending.body.data?.find((p) => p.ref === ref)).toMatchObject({ status: 'pending', channel_code: 'promptpay', amount: 250 });
    const rejected = await up.operator<OperatorPaymentDecision>(`${OPERATOR.payments}/${ref}/reject`, { reason: 'ไม่พบยอดโอน' });
    expect(rejected.body.data?.payment.status).toBe('rejected');
    expect((await status(up, member.token, ref)).body.data).toMatchObject({ status: 'rejected', reason: 'ไม่พบยอดโอน' });
    expect((await confirm(up, ref)).body.error).toBe(ErrorCode.DEPOSIT_NOT_PENDING);
    expect((await confirm(up, 'NOSUCHREF123')).body.error).toBe(ErrorCode.DEPOSIT_NOT_FOUND);
    expect(await balanceOf(up, member)).toBe(0);
  });

  it('never shows one member another member’s deposit', async () => {
    const owner = await up.register();
    const other = await up.register();
    const ref = await pendingDeposit(up, owner, 100);
    const notFound = { error: ErrorCode.DEPOSIT_NOT_FOUND, message: ERRORS[ErrorCode.DEPOSIT_NOT_FOUND].message };
    expect((await status(up, other.token, ref)).body).toEqual(notFound);
    expect((await up.get(API.payment.qrcodeInfo, { token: other.token, query: { ref } })).body).toEqual(notFound);
    expect((await up.get(API.payment.qrcodeInfo, { token: other.token })).body).toEqual({ error: 0, data: null });
    expect((await up.get(API.payment.inquiryStatus, { query: { ref } })).status).toBe(401);
  });

  it('refuses every operator payment call without the right key, changing nothing', async () => {
    const member = await up.register();
    const ref = await pendingDeposit(up, member, 100);
    const before = await snapshot(up.db);
    const auths: Record<string, string>[] = [{}, { authorization: 'Bearer wrong' }, { authorization: `Bearer ${member.token}` }];
    for (const auth of auths) {
      expect((await up.request('GET', OPERATOR.payments, undefined, { headers: auth })).status).toBe(401);
      for (const action of ['confirm', 'reject']) {
        const reply = await up.request('POST', `${OPERATOR.payments}/${ref}/${action}`, {}, { headers: auth });
        expect(reply.body).toEqual({ error: ErrorCode.AGENT_KEY_INVALID, message: 'รหัสเอเย่นต์ไม่ถูกต้อง' });
      }
    }
    expect(await snapshot(up.db)).toEqual(before);
    expect(await channelId(up, 'promptpay')).toBeGreaterThan(0);
  });
});

describe('demo deposits', () => {
  it('confirm themselves a few seconds after creation on the injected clock, and stop() clears the timer', async () => {
    const up = await startUpstream({ settings: { demo: true, payment: { demoConfirmAfterMs: 5_000 } } });
    try {
      const member = await up.register();
      const ref = await pendingDeposit(up, member, 500);
      await up.advance(4_999);
      expect((await status(up, member.token, ref)).body.data?.status).toBe('pending');
      await up.advance(1);
      // the timer confirmed it, before any read
      expect(await balanceOf(up, member)).toBe(500_00);
      expect((await status(up, member.token, ref)).body.data).toMatchObject({ status: 'paid', paid_at: '2026-11-22T10:00:05.000+07:00' });
      await expectBooksBalance(up);
      await pendingDeposit(up, member, 100).catch(() => undefined);
      await up.app.stop();
      // the lotto scheduler's and the deposits' timers are gone
      expect(up.clock.pendingTimers()).toBe(0);
    } finally {
      await up.close();
    }
  });

  it('are confirmed by a read when the timer did not run', async () => {
    const up = await startUpstream({ settings: { demo: true } });
    try {
      const member = await up.register();
      const ref = await pendingDeposit(up, member, 200);
      await up.app.stop();
      await up.advance(10_000);
      expect(await balanceOf(up, member)).toBe(0);
      expect((await status(up, member.token, ref)).body.data?.status).toBe('paid');
      expect(await balanceOf(up, member)).toBe(200_00);
    } finally {
      await up.close();
    }
  });
});
