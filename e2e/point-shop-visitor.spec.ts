/**
 * A visitor opens the point shop (docs/decisions/0048): the items, their prices and stock show, with no
 * error, no red toast and no trip to /login; choosing one opens the login modal over the shop,
 * and once logged in there the item's preview opens, still on /redeem.
 */
import { expect, test } from './test-support/test.js';
import { closeArrivalDialogs } from './test-support/dialogs.js';
import { freshPhone, PASSWORD, registerByApi } from './test-support/member.js';

test('a visitor browses the point shop, and redeeming logs in in place and opens the preview', async ({ page, request }) => {
  const phone = freshPhone('09');
  await registerByApi(request, { phone, first_name: 'สมหญิง', last_name: 'แลกแต้ม', bank_code: 'SCB', birth_date: '1990-04-05' }, '77');

  await closeArrivalDialogs(page);
  await page.goto('/redeem');
  const items = page.getByTestId('redemption-item');
  await expect(items.first()).toBeVisible();
  await expect(items.first().getByTestId('item-cost')).toContainText('แต้ม');
  await expect(page.getByTestId('shop-join')).toContainText('เข้าสู่ระบบเพื่อดูแต้มของคุณ');
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'ลองใหม่' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/redeem$/);

  const first = items.first();
  const title = (await first.getByRole('button', { name: /^แลก / }).getAttribute('aria-label'))!.replace(/^แลก /, '');
  await first.getByRole('button', { name: /^แลก / }).click();

  const login = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
  await expect(login).toBeVisible();
  await expect(page).toHaveURL(/\/redeem$/);
  await login.getByRole('textbox', { name: 'เบอร์โทรศัพท์', exact: true }).fill(phone);
  await login.getByRole('textbox', { name: 'รหัสผ่าน', exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();

  const preview = page.getByRole('dialog', { name: 'ยืนยันการแลกของรางวัล' });
  await expect(preview).toContainText(title);
  // A new member has no points yet: the preview says so from the server's calc.
  await expect(preview.getByTestId('redeem-preview')).toContainText('แต้มของคุณ');
  await expect(login).toHaveCount(0);
  await expect(page).toHaveURL(/\/redeem$/);
  await expect(page.getByTestId('shop-points')).toContainText('0 แต้ม');
});
