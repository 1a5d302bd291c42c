/**
 * Live baccarat: a member opens a table from /casino, the launcher picks the wallet with money, the
 * table in the frame takes a 10 THB bet on the player while the window is open, and after the deal
 * the outcome shows and the site's header follows the game's balance without a reload. Meanwhile a
 * second browser on /sooth sees the table's hand count grow live. The table's panel of revealed shoes
 * opens under its rules.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './test-support/test.js';
import { hydrating } from './test-support/hydration.js';
import { closeArrivalDialogs } from './test-support/dialogs.js';
import { openGameSheet } from './test-support/games.js';
import { depositAndWait, freshPhone, registerAndLogIn } from './test-support/member.js';

const SCREENSHOTS = 'e2e/screenshots';
const TABLE = 'บาคาร่า โต๊ะ 1';

test.beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});

test('a member bets on a live table while /sooth in another browser sees the hands come in', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const watcher = hydrating(await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage());
  await closeArrivalDialogs(watcher);
  await watcher.goto('/sooth');
  // By tag, not role: the arrival announcement may open over the page and hide it from the accessibility tree.
  const watchedCard = watcher.locator('article').filter({ hasText: TABLE }).first();
  await expect(watchedCard).toBeVisible({ timeout: 20_000 });
  const handsShown = async () => Number(/(\d+)/.exec(await watchedCard.getByTestId('count-hands').first().innerText())?.[1] ?? -1);
  const handsBefore = await handsShown();

  await closeArrivalDialogs(page);
  await registerAndLogIn(page, request, { phone: freshPhone('08'), first_name: 'สมชาย', last_name: 'บาคาร่า', bank_code: 'KTB', birth_date: '1988-08-08' });
  await depositAndWait(page, 300, '฿300.00');
  await page.goto('/casino');
  const table = await openGameSheet(page, `เล่น ${TABLE}`);
  await expect(table.getByTestId('balance')).toHaveText('฿300.00', { timeout: 20_000 });

  // Wait for a window with time left in it, pick the 10 THB chip and back the player.
  const secondsLeft = async () => Number(/เปิดรับแทง (\d+)/.exec(await table.getByTestId('phase').innerText())?.[1] ?? 0);
  await expect.poll(secondsLeft, { timeout: 60_000, intervals: [250] }).toBeGreaterThanOrEqual(6);
  await table.getByRole('button', { name: 'ชิป 10 บาท' }).click();
  await table.getByTestId('area-player').click();
  await expect(table.getByTestId('my-player')).toContainText('10.00', { timeout: 10_000 });
  await expect(table.getByTestId('balance')).toHaveText('฿290.00');
  await page.screenshot({ path: `${SCREENSHOTS}/baccarat-bet.png` });

  // The hand is dealt and settled by the table's own clock: a win, a tie push or a loss, each shown.
  await expect(table.getByTestId('my-outcome')).toBeVisible({ timeout: 60_000 });
  const outcome = await table.getByTestId('my-outcome').innerText();
  const expected = /ได้รับ 20\.00/.test(outcome) ? '฿310.00' : /ได้รับ 10\.00/.test(outcome) ? '฿300.00' : '฿290.00';
  await expect(table.getByTestId('balance')).toHaveText(expected, { timeout: 10_000 });
  await expect(page.getByTestId('member-balance')).toHaveText(expected, { timeout: 15_000 });
  await page.screenshot({ path: `${SCREENSHOTS}/baccarat-settled.png` });

  // Under the rules, the table's revealed shoes open on request: listed with a check, or "none yet" while the first shoe deals.
  await table.getByRole('button', { name: /ตรวจสอบขอนที่เปิดเผยแล้ว/ }).click();
  await expect(table.getByText(/ยังไม่มีขอนที่จบและเปิดเผยแล้ว|ตรวจสอบขอนนี้/).first()).toBeVisible({ timeout: 15_000 });
  await table.getByText(/ยังไม่มีขอนที่จบและเปิดเผยแล้ว|ตรวจสอบขอนนี้/).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/baccarat-revealed-shoes.png` });

  // The other browser saw the table's hands come in without a reload.
  await expect.poll(handsShown, { timeout: 30_000 }).toBeGreaterThan(handsBefore);
  await watcher.screenshot({ path: `${SCREENSHOTS}/sooth-live.png` });
});
