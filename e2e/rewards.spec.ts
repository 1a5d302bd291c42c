/**
 * Rewards: a new member's first login and first deposit complete two quests, which
 * they redeem for points; they buy a LINE sticker in the point shop with points; the
 * deposit earned a free wheel spin, which they spin: the wheel stops on the prize the
 * server drew, the balance and points move live, and after rotating the seed the page
 * recomputes the spin in the browser and finds it fair.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './test-support/test.js';
import type { Envelope } from '#shared/envelope.js';
import type { WheelSpin } from '#shared/api/wheel.js';
import { closeArrivalDialogs } from './test-support/dialogs.js';
import { depositByQr, freshPhone, registerAndLogIn } from './test-support/member.js';
import { redeemQuest } from './test-support/quests.js';

const SCREENSHOTS = 'e2e/screenshots';
const thb = (amount: number) => `฿${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});

test('quests, the point shop and a provably fair free spin', async ({ page, request }) => {
  test.setTimeout(150_000);
  await closeArrivalDialogs(page);
  await registerAndLogIn(page, request, { phone: freshPhone('08'), first_name: 'สมปอง', last_name: 'นำโชค', bank_code: 'KBANK', birth_date: '1990-07-01' });
  const balance = page.getByTestId('member-balance');
  const points = page.getByTestId('member-points');
  await expect(balance).toHaveText(thb(0));

  // Deposit 500 THB by PromptPay QR (demo mode confirms it): 5 points and 1 free spin.
  await depositByQr(page, 500);
  await expect(page.getByText('ฝากเงินสำเร็จ').first()).toBeVisible({ timeout: 20_000 });
  await expect(balance).toHaveText(thb(500));
  await expect(points).toHaveText('5 แต้ม');

  // Quests measured from that activity: the first login (10 points) and 300 THB deposited today (20 points).
  await page.goto('/member/creditfree');
  await redeemQuest(page, 'เข้าสู่ระบบครั้งแรก');
  await redeemQuest(page, 'ฝากเงินครบ 300 บาทวันนี้');
  await expect(points).toHaveText('35 แต้ม');
  await page.screenshot({ path: `${SCREENSHOTS}/quests.png`, fullPage: true });

  // The point shop: a 20-point LINE sticker, previewed and confirmed.
  await page.goto('/redeem');
  await page.getByRole('button', { name: 'แลก สติกเกอร์ LINE หวยเดโม่' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('redeem-preview')).toContainText('15');
  await dialog.getByRole('button', { name: 'ยืนยันแลก 20 แต้ม' }).click();
  await expect(dialog.getByTestId('redeem-success')).toContainText('แลก สติกเกอร์ LINE หวยเดโม่ สำเร็จ');
  await dialog.getByRole('button', { name: 'ปิด', exact: true }).last().click();
  await expect(points).toHaveText('15 แต้ม');

  // The wheel: the free spin from the deposit, the prize drawn by the server before it turns.
  await page.goto('/member/wheel');
  await expect(page.getByTestId('free-spins')).toContainText('1 ครั้ง');
  const hashBefore = await page.getByTestId('seed-hash').innerText();
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/wheel/spin'));
  await page.getByRole('button', { name: 'หมุนฟรี 1 ครั้ง' }).click();
  const spin = ((await (await answer).json()) as Envelope<WheelSpin>).data!;
  expect(spin.server_seed_hash).toBe(hashBefore.trim());
  const result = page.getByTestId('spin-result');
  await expect(result.getByTestId('spin-prize')).toHaveText(spin.prize.name, { timeout: 15_000 });
  await page.screenshot({ path: `${SCREENSHOTS}/wheel-result.png` });
  // The turned wheel stays inside the phone's width (its square's corners are clipped).
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await result.getByRole('button', { name: 'ปิด', exact: true }).last().click();
  // Whatever it paid shows in the header without a reload: credit in the balance, points in points.
  await expect(balance).toHaveText(thb(spin.wallets.total));
  await expect(points).toHaveText(`${spin.wallets.points} แต้ม`);

  // Rotate: the old server seed is revealed and this browser recomputes the spin made with it.
  await page.getByRole('button', { name: 'เปลี่ยน seed' }).click();
  const revealed = page.getByTestId('revealed-seed').first();
  await expect(revealed.getByTestId('hash-check')).toContainText('✓');
  await expect(revealed.getByTestId('seed-verdict')).toHaveText('✓ ตรวจสอบแล้ว ถูกต้องทั้งหมด 1 ครั้ง');
  await expect(page.getByTestId('seed-hash')).not.toHaveText(hashBefore);
  await revealed.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/wheel-verified.png` });
});
