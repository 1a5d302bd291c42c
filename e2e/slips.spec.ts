/**
 * A deposit by bank transfer, confirmed by its slip: a new member on a phone
 * transfers (the demo bank stands in for their bank app), sends the slip and
 * sees the balance rise live. Then a slip whose amount is not the deposit's
 * waits for the agent with its reason; the agent reads it in the console and
 * credits what arrived, and the member's balance rises again without a reload.
 */
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test-support/test.js';
import { openConsole } from './test-support/console.js';
import { closeArrivalDialogs } from './test-support/dialogs.js';
import { freshPhone, PASSWORD, registerAndLogIn } from './test-support/member.js';
import { E2E_AGENT_KEY } from './test-support/env.js';

const SCREENSHOTS = 'e2e/screenshots';

test.beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});

test.use({ viewport: { width: 390, height: 844 } });

/** A bank transfer deposit made on the deposit page, with no promotion; leaves the page on the payment. */
async function depositByTransfer(page: Page, amount: number): Promise<void> {
  await page.goto('/member/deposit');
  const form = page.getByRole('form', { name: 'แบบฟอร์มฝากเงิน' });
  await form.getByRole('button', { name: 'โอนผ่านธนาคาร' }).click();
  await form.getByRole('textbox', { name: 'จำนวนเงิน (บาท)' }).fill(String(amount));
  await form.getByRole('radio', { name: 'ไม่รับโปรโมชั่น' }).click();
  await form.getByRole('button', { name: 'ยืนยันฝากเงิน' }).click();
  await expect(page).toHaveURL(/\/member\/payment\?ref=[A-Z0-9]+/);
}

const pngOf = (dataUrl: string) => ({ name: 'slip.png', mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') });

/** Sets up, through the API, a demo slip of `amount` whose deposit the agent then rejected: a transfer the site has no deposit for. */
async function strayDemoSlip(request: APIRequestContext, phone: string, amount: number): Promise<string> {
  const login = await (await request.post('/api/login', { data: { username: phone, password: PASSWORD } })).json();
  const auth = { authorization: `Bearer ${login.data.access_token as string}` };
  const channels = await (await request.get('/api/member/payment/channels', { headers: auth })).json();
  const bank = (channels.data as { code: string; channel_id: number }[]).find((channel) => channel.code === 'bank')!;
  const made = await request.post('/api/member/payment/generate_qr', {
    headers: { ...auth, 'idempotency-key': `stray-${phone}` },
    data: { channel_id: bank.channel_id, amount },
  });
  const ref = (await made.json()).data.ref as string;
  const slip = await (await request.post('/api/member/payment/demo_slip', { headers: auth, data: { ref } })).json();
  const rejected = await request.post(`/agent/payments/${ref}/reject`, { headers: { authorization: `Bearer ${E2E_AGENT_KEY}` }, data: {} });
  expect((await rejected.json()).error).toBe(0);
  return slip.data.image as string;
}

test('a transfer slip credits at once; a mismatched one waits for the agent, who credits what arrived', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const phone = freshPhone('08');
  await closeArrivalDialogs(page);
  await registerAndLogIn(page, request, { phone, first_name: 'สมปอง', last_name: 'แนบสลิป', bank_code: 'KBANK', birth_date: '1990-07-01' });
  const balance = page.getByTestId('member-balance');
  await expect(balance).toHaveText('฿0.00');

  // 1. Transfer 500 THB, get the slip from the (demo) bank app, and send it from the gallery.
  await depositByTransfer(page, 500);
  const card = page.getByTestId('slip-card');
  await expect(card.getByRole('heading', { name: 'แนบสลิปโอนเงิน' })).toBeVisible();
  await card.getByRole('button', { name: 'สร้างสลิปทดลอง (โหมดทดลอง)' }).click();
  const slipImage = card.getByRole('img', { name: /สลิปทดลอง ยอด/ });
  await expect(slipImage).toBeVisible();
  const dataUrl = (await slipImage.getAttribute('src'))!;
  await page.screenshot({ path: `${SCREENSHOTS}/slip-demo.png`, fullPage: true });
  await card.getByLabel('เลือกรูปสลิป').setInputFiles(pngOf(dataUrl));
  // The deposit turns paid (the slip card, its answer with it, gives way to the paid deposit) and the balance rises live.
  await expect(page.getByText('ฝากเงินสำเร็จ').first()).toBeVisible();
  await expect(balance).toHaveText('฿500.00');
  await page.screenshot({ path: `${SCREENSHOTS}/slip-credited.png`, fullPage: true });

  // 2. A slip of 300 THB sent for a 500 THB deposit: it waits for the agent, and the member reads why.
  const stray = await strayDemoSlip(request, phone, 300);
  await depositByTransfer(page, 500);
  await page.getByTestId('slip-card').getByLabel('เลือกรูปสลิป').setInputFiles(pngOf(stray));
  const answer = page.getByTestId('slip-answer');
  await expect(answer).toContainText('รอเจ้าหน้าที่ตรวจสอบ');
  await expect(answer).toContainText('ยอดโอนในสลิป 300 บาท ไม่ตรงกับยอดแจ้งฝาก 500 บาท');
  await expect(balance).toHaveText('฿500.00');
  await page.screenshot({ path: `${SCREENSHOTS}/slip-review.png`, fullPage: true });

  // 3. The agent opens it in the console, sees the slip and the service's answer, and credits the 300 THB that arrived.
  const { context: agentContext, agent } = await openConsole(browser);
  await agent.getByRole('tab', { name: 'สลิปโอนเงิน' }).click();
  const waiting = agent.getByRole('article').filter({ hasText: phone });
  await expect(waiting).toContainText('300.00');
  await waiting.getByRole('button', { name: 'ดูสลิป' }).click();
  const dialog = agent.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: `รูปสลิปโอนเงินของ ${phone}` })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'ยอดที่เข้าบัญชีจริง (บาท)' })).toHaveValue('300.00');
  await agent.screenshot({ path: `${SCREENSHOTS}/agent-slip.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'อนุมัติและเติมเงิน' }).click();
  await expect(dialog).toHaveCount(0);
  await agentContext.close();

  // The member's balance rises without a reload.
  await expect(balance).toHaveText('฿800.00');
});
