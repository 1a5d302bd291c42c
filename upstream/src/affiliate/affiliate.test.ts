import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AffiliateConfig, AffiliateDay, AffiliateDownline, AffiliateRedeem, AffiliateSummary, AffiliateTransaction } from '#shared/api/affiliate.js';
import type { Paged } from '#shared/api/common.js';
import type { AffiliateReport } from '#shared/api/daily-operator.js';
import { API, OPERATOR } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { ledgerSum, nextMorning, pastMidnight, stakeLotto } from '../test-support/daily.js';
import { balanceOf, fund } from '../test-support/lotto.js';
import { expectBooksBalance } from '../test-support/money.js';
import { TEST_AGENT_KEY, startUpstream, type RegisteredMember, type TestUpstream } from '../test-support/upstream.js';

const redeem = (up: TestUpstream, m: RegisteredMember, key?: string) =>
  up.post<AffiliateRedeem>(API.affiliate.redeem, undefined, { token: m.token, headers: key ? { 'idempotency-key': key } : {} });
const summary = async (up: TestUpstream, m: RegisteredMember) => (await up.get<AffiliateSummary>(API.affiliate.summary, { token: m.token })).body.data!;
const balanceOfCommission = async (up: TestUpstream, m: RegisteredMember) => {
  const row = await up.db
    .selectFrom('affiliate_balances as b')
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .select('b.balance')
    .where('m.username', '=', m.input.username)
    .executeTakeFirst();
  return row?.balance ?? 0;
};

/** Every commission balance equals the sum of its entries, none below zero. */
async function expectCommissionBooks(up: TestUpstream): Promise<void> {
  const { rows } = await sql<{ member_id: number; balance: number; total: number; lowest: number }>`
    SELECT b.member_id, b.balance, COALESCE(SUM(e.amount), 0) AS total, COALESCE(MIN(e.balance_after), 0) AS lowest
    FROM affiliate_balances b LEFT JOIN affiliate_entries e ON e.member_id = b.member_id GROUP BY b.member_id, b.balance`.execute(up.db);
  for (const row of rows) {
    expect(row.total, `commission of ${row.member_id}`).toBe(row.balance);
    expect(row.lowest).toBeGreaterThanOrEqual(0);
  }
}

describe('three levels of commission from real bets', () => {
  let up: TestUpstream;
  let top: RegisteredMember;
  let r1: RegisteredMember;
  let r2: RegisteredMember;
  let r3: RegisteredMember;
  let player: RegisteredMember;
  let byPhone: RegisteredMember;
  let byAccount: RegisteredMember;
  beforeAll(async () => {
    up = await startUpstream();
    top = await up.register();
    // r1 gets paid by PromptPay on a phone number: its "bank account" is a phone.
    r1 = await up.register({ ref: top.login.user.referral_code, bank_account_no: '0861234567' });
    r2 = await up.register({ ref: r1.login.user.referral_code });
    r3 = await up.register({ ref: r2.login.user.referral_code });
    player = await up.register({ ref: r3.login.user.referral_code });
    // Self-referral: a new phone that is r1's account, and an account that is r2's phone (levels 2 and 2 above them).
    byPhone = await up.register({ ref: r3.login.user.referral_code, username: '0861234567' });
    byAccount = await up.register({ ref: r3.login.user.referral_code, bank_account_no: r2.input.username });
    for (const m of [player, byPhone, byAccount]) await fund(up, m, 20_000);
    await stakeLotto(up, player, 10_000);
    await stakeLotto(up, byPhone, 10_000);
    await stakeLotto(up, byAccount, 10_000);
    await pastMidnight(up);
  });
  afterAll(() => up.close());
  // Every wallet, points and free-spin balance equals its entries after every test.
  afterEach(async () => {
    await expectBooksBalance(up);
    await expectCommissionBooks(up);
  });

  it('credits 1 %, 0.5 % and 0.3 % of the downline’s turnover to levels 1, 2 and 3, and nothing above', async () => {
    expect(await balanceOfCommission(up, r3)).toBe(100_00);
    expect(await balanceOfCommission(up, r2)).toBe(50_00);
    expect(await balanceOfCommission(up, r1)).toBe(30_00);
    expect(await balanceOfCommission(up, top)).toBe(0); // r3's play is top's level 3; the player is level 4
    const days = (await up.get<Paged<AffiliateDay>>(API.affiliate.transactionsV2, { token: r2.token })).body.data!;
    expect(days.items).toEqual([{ day: '2026-11-22', level: 2, active: 1, turnover: 10_000, rate: 0.5, commission: 50 }]);
    const mine = await summary(up, r3);
    expect(mine).toMatchObject({ code: r3.login.user.referral_code, link_path: `/?ref=${r3.login.user.referral_code}`, signups: 3, balance: 100, total_earned: 100, total_redeemed: 0, min_redeem: 100 });
    expect(mine.levels[0]).toEqual({ level: 1, rate: 1, members: 3, active: 3, turnover: 10_000, commission: 100 });
    expect((await summary(up, r1)).levels.map((l) => l.members)).toEqual([1, 1, 3]);
    const config = (await up.get<AffiliateConfig>(API.affiliate.configs)).body.data!;
    expect(config).toMatchObject({ levels: [{ level: 1, rate: 1 }, { level: 2, rate: 0.5 }, { level: 3, rate: 0.3 }], min_redeem: 100 });
    await expectCommissionBooks(up);
    await expectBooksBalance(up);
  });

  it('flags a sign-up sharing a phone or account with its upline: registered, earns nobody anything', async () => {
    const network = (await up.post<Paged<AffiliateDownline>>(API.affiliate.network, { level: 1 }, { token: r3.token })).body.data!;
    expect(network.total).toBe(3);
    expect(network.items.map((d) => [d.name, d.flagged, d.active])).toEqual([
      ['081****' + byAccount.input.username.slice(-3), true, true],
      ['086****567', true, true],
      ['081****' + player.input.username.slice(-3), false, true],
    ]);
    const report = (await up.get<AffiliateReport>(OPERATOR.affiliateReport, { headers: { authorization: `Bearer ${TEST_AGENT_KEY}` } })).body.data!;
    expect(report.flagged.map((f) => [f.username, f.referrer, f.level])).toEqual([
      [byAccount.input.username, r3.input.username, 2],
      ['0861234567', r3.input.username, 3],
    ]);
    expect(report.flagged[1]!.reason).toBe(`เบอร์โทรศัพท์ 0861234567 ตรงกับเลขบัญชีของผู้แนะนำ ${r1.input.username} (ชั้นที่ 3)`);
    expect(report.flagged[0]!.reason).toContain('ตรงกับเบอร์โทรศัพท์ของผู้แนะนำ');
    expect(report.top.map((t) => [t.username, t.earned, t.level1])).toEqual([
      [r3.input.username, 100, 3],
      [r2.input.username, 50, 1],
      [r1.input.username, 30, 1],
    ]);
  });

  it('refuses a redeem below the minimum in Thai, changing nothing', async () => {
    const before = await snapshot(up.db);
    const refused = await redeem(up, r2);
    expect(refused.body).toMatchObject({ error: ErrorCode.AFFILIATE_BELOW_MIN, message: 'ยอดค่าคอมยังไม่ถึงขั้นต่ำที่ถอนได้', data: { balance: 50, min_redeem: 100 } });
    expect(await snapshot(up.db)).toEqual(before);
  });

  it('redeems the whole balance once per key, and concurrent redeems never pay twice', async () => {
    const main = await balanceOf(up, r3);
    const first = await redeem(up, r3, 'redeem-1');
    expect(first.body.error).toBe(0);
    expect(first.body.data).toMatchObject({ redeemed: 100, balance: 0 });
    expect((await redeem(up, r3, 'redeem-1')).body).toEqual(first.body);
    expect(await balanceOf(up, r3)).toBe(main + 100_00);
    expect(await ledgerSum(up, r3, 'commission')).toBe(100_00);

    // The next day's commission, then five redeems at once with different keys.
    await nextMorning(up);
    await stakeLotto(up, player, 10_000);
    await pastMidnight(up);
    expect(await balanceOfCommission(up, r3)).toBe(100_00);
    const replies = await Promise.all([1, 2, 3, 4, 5].map((i) => redeem(up, r3, `race-${i}`)));
    expect(replies.filter((r) => r.body.error === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.body.error === ErrorCode.AFFILIATE_BELOW_MIN)).toHaveLength(4);
    expect(await ledgerSum(up, r3, 'commission')).toBe(200_00);
    const entries = (await up.get<Paged<AffiliateTransaction>>(API.affiliate.transactions, { token: r3.token })).body.data!;
    expect(entries.items.map((e) => [e.kind, e.amount, e.balance_after, e.level])).toEqual([
      ['redeem', -100, 0, null],
      ['commission', 100, 100, 1],
      ['redeem', -100, 0, null],
      ['commission', 100, 100, 1],
    ]);
    expect(await summary(up, r3)).toMatchObject({ balance: 0, total_earned: 200, total_redeemed: 200 });
    await expectCommissionBooks(up);
    await expectBooksBalance(up);
  });

  it('counts a click once per address, code and Bangkok day', async () => {
    const click = async (code: string) => (await up.post<{ counted: boolean }>(API.affiliate.click, { code })).body.data!.counted;
    const code = r1.login.user.referral_code;
    expect(await click(code)).toBe(true);
    expect(await click(code.toLowerCase())).toBe(false);
    expect(await click(r2.login.user.referral_code)).toBe(true);
    expect(await click('NOSUCHCODE')).toBe(false);
    await nextMorning(up);
    expect(await click(code)).toBe(true);
    expect((await summary(up, r1)).clicks).toBe(2);
  });
});
