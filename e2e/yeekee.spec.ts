/**
 * The yeekee journey on a short round (YEEKEE_ROUND_SECONDS in the browser tests):
 * a member bets on a live round, shoots a number, watches the round close, and sees
 * the result card, the won card and the balance move, all without a reload.
 */
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test-support/test.js';
import { closeArrivalDialogs } from './test-support/dialogs.js';
import { E2E_YEEKEE_ROUND_SECONDS } from './test-support/env.js';
import { balanceOf, betRunTopOnEveryDigit } from './test-support/lotto.js';

const SCREENSHOTS = 'e2e/screenshots';
const DEMO = { username: '0899999999', password: 'demo12345' };
/** Time the journey needs between betting and the round's close. */
const NEEDED_MS = 30_000;

interface ListedRound {
  round_id: number;
  category_id: number;
  status: string;
  opens_at: string;
  closes_at: string;
}

/** An open round of the short yeekee with enough time left, waiting for the next one if need be. */
async function roundWithTimeLeft(request: APIRequestContext): Promise<ListedRound> {
  const deadline = Date.now() + (E2E_YEEKEE_ROUND_SECONDS + 15) * 1000;
  for (;;) {
    const answer = await (await request.get('/api/lotto/yeekee/list')).json();
    const now = Date.now();
    const rounds = answer.data.rounds as ListedRound[];
    // The short rounds are the ones that last E2E_YEEKEE_ROUND_SECONDS.
    const short = rounds.filter((r) => Date.parse(r.closes_at) - Date.parse(r.opens_at) === E2E_YEEKEE_ROUND_SECONDS * 1000);
    const open = short.find((r) => Date.parse(r.opens_at) <= now && Date.parse(r.closes_at) - now >= NEEDED_MS);
    if (open) return open;
    if (Date.now() > deadline) throw new Error('no short yeekee round opened in time');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}


async function logIn(page: Page) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'เข้าสู่ระบบ' });
  await form.getByRole('textbox', { name: 'เบอร์โทรศัพท์', exact: true }).fill(DEMO.username);
  await form.getByRole('textbox', { name: 'รหัสผ่าน', exact: true }).fill(DEMO.password);
  await form.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/member$/);
}

test.beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});

test('bet on a live yeekee round, shoot, see the result, the won card and the balance move', async ({ page, request }) => {
  test.setTimeout(E2E_YEEKEE_ROUND_SECONDS * 3 * 1000);
  await closeArrivalDialogs(page);
  await logIn(page);
  const balance = page.getByTestId('member-balance');
  // The panel shows ฿— until the wallets arrive: read the balance only once it is a figure.
  await expect(balance).toHaveText(/฿[\d,]+\.\d\d/);

  const round = await roundWithTimeLeft(request);

  // Bet วิ่งบน on all ten digits: one of them is in every top three, so the bill wins.
  const before = balanceOf(await balance.textContent());
  await betRunTopOnEveryDigit(page, round.round_id, 10);
  // The 100 THB bill leaves the balance at once (write-through of the bill).
  await expect.poll(async () => balanceOf(await balance.textContent())).toBeCloseTo(before - 100, 2);

  // Watch the round and shoot: the shot shows in the live list with its seq.
  await page.goto(`/lotto/yeekee?round=${round.round_id}`);
  await page.getByRole('textbox', { name: 'เลขที่จะยิง 5 หลัก' }).fill('12345');
  await page.getByRole('form', { name: 'ยิงเลข' }).getByRole('button', { name: /ยิงเลข/ }).click();
  await expect(page.getByTestId('shot-done')).toBeVisible();
  await expect(page.getByTestId('shot-count')).not.toHaveText('0');
  await page.screenshot({ path: `${SCREENSHOTS}/yeekee-round.png`, fullPage: true });
  await expect(balance).toHaveText(/฿[\d,]+\.\d\d/);
  const afterBet = balanceOf(await balance.textContent());

  // The round closes on its own; the result, the won card and the payout arrive live.
  const untilClose = Date.parse(round.closes_at) - Date.now();
  const resultCard = page.getByRole('region', { name: 'ผลหวยยี่กีรอบนี้' }).or(page.getByLabel('ผลหวยยี่กีรอบนี้'));
  await expect(resultCard.first()).toBeVisible({ timeout: untilClose + 20_000 });
  await expect(page.getByTestId('result-number')).toHaveText(/^\d{5}$/);
  const wonCard = page.getByTestId('result-card').filter({ hasText: 'ถูกรางวัล' }).filter({ hasText: /โพยเลขที่/ });
  await expect(wonCard.first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => balanceOf(await balance.textContent()), { timeout: 20_000 }).toBeGreaterThan(afterBet);
  await page.screenshot({ path: `${SCREENSHOTS}/yeekee-result.png`, fullPage: true });
});
