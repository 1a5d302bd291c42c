/**
 * Virtual football: a member opens the football game from /sport, the launcher picks the wallet with
 * money, the page in the frame says the matches are virtual, shows the matches open for bets with
 * their prices, and takes a 10 THB bet on the home side of a match still minutes from kick-off: the
 * stake leaves at once, in the frame and in the site's header. (A match plays 90 s after a kick-off
 * every 3 min and the e2e server has no shorter football timing, so settlement is left to the unit
 * tests on the injectable clock: games/src/football/football.test.ts.)
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './test-support/test.js';
import { closeArrivalDialogs } from './test-support/dialogs.js';
import { openGameSheet } from './test-support/games.js';
import { depositAndWait, freshPhone, registerAndLogIn } from './test-support/member.js';

const SCREENSHOTS = 'e2e/screenshots';
const GAME = 'ฟุตบอลเสมือนจริง';

test.beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});

test('a member bets on a virtual match from /sport and the stake leaves the site balance', async ({ page, request }) => {
  test.setTimeout(120_000);
  await closeArrivalDialogs(page);
  await registerAndLogIn(page, request, { phone: freshPhone('08'), first_name: 'สมศักดิ์', last_name: 'ลูกหนัง', bank_code: 'SCB', birth_date: '1990-09-09' });
  await depositAndWait(page, 300, '฿300.00');

  await page.goto('/sport');
  const game = await openGameSheet(page, `เล่น ${GAME}`);
  await expect(game.getByTestId('balance')).toHaveText('฿300.00', { timeout: 20_000 });
  await expect(game.getByTestId('virtual-notice')).toContainText('การแข่งขันเสมือนจริง');

  // The last match offered kicks off minutes from now: the bet cannot meet its kick-off.
  const match = game.locator('[data-testid^="match-"]').last();
  await expect(match.getByTestId('kickoff-countdown')).toContainText('เริ่มใน', { timeout: 20_000 });
  await match.getByRole('button', { name: /^เจ้าบ้านชนะ ราคา/ }).click();
  const slip = game.getByTestId('bet-slip');
  await slip.getByRole('button', { name: 'แทง 10 บาท' }).click();
  await slip.getByRole('button', { name: 'ยืนยันเดิมพัน' }).click();

  await expect(game.getByTestId('balance')).toHaveText('฿290.00', { timeout: 10_000 });
  await expect(game.getByTestId('my-bets')).toContainText('รอผล');
  await expect(page.getByTestId('member-balance')).toHaveText('฿290.00', { timeout: 15_000 });
  await page.screenshot({ path: `${SCREENSHOTS}/football-bet.png` });
});
