import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillCancelResponse, BillListResponse, BillQuote, BillRequest } from '#shared/api/lotto/bills.js';
import { API } from '#shared/api/paths.js';
import { WalletType } from '#shared/constants.js';
import { ErrorCode } from '#shared/errors.js';
import { inTransaction } from '../db/transaction.js';
import { post } from '../ledger/post.js';
import { walletIdOf } from '../ledger/wallets.js';
import { snapshot } from '../test-support/db-snapshot.js';
import {
  balanceOf,
  billOf,
  createBill,
  fundedMember,
  MINUTE,
  openRound,
  placeBill,
  roundRow,
} from '../test-support/lotto.js';
import { expectBooksBalance, memberIdOf } from '../test-support/money.js';
import { startUpstream, type TestUpstream } from '../test-support/upstream.js';

// The test clock starts Sunday 2026-11-22 10:00 in Bangkok: today's Hanoi round (closes 18:00) is open.
describe('bill checks per item', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
    // The first tick, started with the app, makes and opens the rounds read below.
    await up.settle();
  });
  afterAll(() => up.close());

  it('quotes rates, the reduced rate of a restricted number, and says why each refused item fails', async () => {
    const member = await fundedMember(up, 1000);
    const round = await openRound(up, 'HANOI');
    const body: BillRequest = {
      round_id: round.id,
      items: [
        { bet_type: '3top', number: '321', amount: 10 },
        { bet_type: '2top', number: '19', amount: 10 }, // restricted: half rate
        { bet_type: '3top', number: '456', amount: 10 }, // restricted: closed
        { bet_type: '3front', number: '123', amount: 10 }, // Thai only
        { bet_type: '2bottom', number: '12', amount: 0.5 }, // below 1 THB
        { bet_type: '2bottom', number: '13', amount: 5000.01 }, // above 5,000 per item
        { bet_type: 'runbottom', number: '7', amount: 1.5 },
      ],
    };
    const quote = await up.post<BillQuote>(API.lotto.billValidate, body, { token: member.token });
    expect(quote.body.error).toBe(0);
    expect(quote.body.data?.ok).toBe(false);
    expect(quote.body.data?.items.map((i) => [i.bet_type, i.rate, i.payout, i.error])).toEqual([
      ['3top', 850, 8500, null],
      ['2top', 45, 450, null],
      ['3top', 0, 0, 'เลข 456 (3 ตัวบน) เป็นเลขอั้น ปิดรับแทง'],
      ['3front', 0, 0, 'ฮานอยปกติไม่รับแทง3 ตัวหน้า'],
      ['2bottom', 90, 0, '2 ตัวล่าง แทงขั้นต่ำ 1.00 บาท'],
      ['2bottom', 90, 0, '2 ตัวล่าง แทงได้สูงสุด 5,000.00 บาทต่อรายการ'],
      // 1.5 × 4.2 = 6.30
      ['runbottom', 4.2, 6.3, null],
    ]);
    expect(quote.body.data?.total).toBe(5042.01);

    const before = await snapshot(up.db);
    const refused = await createBill(up, member, body);
    expect(refused.body).toMatchObject({ error: ErrorCode.BILL_ITEMS_INVALID, message: 'มีรายการที่แทงไม่ได้ กรุณาตรวจสอบโพย' });
    expect((refused.body.data as unknown as BillQuote).items).toEqual(quote.body.data?.items);
    expect(await snapshot(up.db)).toEqual(before);

    const valid = body.items.filter((_, i) => [0, 1, 6].includes(i));
    const quoteOk = await up.post<BillQuote>(API.lotto.billValidate, { round_id: round.id, items: valid }, { token: member.token });
    expect(quoteOk.body.data).toMatchObject({ ok: true, total: 21.5, possible_payout: 8956.3 });
    const bill = await placeBill(up, member, { round_id: round.id, items: valid });
    expect(bill).toMatchObject({ status: 'pending', total: 21.5, item_count: 3, round_id: round.id, win_amount: 0 });
    expect(bill.items.map((i) => [i.number, i.rate, i.payout, i.status])).toEqual([
      ['321', 850, 8500, 'pending'],
      ['19', 45, 450, 'pending'],
      ['7', 4.2, 6.3, 'pending'],
    ]);
    expect(bill.wallets.total).toBe(978.5);
    expect(bill.cancel_until).toBe('2026-11-22T17:30:00.000+07:00');
    expect(bill.round).toMatchObject({ round_id: round.id, status: 'open', seed: null });
    await expectBooksBalance(up);
  });

  it('offers the Thai-only bet types on the Thai lottery', async () => {
    const member = await fundedMember(up, 100);
    const thai = await openRound(up, 'THAI_GOV');
    const quote = await up.post<BillQuote>(
      API.lotto.billValidate,
      {
        round_id: thai.id,
        items: [
          { bet_type: '3front', number: '123', amount: 1 },
          { bet_type: '3back', number: '456', amount: 1 },
          { bet_type: '3top', number: '999', amount: 2 },
          { bet_type: '3top', number: '123', amount: 1 },
        ],
      },
      { token: member.token },
    );
    expect(quote.body.data?.items.map((i) => [i.rate, i.payout, i.error === null])).toEqual([
      [450, 450, true],
      [450, 450, true],
      [450, 900, true],
      [0, 0, false],
    ]);
  });

  it('caps what all members together stake on one number in a round', async () => {
    const round = await openRound(up, 'HANOI');
    const alice = await fundedMember(up, 50_000);
    const bob = await fundedMember(up, 10_000);
    // 2 ตัวล่าง: 5,000 an item, 50,000 a number a round
    const aliceBill = await placeBill(up, alice, {
      round_id: round.id,
      items: Array.from({ length: 9 }, () => ({ bet_type: '2bottom' as const, number: '77', amount: 5000 })),
    });
    const quote = async (amounts: number[]) =>
      (
        await up.post<BillQuote>(
          API.lotto.billValidate,
          { round_id: round.id, items: amounts.map((amount) => ({ bet_type: '2bottom', number: '77', amount })) },
          { token: bob.token },
        )
      ).body.data!;
    // Items of one bill add up against the cap too.
    expect((await quote([5000, 1])).items.map((i) => i.error)).toEqual([null, 'เลข 77 (2 ตัวล่าง) รับแทงเต็มแล้ว']);
    await placeBill(up, bob, { round_id: round.id, items: [{ bet_type: '2bottom', number: '77', amount: 4000 }] });
    expect((await quote([1000.01])).items[0]!.error).toBe('เลข 77 (2 ตัวล่าง) รับแทงได้อีกไม่เกิน 1,000.00 บาท');
    expect((await quote([1000])).ok).toBe(true);
    // Other numbers and bet types keep their own caps.
    const other = await up.post<BillQuote>(
      API.lotto.billValidate,
      { round_id: round.id, items: [{ bet_type: '2top', number: '77', amount: 5000 }, { bet_type: '2bottom', number: '78', amount: 5000 }] },
      { token: bob.token },
    );
    expect(other.body.data?.ok).toBe(true);
    // A cancelled bill gives its stake back to the cap.
    const cancel = await up.post(API.lotto.billCancel, { bill_id: aliceBill.bill_id }, { token: alice.token });
    expect(cancel.body.error).toBe(0);
    expect((await quote([5000, 5000])).ok).toBe(true);
  });

  it('refuses a bill on a round that is not open', async () => {
    const member = await fundedMember(up, 100);
    const { id: lao } = await up.db
      .selectFrom('lotto_rounds')
      .select('id')
      .where('status', '=', 'upcoming')
      .orderBy('opens_at')
      .limit(1)
      .executeTakeFirstOrThrow();
    const before = await snapshot(up.db);
    const early = await createBill(up, member, { round_id: lao, items: [{ bet_type: '2top', number: '11', amount: 1 }] });
    expect(early.body).toEqual({ error: ErrorCode.ROUND_NOT_OPEN, message: 'งวดนี้ยังไม่เปิดรับแทง' });
    const { id: past } = await up.db.selectFrom('lotto_rounds').select('id').where('status', '=', 'resulted').limit(1).executeTakeFirstOrThrow();
    const late = await createBill(up, member, { round_id: past, items: [{ bet_type: '2top', number: '11', amount: 1 }] });
    expect(late.body).toEqual({ error: ErrorCode.ROUND_NOT_OPEN, message: 'งวดนี้ปิดรับแทงแล้ว' });
    const missing = await createBill(up, member, { round_id: 99_999_999, items: [{ bet_type: '2top', number: '11', amount: 1 }] });
    expect(missing.body).toEqual({ error: ErrorCode.ROUND_NOT_FOUND, message: 'ไม่พบงวดนี้' });
    expect(await snapshot(up.db)).toEqual(before);
  });

  it('pays from the main wallet first, then the bonus wallet, and refunds each to where it came from', async () => {
    const member = await fundedMember(up, 30);
    const memberId = await memberIdOf(up, member);
    await inTransaction(up.db, async () => {
      const bonusWallet = await walletIdOf(up.db, memberId, WalletType.BONUS);
      await post(up.db, { balance: 'money', walletId: bonusWallet, amount: 50_00, kind: 'bonus', at: up.clock.now() });
    });
    const round = await openRound(up, 'HANOI');
    const bill = await placeBill(up, member, { round_id: round.id, items: [{ bet_type: '2top', number: '01', amount: 70 }] });
    expect(bill.wallets.wallets.map((w) => w.balance)).toEqual([0, 10]);
    const refused = await createBill(up, member, { round_id: round.id, items: [{ bet_type: '2top', number: '02', amount: 10.01 }] });
    expect(refused.body).toEqual({ error: ErrorCode.INSUFFICIENT_BALANCE, message: 'ยอดเงินไม่เพียงพอ' });
    const cancel = await up.post<BillCancelResponse>(API.lotto.billCancel, { bill_id: bill.bill_id }, { token: member.token });
    expect(cancel.body.data?.wallets.wallets.map((w) => w.balance)).toEqual([30, 50]);
    expect(cancel.body.data?.bill.status).toBe('cancelled');
    const kinds = await up.db
      .selectFrom('ledger_entries')
      .select(['kind', 'amount'])
      .where('member_id', '=', memberId)
      .where('ref', '=', `bill:${bill.bill_id}`)
      .orderBy('id')
      .execute();
    expect(kinds).toEqual([
      { kind: 'bet', amount: -3000 },
      { kind: 'bet', amount: -4000 },
      { kind: 'refund', amount: 3000 },
      { kind: 'refund', amount: 4000 },
    ]);
    await expectBooksBalance(up);
  });

  it('never shows or cancels another member’s bill', async () => {
    const alice = await fundedMember(up, 100);
    const bob = await fundedMember(up, 100);
    const round = await openRound(up, 'HANOI');
    const bill = await placeBill(up, alice, { round_id: round.id, items: [{ bet_type: '2top', number: '42', amount: 5 }] });
    const before = await snapshot(up.db);
    const detail = await up.get(API.lotto.billDetail, { token: bob.token, query: { bill_id: bill.bill_id } });
    expect(detail.body).toEqual({ error: ErrorCode.BILL_NOT_FOUND, message: 'ไม่พบโพยนี้' });
    const cancel = await up.post(API.lotto.billCancel, { bill_id: bill.bill_id }, { token: bob.token });
    expect(cancel.body).toEqual({ error: ErrorCode.BILL_NOT_FOUND, message: 'ไม่พบโพยนี้' });
    const list = await up.get<BillListResponse>(API.lotto.billList, { token: bob.token });
    expect(list.body.data).toMatchObject({ bills: [], total: 0 });
    expect(await snapshot(up.db)).toEqual(before);
    expect((await billOf(up, alice, bill.bill_id)).bill_id).toBe(bill.bill_id);
    expect((await up.get(API.lotto.billList)).status).toBe(401);
    expect((await up.post(API.lotto.billCreate, {})).status).toBe(401);
  });

  it('lists a member’s bills newest first, by page, status and round', async () => {
    const member = await fundedMember(up, 1000);
    const hanoi = await openRound(up, 'HANOI');
    const vip = await openRound(up, 'HANOI_VIP');
    const ids: number[] = [];
    for (let i = 0; i < 23; i++) {
      const round = i % 2 === 0 ? hanoi : vip;
      ids.push((await placeBill(up, member, { round_id: round.id, items: [{ bet_type: 'runtop', number: String(i % 10), amount: 1 }] })).bill_id);
    }
    await up.post(API.lotto.billCancel, { bill_id: ids[0] }, { token: member.token });
    const page1 = await up.get<BillListResponse>(API.lotto.billList, { token: member.token });
    expect(page1.body.data).toMatchObject({ page: 1, page_size: 20, total: 23 });
    expect(page1.body.data?.bills.map((b) => b.bill_id)).toEqual(ids.slice(3).reverse());
    expect(page1.body.data?.bills[0]).toMatchObject({ round_name: hanoi.name, category_id: hanoi.category_id, item_count: 1, total: 1 });
    const page2 = await up.get<BillListResponse>(API.lotto.billList, { token: member.token, query: { page: 2 } });
    expect(page2.body.data?.bills.map((b) => b.bill_id)).toEqual(ids.slice(0, 3).reverse());
    const cancelled = await up.get<BillListResponse>(API.lotto.billList, { token: member.token, query: { status: 'cancelled' } });
    expect(cancelled.body.data?.bills.map((b) => [b.bill_id, b.cancel_until])).toEqual([[ids[0], null]]);
    const byRound = await up.get<BillListResponse>(API.lotto.billList, { token: member.token, query: { round_id: vip.id } });
    expect(byRound.body.data?.total).toBe(11);
  });
});

describe('bill idempotency and concurrency', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
    await up.settle();
  });
  afterAll(() => up.close());

  it('answers a repeated idempotency key with the same bill and debits once', async () => {
    const member = await fundedMember(up, 100);
    const round = await openRound(up, 'HANOI');
    const body = { round_id: round.id, items: [{ bet_type: '2bottom' as const, number: '55', amount: 10 }] };
    const replies = await Promise.all(Array.from({ length: 5 }, () => createBill(up, member, body, 'bill-key-1')));
    const first = replies[0]!.body;
    expect(first.error).toBe(0);
    for (const reply of replies) expect(reply.body).toEqual(first);
    expect(await balanceOf(up, member)).toBe(90_00);
    const conflict = await createBill(up, member, { ...body, items: [{ ...body.items[0]!, amount: 11 }] }, 'bill-key-1');
    expect(conflict.body.error).toBe(ErrorCode.IDEMPOTENCY_CONFLICT);
    // Keys belong to a member: another member's same key is a new bill.
    const other = await fundedMember(up, 100);
    const theirs = await createBill(up, other, body, 'bill-key-1');
    expect(theirs.body.data?.bill_id).not.toBe(first.data?.bill_id);
  });

  it('takes exactly what the balance covers from 200 concurrent bills, never below zero', async () => {
    const member = await fundedMember(up, 1000);
    const round = await openRound(up, 'HANOI');
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        createBill(up, member, { round_id: round.id, items: [{ bet_type: '2bottom', number: String(i % 100).padStart(2, '0'), amount: 10 }] }),
      ),
    );
    const accepted = replies.filter((r) => r.body.error === 0);
    const refused = replies.filter((r) => r.body.error === ErrorCode.INSUFFICIENT_BALANCE);
    expect(accepted).toHaveLength(100);
    expect(refused).toHaveLength(100);
    expect(new Set(accepted.map((r) => r.body.data?.bill_id)).size).toBe(100);
    expect(await balanceOf(up, member)).toBe(0);
    const bills = await up.db
      .selectFrom('lotto_bills')
      .select(sql<number>`COUNT(*)`.as('count'))
      .where('member_id', '=', await memberIdOf(up, member))
      .executeTakeFirstOrThrow();
    expect(bills.count).toBe(100);
    await expectBooksBalance(up);
  });

  it('holds one number’s cap across members betting on it at once', async () => {
    const round = await openRound(up, 'HANOI');
    // 2 ตัวบน: 50,000 a number a round; of twenty members staking 4,000 each at once, twelve fit.
    const members = await Promise.all(Array.from({ length: 20 }, () => fundedMember(up, 4000)));
    const item = { bet_type: '2top' as const, number: '31', amount: 4000 };
    const replies = await Promise.all(members.map((member) => createBill(up, member, { round_id: round.id, items: [item] })));
    expect(replies.filter((r) => r.body.error === 0)).toHaveLength(12);
    expect(replies.filter((r) => r.body.error === ErrorCode.BILL_ITEMS_INVALID)).toHaveLength(8);
    const exposure = await up.db
      .selectFrom('lotto_round_exposure')
      .select('staked')
      .where('round_id', '=', round.id)
      .where('bet_type', '=', item.bet_type)
      .where('number', '=', item.number)
      .executeTakeFirstOrThrow();
    expect(exposure.staked).toBe(48_000_00);
    await expectBooksBalance(up);
  });
});

describe('bill cancel window', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
    await up.settle();
  });
  afterAll(() => up.close());

  it('cancels until 30 minutes before close, refunds in full, and never cancels yeekee', async () => {
    // The yeekee bill is another member's: its round settles when the clock moves on below, and
    // a win there (one chance in a hundred) must not move the balance this test counts.
    const yeekeePlayer = await fundedMember(up, 100);
    const member = await fundedMember(up, 100);
    const hanoi = await openRound(up, 'HANOI'); // closes 18:00
    const yeekee = await openRound(up, 'YEEKEE_15');
    const yeekeeBill = await placeBill(up, yeekeePlayer, { round_id: yeekee.id, items: [{ bet_type: '2top', number: '12', amount: 5 }] });
    expect(yeekeeBill.cancel_until).toBeNull();
    const refusedYeekee = await up.post(API.lotto.billCancel, { bill_id: yeekeeBill.bill_id }, { token: yeekeePlayer.token });
    expect(refusedYeekee.body).toEqual({ error: ErrorCode.BILL_NOT_CANCELLABLE, message: 'โพยหวยยี่กียกเลิกไม่ได้' });

    const early = await placeBill(up, member, { round_id: hanoi.id, items: [{ bet_type: '3top', number: '111', amount: 10 }] });
    const late = await placeBill(up, member, { round_id: hanoi.id, items: [{ bet_type: '3top', number: '222', amount: 10 }] });
    expect(await balanceOf(up, member)).toBe(80_00);

    // The yeekee round settles on the way: done before the snapshots below.
    await up.moveClockTo(hanoi.closes_at - 31 * MINUTE);
    const cancelled = await up.post<BillCancelResponse>(API.lotto.billCancel, { bill_id: early.bill_id }, { token: member.token });
    expect(cancelled.body.error).toBe(0);
    expect(cancelled.body.data?.bill).toMatchObject({ status: 'cancelled', cancel_until: null });
    expect(cancelled.body.data?.wallets.total).toBe(90);
    const again = await up.post(API.lotto.billCancel, { bill_id: early.bill_id }, { token: member.token });
    expect(again.body.error).toBe(ErrorCode.BILL_NOT_CANCELLABLE);

    await up.moveClockTo(hanoi.closes_at - 29 * MINUTE);
    const before = await snapshot(up.db);
    const tooLate = await up.post(API.lotto.billCancel, { bill_id: late.bill_id }, { token: member.token });
    expect(tooLate.body).toEqual({ error: ErrorCode.BILL_NOT_CANCELLABLE, message: 'ยกเลิกโพยได้ถึง 30 นาทีก่อนปิดรับแทงเท่านั้น' });
    expect(await snapshot(up.db)).toEqual(before);
    expect((await billOf(up, member, late.bill_id)).cancel_until).toBeNull();
    await expectBooksBalance(up);
  });

  it('refuses bills by the clock at close even when the scheduler has not closed the round', async () => {
    const member = await fundedMember(up, 100);
    const round = await openRound(up, 'HANOI');
    await up.app.stop();
    up.clock.set(round.closes_at);
    const before = await snapshot(up.db);
    expect((await roundRow(up, round.id)).status).toBe('open');
    const reply = await createBill(up, member, { round_id: round.id, items: [{ bet_type: '2top', number: '12', amount: 5 }] });
    expect(reply.body.error).toBe(ErrorCode.ROUND_NOT_OPEN);
    const detail = await up.get<{ round: { status: string } }>(API.lotto.round, { query: { round_id: round.id } });
    expect(detail.body.data?.round.status).toBe('closed');
    expect(await snapshot(up.db)).toEqual(before);
  });
});

