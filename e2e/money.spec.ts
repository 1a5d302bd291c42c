/**
 * Money in and out: a new member deposits by PromptPay QR (demo mode confirms it by
 * itself after a few seconds) and sees the balance move live, asks for a withdrawal,
 * the operator approves it in the agent console, and both show in the statement.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './test-support/test.js';
import { openConsole } from './test-support/console.js';
import { closeArrivalDialogs } from './test-support/dialogs.js';
import { answerDemoOtp, depositByQr, freshPhone, registerAndLogIn } from './test-support/member.js';

const SCREENSHOTS = 'e2e/screenshots';

test.beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});

test('deposit by QR, see the balance live, withdraw, approve in the console, read the statement', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const phone = freshPhone('09');
  await closeArrivalDialogs(page);
  await registerAndLogIn(page, request, { phone, first_name: 'สมหญิง', last_name: 'ฝากถอน', bank_code: 'SCB', birth_date: '1988-04-12' });
  const balance = page.getByTestId('member-balance');
  await expect(balance).toHaveText('฿0.00');

  // Deposit 500 THB by PromptPay QR, with no promotion.
  await depositByQr(page, 500);

  await expect(page.getByRole('img', { name: /คิวอาร์โค้ดพร้อมเพย์/ }).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/deposit-qr.png`, fullPage: true });

  // Demo mode confirms the deposit by itself; the status and the balance move without a reload.
  await expect(page.getByText('ฝากเงินสำเร็จ').first()).toBeVisible({ timeout: 20_000 });
  await expect(balance).toHaveText('฿500.00');

  // Ask for a 200 THB withdrawal to the registered account.
  await page.goto('/member/withdraw');
  const withdraw = page.getByRole('form', { name: 'แบบฟอร์มถอนเงิน' });
  await withdraw.getByRole('textbox', { name: /จำนวนเงินที่ต้องการถอน/ }).fill('200');
  await withdraw.getByRole('button', { name: /ถอนเงิน/ }).click();
  // The first withdrawal to the account asks for the SMS code.
  await answerDemoOtp(page);
  const request200 = page.getByTestId('withdraw-row').first();
  await expect(request200).toContainText('รอตรวจสอบ');
  await expect(balance).toHaveText('฿300.00');

  // The operator approves it in the agent console, in another browser context.
  const { context: agentContext, agent } = await openConsole(browser);
  await agent.getByRole('tab', { name: 'รายการถอน' }).click();
  const pending = agent.getByRole('article', { name: `รายการถอน ${phone}` });
  await expect(pending).toContainText('200.00');
  await agent.screenshot({ path: `${SCREENSHOTS}/agent-console.png`, fullPage: true });
  await pending.getByRole('button', { name: 'อนุมัติ (โอนแล้ว)' }).click();
  await expect(pending).toHaveCount(0);
  await agentContext.close();

  // The member sees the request paid out, and both movements in the statement.
  await page.reload();
  await expect(page.getByTestId('withdraw-row').first()).toContainText('โอนเงินแล้ว');
  await page.goto('/member/statement');
  const rows = page.getByTestId('statement-row');
  await expect(rows.filter({ hasText: 'ฝากเงิน' })).toContainText('500.00');
  await expect(rows.filter({ hasText: 'ถอนเงิน' })).toContainText('200.00');
  await page.screenshot({ path: `${SCREENSHOTS}/statement.png`, fullPage: true });
});
