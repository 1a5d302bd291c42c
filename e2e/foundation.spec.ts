/**
 * The foundation journey: a new member registers, sees the balance, the operator credits
 * through /agent/credit and the balance moves on screen without a reload, then the member
 * logs out through the confirmation and lands on the index route.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './test-support/test.js';
import { E2E_AGENT_KEY } from './test-support/env.js';
import { fillRegisterForm, freshPhone } from './test-support/member.js';

const SCREENSHOTS = 'e2e/screenshots';

test.beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});

test('register, see the balance, receive a credit live, log out', async ({ page, request }) => {
  await page.goto('/');
  // The agent's announcements wait behind the event button's count: nothing covers the page on arrival (0056).
  await expect(page.getByTestId('event-count').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}/home.png`, fullPage: true });

  const phone = freshPhone('08');
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'สมัครสมาชิก' });
  await fillRegisterForm(form, { phone, first_name: 'สมชาย', last_name: 'ใจดี', bank_code: 'KBANK', birth_date: '1990-06-15' });

  await expect(page).toHaveURL(/\/member$/);
  const balance = page.getByTestId('member-balance');
  await expect(balance).toHaveText('฿0.00');
  await expect(page.getByTestId('member-username')).toContainText(phone);

  const credit = await request.post('/agent/credit', {
    headers: { Authorization: `Bearer ${E2E_AGENT_KEY}` },
    data: { username: phone, amount: 1234.5, reason: 'ทดสอบเติมเครดิต' },
  });
  expect(credit.ok()).toBe(true);
  expect((await credit.json()).error).toBe(0);

  // The wallets topic pushes the new balance: no reload, no click on refresh.
  await expect(balance).toHaveText('฿1,234.50');

  // A member with notifications sees them when the header loads.
  await page.getByRole('button', { name: 'ปิดประกาศ' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}/member-panel.png`, fullPage: true });

  await page.getByRole('button', { name: 'เมนูสมาชิก' }).click();
  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('คุณแน่ใจหรือไม่ ที่จะออกจากระบบ')).toBeVisible();
  await confirm.getByRole('button', { name: 'ใช่แล้ว' }).click();

  await expect(page.getByText('ออกจากระบบเรียบร้อย')).toBeVisible();
  // The index route, carrying the member's agent code as `?ag=` (docs/product.md §2).
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('member-balance')).toHaveCount(0);
});
