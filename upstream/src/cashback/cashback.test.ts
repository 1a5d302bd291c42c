import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LossClaim, LossHistory, TurnoverHistory } from '#shared/api/cashback.js';
import type { DailySettings } from '#shared/api/daily-operator.js';
import { API, OPERATOR } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { ledgerSum, nextMorning, pastMidnight, runsOf, stakeLotto, stakeYeekee } from '../test-support/daily.js';
import { balanceOf, fundedMember } from '../test-support/lotto.js';
import { expectBooksBalance } from '../test-support/money.js';
import { TEST_AGENT_KEY, startUpstream, type RegisteredMember, type TestUpstream } from '../test-support/upstream.js';

const turnover = (up: TestUpstream, m: RegisteredMember) => up.get<TurnoverHistory>(API.cashback.turnoverHistory, { token: m.token });
const losses = (up: TestUpstream, m: RegisteredMember) => up.get<LossHistory>(API.cashback.lossHistory, { token: m.token });
const claim = (up: TestUpstream, m: RegisteredMember, key?: string) =>
  up.post<LossClaim>(API.cashback.lossClaim, undefined, { token: m.token, headers: key ? { 'idempotency-key': key } : {} });

// The test clock starts Sunday 2026-11-22 10:00 in Bangkok; Hanoi rounds take bets until 18:00 and get no result without the agent.
describe('turnover cashback and the loss refund, from real bets', () => {
  let up: TestUpstream;
  let big: RegisteredMember;
  let mid: RegisteredMember;
  let small: RegisteredMember;
  let mixed: RegisteredMember;
  let yeekeeWins: number;
  beforeAll(async () => {
    up = await startUpstream();
    big = await fundedMember(up, 30_000);
    mid = await fundedMember(up, 1_000);
    small = await fundedMember(up, 1_000);
    mixed = await fundedMember(up, 1_000);
    await stakeLotto(up, big, 25_000);
    await stakeLotto(up, mid, 150);
    await stakeLotto(up, small, 50);
    await stakeLotto(up, mixed, 100);
    await stakeYeekee(up, mixed, 100);
    // The yeekee round settles before midnight: whatever it paid is that day's wins.
    const day = await pastMidnight(up);
    expect(day).toBe('2026-11-22');
    yeekeeWins = await ledgerSum(up, mixed, 'win');
  });
  afterAll(() => up.close());
  // Every wallet, points and free-spin balance equals its entries after every test.
  afterEach(() => expectBooksBalance(up));

  it('pays 0.3 % of every product’s turnover into the main wallet at midnight, and says how', async () => {
    expect(await ledgerSum(up, big, 'cashback')).toBe(75_00); // 25,000 × 0.3 %
    expect(await ledgerSum(up, mid, 'cashback')).toBe(45); // 150 × 0.3 % = 0.45
    expect(await ledgerSum(up, small, 'cashback')).toBe(15);
    expect(await ledgerSum(up, mixed, 'cashback')).toBe(60);
    expect(await balanceOf(up, big)).toBe((30_000 - 25_000 + 75) * 100);
    const mine = (await turnover(up, mixed)).body.data!;
    expect(mine.yesterday).toMatchObject({ day: '2026-11-22', turnover: 200, rate: 0.3, amount: 0.6, status: 'paid', paid_at: '2026-11-23T00:00:00.000+07:00' });
    expect(mine.yesterday!.products).toEqual([
      { product: 'lotto', turnover: 100, wins: 0 },
      { product: 'yeekee', turnover: 100, wins: yeekeeWins / 100 },
    ]);
    expect(mine.items).toEqual([mine.yesterday]);
    expect(mine.rates).toEqual({ turnover_rate: 0.3, loss_rate: 5, min_loss: 100, max_refund: 1000 });
    await expectBooksBalance(up);
  });

  it('offers 5 % of the net loss from 100 THB, at most 1,000 THB, claimable until the end of the next day', async () => {
    const bigLoss = (await losses(up, big)).body.data!;
    expect(bigLoss.current).toMatchObject({
      day: '2026-11-22',
      turnover: 25_000,
      wins: 0,
      net_loss: 25_000,
      rate: 5,
      min_loss: 100,
      max_refund: 1000,
      amount: 1000, // 1,250 capped
      status: 'claimable',
      claim_until: '2026-11-23T23:59:59.999+07:00',
      claimed_at: null,
    });
    expect((await losses(up, mid)).body.data!.current).toMatchObject({ net_loss: 150, amount: 7.5, status: 'claimable' });
    const smallLoss = (await losses(up, small)).body.data!;
    expect(smallLoss.current).toBeNull();
    expect(smallLoss.items).toMatchObject([{ net_loss: 50, amount: 0, status: 'below_min' }]);
    const runs = await runsOf(up, '2026-11-22');
    expect(runs.map((r) => [r.job, r.failures, r.finished_at !== null])).toEqual([
      ['affiliate_commission', 0, true],
      ['loss_refund', 0, true],
      ['turnover_cashback', 0, true],
    ]);
    const cashbackRun = runs.find((r) => r.job === 'turnover_cashback')!;
    expect(cashbackRun).toMatchObject({ members: 4, paid: 4, total: 75 + 0.45 + 0.15 + 0.6 });
  });

  it('claims the refund once: a repeat with the key answers the same, another claim is refused in Thai and changes nothing', async () => {
    const first = await claim(up, mid, 'claim-1');
    expect(first.body.error).toBe(0);
    expect(first.body.data!.refund).toMatchObject({ amount: 7.5, status: 'claimed', claimed_at: '2026-11-23T00:01:00.000+07:00' });
    expect(await ledgerSum(up, mid, 'cashback')).toBe(45 + 750);
    const repeat = await claim(up, mid, 'claim-1');
    expect(repeat.body).toEqual(first.body);
    const before = await snapshot(up.db);
    // Without a key: a refusal under a key is stored as that key's answer (the idempotency table moves).
    const again = await claim(up, mid);
    expect(again.body).toMatchObject({ error: ErrorCode.CASHBACK_ALREADY_CLAIMED, message: 'คุณรับเงินคืนยอดเสียของวันนี้ไปแล้ว' });
    const nothing = await claim(up, small);
    expect(nothing.body).toMatchObject({ error: ErrorCode.CASHBACK_NOTHING_TO_CLAIM });
    expect(nothing.body.message).toMatch(/^ยังไม่มียอดเงินคืน/);
    expect(await snapshot(up.db)).toEqual(before);
    expect((await losses(up, mid)).body.data!.current).toBeNull();
    await expectBooksBalance(up);
  });

  it('expires after the next day: the claim is refused in Thai and nothing moves', async () => {
    await nextMorning(up); // 2026-11-24: the 22nd's refund was claimable until the end of the 23rd
    const before = await snapshot(up.db);
    const late = await claim(up, big);
    expect(late.body).toMatchObject({ error: ErrorCode.CASHBACK_CLAIM_EXPIRED, message: 'หมดเวลารับเงินคืนยอดเสียของวันนั้นแล้ว' });
    expect(await snapshot(up.db)).toEqual(before);
    expect((await losses(up, big)).body.data!.items[0]).toMatchObject({ day: '2026-11-22', status: 'expired', amount: 1000 });
    expect(await ledgerSum(up, big, 'cashback')).toBe(75_00);
    await expectBooksBalance(up);
  });
});

describe('rates changed by the agent', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
  });
  afterAll(() => up.close());
  // Every wallet, points and free-spin balance equals its entries after every test.
  afterEach(() => expectBooksBalance(up));

  it('apply from tomorrow: today’s run keeps the rates in force today', async () => {
    const agent = { headers: { authorization: `Bearer ${TEST_AGENT_KEY}` } };
    const member = await fundedMember(up, 1_000);
    const set = await up.operator<DailySettings>(OPERATOR.dailySettingsSet, { turnover_rate: 1, loss_rate: 10, min_loss: 50 });
    expect(set.body.error).toBe(0);
    expect(set.body.data).toMatchObject({ turnover_rate: 0.3, loss_rate: 5, effective_from: '2000-01-01', pending: { effective_from: '2026-11-23' } });
    await stakeLotto(up, member, 100);
    await pastMidnight(up);
    expect(await ledgerSum(up, member, 'cashback')).toBe(30); // 0.3 %, not 1 %
    expect((await losses(up, member)).body.data!.current).toMatchObject({ rate: 5, min_loss: 100, amount: 5 });

    const now = (await up.get<DailySettings>(OPERATOR.dailySettings, agent)).body.data!;
    expect(now).toMatchObject({ turnover_rate: 1, loss_rate: 10, min_loss: 50, effective_from: '2026-11-23', pending: null });
    await nextMorning(up);
    expect(await ledgerSum(up, member, 'cashback')).toBe(30); // no play on the 23rd
    await stakeLotto(up, member, 100);
    await pastMidnight(up);
    expect(await ledgerSum(up, member, 'cashback')).toBe(30 + 100); // 1 % of 100
    const history = (await turnover(up, member)).body.data!;
    expect(history.items.map((i) => [i.day, i.rate, i.amount])).toEqual([
      ['2026-11-24', 1, 1],
      ['2026-11-22', 0.3, 0.3],
    ]);
    await expectBooksBalance(up);
  });
});
