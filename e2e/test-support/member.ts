import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'secret123';

/** A phone number no other run has used: the prefix + 8 digits from the clock. */
export const freshPhone = (prefix: '08' | '09') => `${prefix}${String(Date.now()).slice(-8)}`;

export interface NewMember {
  phone: string;
  first_name: string;
  last_name: string;
  bank_code: string;
  birth_date: string;
}

/**
 * Fills the register form as a member types it (birth date as the form's three pickers, the year
 * in the Buddhist era) and submits it; the bank account is the phone's digits behind `accountPrefix`.
 */
export async function fillRegisterForm(form: Locator, member: NewMember, accountPrefix = '12'): Promise<void> {
  const [year, month, day] = member.birth_date.split('-').map(Number) as [number, number, number];
  await form.getByRole('textbox', { name: 'เบอร์โทรศัพท์', exact: true }).fill(member.phone);
  await form.getByRole('textbox', { name: 'รหัสผ่าน', exact: true }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'ยืนยันรหัสผ่าน', exact: true }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'ชื่อ', exact: true }).fill(member.first_name);
  await form.getByRole('textbox', { name: 'นามสกุล', exact: true }).fill(member.last_name);
  await form.getByRole('combobox', { name: 'ธนาคาร', exact: true }).selectOption(member.bank_code);
  await form.getByRole('textbox', { name: 'เลขบัญชีธนาคาร', exact: true }).fill(`${accountPrefix}${member.phone.slice(2)}`);
  await form.getByRole('combobox', { name: 'วันที่เกิด', exact: true }).selectOption(String(day));
  await form.getByRole('combobox', { name: 'เดือนเกิด', exact: true }).selectOption(String(month));
  await form.getByRole('combobox', { name: 'ปีเกิด (พ.ศ.)', exact: true }).selectOption(String(year + 543));
  await form.getByRole('button', { name: 'สมัครสมาชิก' }).click();
  await answerDemoOtp(form.page());
}

/**
 * The code step a guarded form shows in demo mode: reads the code from the demo's SMS box, beside
 * the reference the page shows, and confirms it.
 */
export async function answerDemoOtp(page: Page): Promise<void> {
  const step = page.getByRole('form', { name: 'ยืนยันรหัส OTP' });
  const sms = step.getByTestId('otp-demo-sms-text');
  await expect(sms).toBeVisible();
  const ref = (await step.getByTestId('otp-ref').innerText()).match(/[A-Z]{4}/)?.[0];
  expect(await sms.innerText()).toContain(`(Ref: ${ref})`);
  await step.getByRole('textbox', { name: 'รหัส OTP' }).fill(codeInDemoSms(await sms.innerText()));
  await step.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
}

/** The six digits of the demo's SMS. */
export const codeInDemoSms = (text: string): string => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/**
 * Registers through the API (the register form has its own journey), the bank account the phone's
 * digits behind `accountPrefix`. The demo asks for the SMS code, which its answer carries as the
 * phone would show it.
 */
export async function registerByApi(request: APIRequestContext, member: NewMember, accountPrefix = '55'): Promise<void> {
  const body = {
    username: member.phone,
    password: PASSWORD,
    first_name: member.first_name,
    last_name: member.last_name,
    bank_code: member.bank_code,
    bank_account_no: `${accountPrefix}${member.phone.slice(2)}`,
    birth_date: member.birth_date,
  };
  const asked = await (await request.post('/api/otp/request', { data: { purpose: 'register', phone: member.phone } })).json();
  expect(asked.error, JSON.stringify(asked)).toBe(0);
  const otp = { ref: asked.data.ref as string, code: codeInDemoSms(asked.data.demo_sms as string) };
  const registered = await (await request.post('/api/register', { data: { ...body, otp } })).json();
  expect(registered.error, JSON.stringify(registered)).toBe(0);
}

/** Registers through the API and logs in through the form. */
export async function registerAndLogIn(page: Page, request: APIRequestContext, member: NewMember): Promise<void> {
  await registerByApi(request, member);

  await page.goto('/login');
  const login = page.getByRole('form', { name: 'เข้าสู่ระบบ' });
  await login.getByRole('textbox', { name: 'เบอร์โทรศัพท์', exact: true }).fill(member.phone);
  await login.getByRole('textbox', { name: 'รหัสผ่าน', exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/member$/);
}

/**
 * A PromptPay QR deposit with no promotion: a quick amount is tapped, any other typed.
 * Leaves the page on the payment's status.
 */
export async function depositByQr(page: Page, amount: number): Promise<void> {
  await page.goto('/member/deposit');
  const form = page.getByRole('form', { name: 'แบบฟอร์มฝากเงิน' });
  await form.getByRole('button', { name: /พร้อมเพย์|QR/ }).first().click();
  const quick = form.getByRole('button', { name: `ฝาก ${amount} บาท` });
  if ((await quick.count()) > 0) await quick.click();
  else await form.getByRole('textbox', { name: 'จำนวนเงิน (บาท)' }).fill(String(amount));
  await form.getByRole('radio', { name: 'ไม่รับโปรโมชั่น' }).click();
  await form.getByRole('button', { name: 'ยืนยันฝากเงิน' }).click();
  await expect(page).toHaveURL(/\/member\/payment\?ref=[A-Z0-9]+/);
}

/** Deposits and waits for the demo mode to confirm it, the balance moving live. */
export async function depositAndWait(page: Page, amount: number, balanceText: string): Promise<void> {
  await depositByQr(page, amount);
  await expect(page.getByText('ฝากเงินสำเร็จ').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('member-balance')).toHaveText(balanceText);
}
