/**
 * Our fishing game: a new member with money opens it from /fishing, the launcher picks the wallet
 * with money, the game in the frame takes a few shots (each a debit of the cannon bet and, when the
 * fish is caught, its win, through the signed wallet protocol), and the site's header ends on the
 * deposit plus exactly the shots' net, as the game's own balance does.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './test-support/test.js';
import { closeArrivalDialogs } from './test-support/dialogs.js';
import { openGameSheet } from './test-support/games.js';
import { depositAndWait, freshPhone, registerAndLogIn } from './test-support/member.js';

const SCREENSHOTS = 'e2e/screenshots';
const GAME = 'ล่าสมบัติใต้สมุทร';
const SHOTS = 4;

interface ShotEnvelope {
  error: number;
  data: { bet: number; win: number; caught: boolean; balance: number };
}

const thb = (satang: number) => `฿${new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2 }).format(satang / 100)}`;

test.beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});

test('a member shoots fish in the frame and the site balance moves by exactly the shots’ net', async ({ page, request }) => {
  test.setTimeout(120_000);
  await closeArrivalDialogs(page);
  await registerAndLogIn(page, request, { phone: freshPhone('08'), first_name: 'สมปอง', last_name: 'ยิงปลา', bank_code: 'BBL', birth_date: '1990-10-10' });
  await depositAndWait(page, 300, '฿300.00');

  await page.goto('/fishing');
  const game = await openGameSheet(page, `เล่น ${GAME}`);
  await expect(game.getByTestId('balance')).toHaveText('฿300.00', { timeout: 20_000 });
  await expect(game.getByTestId('fishing-scene')).toBeVisible();

  await game.getByRole('button', { name: 'กระสุน 2 บาท' }).click();
  let net = 0;
  for (let i = 0; i < SHOTS; i++) {
    const fish = game.getByRole('button', { name: i % 2 ? 'ยิงปลาทอง ×2.5' : 'ยิงปลาการ์ตูน ×2' });
    await expect(fish).toBeEnabled();
    const answered = page.waitForResponse((response) => response.url().endsWith('/games/api/fishing/shot'));
    // The fish swim without stopping: the tap is dispatched on the button rather than aimed at a moving box.
    await fish.dispatchEvent('click');
    const shot = (await (await answered).json()) as ShotEnvelope;
    expect(shot.error).toBe(0);
    expect(shot.data.bet).toBe(2);
    net += Math.round((shot.data.win - shot.data.bet) * 100);
    await expect(game.getByTestId('balance')).toHaveText(thb(30_000 + net));
    await expect(game.getByTestId('shot-result')).toContainText(shot.data.caught ? 'ได้!' : 'พลาด');
  }
  await page.screenshot({ path: `${SCREENSHOTS}/fishing-shots.png` });
  // The site's header follows the game's balance without a reload: the deposit plus exactly the shots' net.
  await expect(page.getByTestId('member-balance')).toHaveText(thb(30_000 + net), { timeout: 15_000 });
  await page.getByRole('button', { name: 'ปิดเกม' }).click();
  await expect(page.locator('iframe[title="หน้าจอเกม"]')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('member-balance')).toHaveText(thb(30_000 + net), { timeout: 15_000 });
});
