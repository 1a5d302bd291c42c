/**
 * Who may take a promotion (docs/decisions/0047): the first-deposit bonus is offered on
 * /member/deposit to a member who has not deposited yet, and no longer once a deposit is
 * credited; /promotions then says why, and its accept button is off.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './test-support/test.js';
import { closeArrivalDialogs } from './test-support/dialogs.js';
import { depositAndWait, freshPhone, registerAndLogIn } from './test-support/member.js';

const SCREENSHOTS = 'e2e/screenshots';
const FIRST_DEPOSIT = 'สมาชิกใหม่ รับโบนัส 100%';
const REFUSED = 'โปรโมชั่นนี้สำหรับยอดฝากครั้งแรกเท่านั้น บัญชีของคุณมียอดฝากเข้าแล้ว';

test.beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});

test('the first-deposit bonus is offered before the first deposit and not after it', async ({ page, request }) => {
  test.setTimeout(120_000);
  await closeArrivalDialogs(page);
  await registerAndLogIn(page, request, { phone: freshPhone('08'), first_name: 'สมศรี', last_name: 'ฝากแรก', bank_code: 'KBANK', birth_date: '1992-07-03' });

  // Before any deposit: offered, with its rule in Thai.
  await page.goto('/member/deposit');
  const choice = page.getByRole('radiogroup', { name: 'โปรโมชั่น' });
  await expect(choice.getByRole('radio', { name: FIRST_DEPOSIT })).toContainText('เฉพาะยอดฝากครั้งแรกของสมาชิก');
  await expect(page.getByTestId('promotions-not-offered')).toHaveCount(0);

  // A first deposit without a promotion (demo mode confirms it by itself).
  await depositAndWait(page, 100, '฿100.00');

  // Now it is not offered; the page says one was left out and where to read why.
  await page.goto('/member/deposit');
  await expect(choice.getByRole('radio', { name: 'โบนัส 10% ทุกยอดฝาก' })).toBeVisible();
  await expect(choice.getByRole('radio', { name: FIRST_DEPOSIT })).toHaveCount(0);
  const notOffered = page.getByTestId('promotions-not-offered');
  await expect(notOffered).toContainText('ไม่แสดง 1 โปรโมชั่นที่บัญชีของคุณไม่ตรงเงื่อนไข');
  await page.screenshot({ path: `${SCREENSHOTS}/deposit-first-deposit-left-out.png`, fullPage: true });

  await notOffered.getByRole('link', { name: 'ดูเหตุผล' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  const card = page.getByTestId('promotion-card').filter({ hasText: FIRST_DEPOSIT });
  await expect(card.getByTestId('promotion-unavailable')).toHaveText(REFUSED);
  await card.getByRole('button', { name: 'ดูรายละเอียด', exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'เงื่อนไข' });
  await expect(dialog.getByTestId('promotion-unavailable')).toHaveText(REFUSED);
  await expect(dialog.getByRole('button', { name: 'ไม่ตรงเงื่อนไขการรับโปรโมชั่น' })).toBeDisabled();
  await page.screenshot({ path: `${SCREENSHOTS}/promotion-refused.png` });
});
