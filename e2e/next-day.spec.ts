/**
 * What the night pays, seen the next morning, on the time-travel server (its clock
 * starts at 22:00 Bangkok time and the journey moves it past midnight):
 * - a member shares the referral link; a friend opens it, registers (the code is filled
 *   in), deposits and bets; the next day the referrer sees the level-1 commission and
 *   redeems it into the main wallet;
 * - a member who lost yesterday opens the loss refund page the next day, claims the
 *   refund, and the balance moves without a reload.
 */
import { mkdirSync } from 'node:fs';
import { devices, type APIRequestContext, type Browser } from '@playwright/test';
import { expect, test } from './test-support/test.js';
import { hydrating } from './test-support/hydration.js';
import { closeArrivalDialogs } from './test-support/dialogs.js';
import { E2E_CLOCK_PORT, E2E_TIME_TRAVEL_PORT } from './test-support/env.js';
import { balanceOf, betRunTopOnEveryDigit } from './test-support/lotto.js';
import { depositAndWait, fillRegisterForm, freshPhone, registerAndLogIn } from './test-support/member.js';

const SCREENSHOTS = 'e2e/screenshots';
const SITE = `http://127.0.0.1:${E2E_TIME_TRAVEL_PORT}`;
const CLOCK = `http://127.0.0.1:${E2E_CLOCK_PORT}`;
const HOUR = 3_600_000;

test.use({ baseURL: SITE });

test.beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});

async function serverNow(request: APIRequestContext): Promise<number> {
  return (await (await request.get(`${CLOCK}/now`)).json()).now as number;
}

/** The first moment of the next Bangkok day after `now`. */
function nextBangkokMidnight(now: number): number {
  const offset = 7 * HOUR;
  return Math.floor((now + offset) / (24 * HOUR)) * 24 * HOUR + 24 * HOUR - offset;
}

/** An open round of a scheduled lottery that stays open past tomorrow morning, so no draw settles a bet overnight. */
async function roundOpenPast(request: APIRequestContext, after: number): Promise<number> {
  const lobby = await (await request.get('/api/lotto/lobby')).json();
  const rounds = (lobby.data.categories as { rounds: { round_id: number; status: string; closes_at: string }[] }[]).flatMap((c) => c.rounds);
  const round = rounds.find((r) => r.status === 'open' && Date.parse(r.closes_at) > after);
  if (!round) throw new Error('no lotto round stays open past tomorrow morning');
  return round.round_id;
}

async function phonePage(browser: Browser) {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: SITE, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  const page = hydrating(await context.newPage());
  await closeArrivalDialogs(page);
  return { context, page };
}

test('the next day: the referrer redeems the friend’s commission, and yesterday’s loser claims the refund live', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const today = await serverNow(request);
  const tomorrow = nextBangkokMidnight(today);
  // The night's jump must not cross a draw: the bets stay open until after it.
  const roundId = await roundOpenPast(request, tomorrow + 2 * HOUR);

  // ---- today (22:00 on the server's clock) -------------------------------------------
  // The referrer opens the affiliate page and copies the link.
  await closeArrivalDialogs(page);
  await registerAndLogIn(page, request, { phone: freshPhone('08'), first_name: 'สมศักดิ์', last_name: 'ชวนเพื่อน', bank_code: 'KTB', birth_date: '1985-03-03' });
  await page.goto('/affiliate');
  const link = (await page.getByTestId('referral-link').innerText()).trim();
  expect(link).toMatch(/\?ref=[A-Z0-9]+$/);
  const code = new URL(link).searchParams.get('ref')!;

  // The friend opens the link, taps register (the code is already there), deposits and bets 10,000 THB.
  const friend = await phonePage(browser);
  await friend.page.goto(link);
  // The announcements open once on arrival and may cover the first tap: tap again until the register
  // page opens. A tap that landed may take a while to show the page (its chunk loads): not tapped again there.
  await expect(async () => {
    if (!/\/register/.test(friend.page.url())) await friend.page.getByRole('link', { name: 'สมัครสมาชิก' }).first().click({ timeout: 2_000 });
    await expect(friend.page).toHaveURL(/\/register/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  const form = friend.page.getByRole('form', { name: 'สมัครสมาชิก' });
  await expect(form.getByRole('textbox', { name: 'รหัสผู้แนะนำ' })).toHaveValue(code);
  const friendPhone = freshPhone('09');
  await fillRegisterForm(form, { phone: friendPhone, first_name: 'สมปอง', last_name: 'เพื่อนรัก', bank_code: 'SCB', birth_date: '1992-09-09' }, '77');
  await expect(friend.page).toHaveURL(/\/member$/);
  await depositAndWait(friend.page, 10_000, '฿10,000.00');
  await betRunTopOnEveryDigit(friend.page, roundId, 1_000);

  // The referrer sees the click and the sign-up.
  await page.reload();
  await expect(page.getByTestId('signups')).toHaveText('1');

  // Another member loses 200 THB today (a bill still open counts as staked).
  const loser = await phonePage(browser);
  await registerAndLogIn(loser.page, request, { phone: freshPhone('08'), first_name: 'สมหมาย', last_name: 'เสียดาย', bank_code: 'BBL', birth_date: '1990-07-07' });
  await depositAndWait(loser.page, 500, '฿500.00');
  await betRunTopOnEveryDigit(loser.page, roundId, 20);
  await expect(loser.page.getByTestId('member-balance')).toHaveText('฿300.00');

  // ---- the clock moves past midnight: the night's jobs run --------------------------
  expect(await serverNow(request)).toBeLessThan(tomorrow);
  const jumped = await request.post(`${CLOCK}/jump?to=${tomorrow + 60_000}`);
  expect(jumped.ok()).toBe(true);

  // ---- the next day -----------------------------------------------------------------
  // 1 % of the friend's 10,000 THB, level 1; redeemable from 100 THB.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('commission-balance')).toHaveText('฿100.00', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // The friend shows in the downline, and the day's commission at level 1.
  await expect(page.getByTestId('downline-row')).toHaveCount(1);
  await page.getByRole('tab', { name: 'ค่าคอมรายวัน' }).click();
  await expect(page.getByTestId('day-row').first()).toContainText('100.00');
  await page.screenshot({ path: `${SCREENSHOTS}/affiliate-next-day.png`, fullPage: true });
  await page.getByRole('button', { name: 'ถอนเข้ากระเป๋าหลัก' }).click();
  await expect(page.getByTestId('redeem-success')).toContainText('100.00');
  await expect(page.getByTestId('member-balance')).toHaveText('฿100.00');
  await expect(page.getByTestId('commission-balance')).toHaveText('฿0.00');

  // 5 % of yesterday's 200 THB net loss; the turnover cashback (0.3 %) was paid by itself overnight.
  await expect(async () => {
    await loser.page.goto('/member/winloss');
    await expect(loser.page.getByRole('button', { name: /รับเงินคืน ฿?10\.00/ })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const balance = loser.page.getByTestId('member-balance');
  await expect(balance).toHaveText('฿300.60');
  await loser.page.screenshot({ path: `${SCREENSHOTS}/winloss-next-day.png`, fullPage: true });
  await loser.page.getByRole('button', { name: /รับเงินคืน ฿?10\.00/ }).click();
  await expect(loser.page.getByTestId('claim-success')).toBeVisible();
  await expect.poll(async () => balanceOf(await balance.textContent())).toBeCloseTo(310.6, 2);

  await friend.context.close();
  await loser.context.close();
});
