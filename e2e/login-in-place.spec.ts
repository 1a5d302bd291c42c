/**
 * A visitor taps a member action: the login modal opens over the page, and once
 * logged in there the action carries on where they were (no trip to /login and on
 * to /member: docs/decisions/0045). Here: a promotion accepted from /promotions.
 */
import { expect, test } from './test-support/test.js';
import { closeArrivalDialogs } from './test-support/dialogs.js';
import { freshPhone, PASSWORD, registerByApi } from './test-support/member.js';

test('a visitor accepts a promotion: logs in in the modal, stays on /promotions, the promotion is taken', async ({ page, request }) => {
  const phone = freshPhone('08');
  await registerByApi(request, { phone, first_name: 'สมปอง', last_name: 'ในที่', bank_code: 'KTB', birth_date: '1991-02-03' }, '66');

  await closeArrivalDialogs(page);
  await page.goto('/promotions');
  await page.getByRole('button', { name: 'รายละเอียดและรับโปรโมชั่น' }).first().click();
  const promotion = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'เข้าสู่ระบบเพื่อรับโปรโมชั่น' }) });
  await promotion.getByRole('button', { name: 'เข้าสู่ระบบเพื่อรับโปรโมชั่น' }).click();

  const login = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
  await login.getByRole('textbox', { name: 'เบอร์โทรศัพท์', exact: true }).fill(phone);
  await login.getByRole('textbox', { name: 'รหัสผ่าน', exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();

  await expect(page.getByTestId('accepted-note')).toContainText('รับโปรโมชั่นแล้ว');
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(login).toHaveCount(0);
});
