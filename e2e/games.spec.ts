/**
 * Our own slot through the provider path: a visitor plays the demo with play money; a member
 * opens a slot from the lobby, the launcher picks the one wallet with money, the game in the
 * frame spins for real (the bet and the win move through the signed wallet protocol), the
 * header follows the game's balance without a reload, the member changes the seed and the
 * browser recomputes the spin as correct, and closing the sheet clears it. A new member's
 * first-login quest grants five free spins: /freespin lists the credit, the member picks a slot,
 * and the frame plays them at the credit's bet while the member's own money stays untouched.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './test-support/test.js';
import { closeArrivalDialogs } from './test-support/dialogs.js';
import { openSlotDemo, satangOfShown, SPIN_SETTLES_MS } from './test-support/games.js';
import { depositAndWait, freshPhone, registerAndLogIn } from './test-support/member.js';

const SCREENSHOTS = 'e2e/screenshots';
const TITLE = 'วัดทองมหาโชค';

test.beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});

test('a visitor plays the demo with play money', async ({ page }) => {
  await closeArrivalDialogs(page);
  const game = await openSlotDemo(page, TITLE);
  await expect(game.getByTestId('balance')).toHaveText('฿10,000.00', { timeout: 20_000 });
  const bet = Number(await game.getByTestId('bet').inputValue());
  await game.getByTestId('spin').click();
  // The last win shows once every reel (and any free spins the spin won) has landed: play money moved by the bet and the win.
  await expect(game.getByTestId('last-win')).not.toHaveText('-', { timeout: SPIN_SETTLES_MS });
  const [won, balance] = await Promise.all([game.getByTestId('last-win').innerText(), game.getByTestId('balance').innerText()]);
  expect(satangOfShown(balance)).toBe(10_000_00 - Math.round(bet * 100) + satangOfShown(won));
  await page.getByRole('button', { name: 'ปิดเกม' }).click();
  await expect(page.locator('iframe[title="หน้าจอเกม"]')).toHaveCount(0);
});

test('a member spins for real in the frame, the header follows, and the spin verifies after a seed change', async ({ page, request }) => {
  test.setTimeout(300_000);
  await closeArrivalDialogs(page);
  await registerAndLogIn(page, request, { phone: freshPhone('09'), first_name: 'สมพร', last_name: 'หมุนดี', bank_code: 'KBANK', birth_date: '1991-01-01' });
  await depositAndWait(page, 500, '฿500.00');

  await page.goto('/slot');
  // Only the main wallet holds money: the launcher picks it by itself and loads the game.
  await page.getByRole('button', { name: `เล่น ${TITLE}` }).first().click();
  const game = page.frameLocator('iframe[title="หน้าจอเกม"]');
  const inGame = game.getByTestId('balance');
  await expect(inGame).toHaveText('฿500.00', { timeout: 20_000 });

  await game.getByTestId('spin').click();
  // The bet leaves at once; the win lands with the last reel. The site's header shows what the game shows, without a reload.
  const header = page.getByTestId('member-balance');
  await expect
    .poll(async () => {
      const [shown, ours] = [(await inGame.innerText()).trim(), (await header.innerText()).trim()];
      return shown === ours && (await game.getByTestId('spin').isEnabled()) ? shown : null;
    }, { timeout: SPIN_SETTLES_MS })
    .not.toBeNull();
  await page.screenshot({ path: `${SCREENSHOTS}/slot-frame.png` });
  await page.getByRole('button', { name: 'ปิดเกม' }).click();
  await expect(page.locator('iframe[title="หน้าจอเกม"]')).toHaveCount(0);

  // Open the game again, change the seed: the spin just played is recomputed in the browser.
  await page.getByRole('button', { name: `เล่น ${TITLE}` }).first().click();
  await game.getByRole('button', { name: 'ตรวจสอบความยุติธรรม' }).click();
  const rotate = game.getByRole('form', { name: 'เปลี่ยนเมล็ดสุ่ม' });
  await rotate.getByRole('textbox').fill('e2e-my-seed');
  await rotate.getByRole('button').click();
  await expect(game.getByTestId('revealed')).toBeVisible();
  await expect(game.getByTestId('spin-verdict').first()).toHaveAttribute('aria-label', 'ตรวจสอบแล้ว ถูกต้อง', { timeout: 15_000 });
  await page.screenshot({ path: `${SCREENSHOTS}/slot-verified.png` });
});

test('a quest grants free spins; /freespin lists them and the frame plays them without touching the balance', async ({ page, request }) => {
  test.setTimeout(300_000);
  await closeArrivalDialogs(page);
  await registerAndLogIn(page, request, { phone: freshPhone('09'), first_name: 'สมใจ', last_name: 'ฟรีสปิน', bank_code: 'SCB', birth_date: '1993-03-03' });
  await page.goto('/member/creditfree');
  const quest = page.getByTestId('quest-card').filter({ hasText: 'เข้าสู่ระบบครั้งแรก' });
  await expect(quest.getByText(/ฟรีสปิน 5 ครั้ง/)).toBeVisible();
  await quest.getByRole('button', { name: 'รับรางวัล', exact: true }).click();
  await expect(quest.getByRole('button', { name: 'รับรางวัลแล้ว' })).toBeVisible();

  await page.goto('/freespin');
  await expect(page.getByText('เหลือ 5/5 ครั้ง')).toBeVisible();
  await expect(page.getByText('เดิมพันครั้งละ 2.00 บาท').first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/freespin-credits.png` });
  await page.getByRole('button', { name: 'เล่นฟรีสปิน เข้าสู่ระบบครั้งแรก' }).click();
  await page.getByTestId('free-spin-game-choice').filter({ hasText: TITLE }).click();

  const game = page.frameLocator('iframe[title="หน้าจอเกม"]');
  const spin = game.getByTestId('spin');
  await expect(spin).toHaveText(/หมุนฟรี \(5\)/, { timeout: 20_000 });
  await expect(game.getByTestId('balance')).toHaveText('฿0.00');
  await spin.click();
  await expect(spin).toHaveText(/หมุนฟรี \(4\)/, { timeout: SPIN_SETTLES_MS });
  await expect(spin).toBeEnabled({ timeout: SPIN_SETTLES_MS });
  await page.screenshot({ path: `${SCREENSHOTS}/freespin-frame.png` });
  // Whatever the spin won is the member's; nothing was staked from the wallet, so the header shows the game's balance.
  const header = page.getByTestId('member-balance');
  await expect
    .poll(async () => (await header.innerText()).trim() === (await game.getByTestId('balance').innerText()).trim(), { timeout: 20_000 })
    .toBe(true);
  await page.getByRole('button', { name: 'ปิดเกม' }).click();
  await expect(page.getByText('เหลือ 4/5 ครั้ง')).toBeVisible({ timeout: 10_000 });
});
