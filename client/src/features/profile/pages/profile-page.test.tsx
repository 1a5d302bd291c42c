import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '#shared/api/paths.js';
import type { LimitsResponse } from '#shared/api/limits.js';
import { ErrorCode } from '#shared/errors.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch, testSession, type Answer, type Answers } from '#client/test-support/fetch-mock.js';
import type { UserInfo } from '#shared/api/auth.js';
import { ProfilePage } from './profile-page.js';
import { findAlertDialog } from '#client/test-support/dialogs.js';
import { guarded, OTP_EXPIRED, OTP_WRONG, otpRequests, otpSent } from '#client/test-support/otp-mock.js';
import { wrongThenSpentThenNewCode } from '#client/test-support/otp-step-walk.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null }));

const user = testSession({ vip_level: 2, sub_bank_code: null, sub_bank_account_no: null }).user;

const limits: LimitsResponse = {
  deposit_daily: { current: 5000, pending: { value: 20000, effective_at: '2026-11-23T10:30:00+07:00' }, used_today: 1500 },
  loss_daily: { current: null, pending: null, used_today: 250.5 },
  timeout_until: null,
  self_excluded_until: null,
};

function renderProfile(answers: Answers = {}) {
  const api = answerFetch({ [API.auth.userInfo]: { data: user }, [API.member.limits]: (body) => ({ data: body ? { ...limits, timeout_until: '2026-11-23T10:00:00+07:00' } : limits }), ...answers });
  renderWithProviders(<ProfilePage />, { route: '/member/profile', session: testSession() });
  return api;
}

describe('ProfilePage', () => {
  it('shows the profile from get_user_info', async () => {
    renderProfile();
    const info = await screen.findByTestId('profile-info');
    expect(info).toHaveTextContent('0812345678');
    expect(info).toHaveTextContent('สมชาย ใจดี');
    expect(info).toHaveTextContent('สมาชิกระดับฮีโร่');
    expect(info).toHaveTextContent('ธนาคารกสิกรไทย xxx-x-x6789-0');
    expect(screen.getByTestId('sub-bank-current')).toHaveTextContent('ยังไม่มีบัญชีสำรอง');
  });

  it('shows each limit with its current value, a pending looser value with its BE date, and today’s use', async () => {
    renderProfile();
    const deposit = await screen.findByTestId('limit-deposit_daily');
    expect(within(deposit).getByTestId('limit-deposit_daily-current')).toHaveTextContent('฿5,000.00');
    expect(within(deposit).getByTestId('limit-deposit_daily-pending')).toHaveTextContent('จะเปลี่ยนเป็น ฿20,000.00 ตั้งแต่ 23 พ.ย. 2569 10:30 น.');
    expect(deposit).toHaveTextContent('ฝากแล้ววันนี้ ฿1,500.00');
    const loss = screen.getByTestId('limit-loss_daily');
    expect(within(loss).getByTestId('limit-loss_daily-current')).toHaveTextContent('ไม่จำกัด');
    expect(loss).toHaveTextContent('ยอดเสียวันนี้ ฿250.50');
  });

  it('sets a daily limit', async () => {
    const user = userEvent.setup();
    const api = renderProfile();
    const loss = await screen.findByTestId('limit-loss_daily');
    await user.type(within(loss).getByRole('textbox'), '1000');
    await user.click(within(loss).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(api.callsTo(API.member.limits).find((c) => c.method === 'POST')?.body).toEqual({ loss_daily: 1000 }));
  });

  it('asks before a time-out, sends nothing when cancelled, and sets it when confirmed', async () => {
    const user = userEvent.setup();
    const api = renderProfile();
    const timeout = await screen.findByTestId('limit-timeout');
    await user.selectOptions(within(timeout).getByRole('combobox'), '1 สัปดาห์');
    await user.click(within(timeout).getByRole('button', { name: 'พักการเล่น' }));
    let dialog = await findAlertDialog();
    expect(dialog).toHaveTextContent('พักการเล่น 1 สัปดาห์ เมื่อยืนยันแล้วจะยกเลิกหรือลดระยะเวลาไม่ได้');
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo(API.member.limits).filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(within(timeout).getByRole('button', { name: 'พักการเล่น' }));
    dialog = await findAlertDialog();
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(api.callsTo(API.member.limits).find((c) => c.method === 'POST')?.body).toEqual({ timeout_hours: 168 }));
    expect(await screen.findByTestId('timeout-until')).toHaveTextContent('พักการเล่นถึง 23 พ.ย. 2569 10:00 น.');
  });

  it('asks before self-exclusion', async () => {
    const user = userEvent.setup();
    const api = renderProfile();
    const exclude = await screen.findByTestId('limit-exclude');
    await user.click(within(exclude).getByRole('button', { name: 'งดเล่น' }));
    const dialog = await findAlertDialog();
    expect(dialog).toHaveTextContent('งดเล่นด้วยตนเอง 6 เดือน');
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(api.callsTo(API.member.limits).find((c) => c.method === 'POST')?.body).toEqual({ self_exclude_days: 180 }));
  });

  it('changes the password; a wrong old password is shown beside the field', async () => {
    const user = userEvent.setup();
    const api = renderProfile({ [API.auth.changePassword]: { error: ErrorCode.WRONG_PASSWORD, message: 'รหัสผ่านเดิมไม่ถูกต้อง' } });
    const form = await screen.findByRole('form', { name: 'เปลี่ยนรหัสผ่าน' });
    await user.type(within(form).getByLabelText('รหัสผ่านเดิม'), 'oldpass12');
    await user.type(within(form).getByLabelText('รหัสผ่านใหม่'), 'newpass123');
    await user.type(within(form).getByLabelText('ยืนยันรหัสผ่านใหม่'), 'newpass124');
    await user.click(within(form).getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
    expect(within(form).getByText('รหัสผ่านใหม่ไม่ตรงกัน')).toBeInTheDocument();
    expect(api.callsTo(API.auth.changePassword)).toHaveLength(0);
    await user.clear(within(form).getByLabelText('ยืนยันรหัสผ่านใหม่'));
    await user.type(within(form).getByLabelText('ยืนยันรหัสผ่านใหม่'), 'newpass123');
    await user.click(within(form).getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
    expect(await within(form).findByText('รหัสผ่านเดิมไม่ถูกต้อง')).toBeInTheDocument();
    expect(api.callsTo(API.auth.changePassword)[0]?.body).toEqual({ old_password: 'oldpass12', new_password: 'newpass123' });
  });

  it('adds a sub bank account', async () => {
    const user = userEvent.setup();
    const api = renderProfile({ [API.auth.updateSubBankAccount]: { data: { ...testSession().user, sub_bank_code: 'KBANK', sub_bank_account_no: 'xxx-x-x7890-0' } } });
    const form = await screen.findByRole('form', { name: 'บัญชีธนาคารสำรอง' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'ธนาคาร' }), 'ธนาคารกสิกรไทย');
    await user.type(within(form).getByLabelText('เลขบัญชีสำรอง'), '123');
    await user.click(within(form).getByRole('button', { name: 'เพิ่มบัญชีสำรอง' }));
    expect(within(form).getByText('เลขบัญชีต้องเป็นตัวเลข 10 ถึง 15 หลัก')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('เลขบัญชีสำรอง'), '4567890');
    await user.click(within(form).getByRole('button', { name: 'เพิ่มบัญชีสำรอง' }));
    await waitFor(() => expect(api.callsTo(API.auth.updateSubBankAccount)[0]?.body).toEqual({ bank_code: 'KBANK', bank_account_no: '1234567890' }));
  });
});

describe('ProfilePage: a sub bank account with SMS codes', () => {
  const saved: Answer<UserInfo> = { data: { ...user, sub_bank_code: 'KBANK', sub_bank_account_no: 'xxx-x-x7890-0' } };

  async function submitAccount() {
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'บัญชีธนาคารสำรอง' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'ธนาคาร' }), 'ธนาคารกสิกรไทย');
    await user.type(within(form).getByLabelText('เลขบัญชีสำรอง'), '1234567890');
    await user.click(within(form).getByRole('button', { name: 'เพิ่มบัญชีสำรอง' }));
    return { user, step: await screen.findByRole('form', { name: 'ยืนยันรหัส OTP' }) };
  }

  it('OTP_REQUIRED → a code to the member’s own phone (masked), its ref, then the same change with the code', async () => {
    const api = renderProfile({
      [API.auth.otpRequest]: otpRequests(otpSent({ method: 'sms', ref: 'KLMN', demo_sms: null })),
      [API.auth.updateSubBankAccount]: guarded(saved),
    });
    const { user, step } = await submitAccount();
    expect(api.callsTo(API.auth.otpRequest)[0]!.body).toEqual({ purpose: 'bank_change' });
    expect(within(step).getByText('เพื่อเปลี่ยนบัญชีธนาคาร')).toBeInTheDocument();
    expect(within(step).getByTestId('otp-sent-to')).toHaveTextContent('ส่งรหัส OTP 6 หลักไปที่เบอร์ 08x-xxx-x678 แล้ว');
    expect(within(step).getByTestId('otp-ref')).toHaveTextContent('รหัสอ้างอิง (Ref): KLMN');
    expect(within(step).queryByTestId('otp-demo-sms')).not.toBeInTheDocument();

    await user.type(within(step).getByLabelText(/^รหัส OTP/), '123456');
    await user.click(within(step).getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByRole('form', { name: 'บัญชีธนาคารสำรอง' })).toBeInTheDocument();
    expect(api.callsTo(API.auth.updateSubBankAccount).map((call) => call.body)).toEqual([
      { bank_code: 'KBANK', bank_account_no: '1234567890' },
      { bank_code: 'KBANK', bank_account_no: '1234567890', otp: { ref: 'KLMN', code: '123456' } },
    ]);
  });

  it('a wrong code stays on the step with the message; an expired one offers a new code', async () => {
    const api = renderProfile({
      [API.auth.otpRequest]: otpRequests(otpSent(), otpSent({ ref: 'PQRS' })),
      [API.auth.updateSubBankAccount]: guarded(OTP_WRONG, OTP_EXPIRED, saved),
    });
    const { user, step } = await submitAccount();
    expect(within(step).getByTestId('otp-demo-sms')).toHaveTextContent('โหมดทดลอง: ข้อความ SMS ที่เบอร์นี้จะได้รับ');
    await wrongThenSpentThenNewCode(user, step, 'PQRS');
    await waitFor(() => expect(api.callsTo(API.auth.updateSubBankAccount)).toHaveLength(4));
    expect(api.callsTo(API.auth.updateSubBankAccount)[3]!.body).toMatchObject({ otp: { ref: 'PQRS', code: '333333' } });
    expect(await screen.findByRole('form', { name: 'บัญชีธนาคารสำรอง' })).toBeInTheDocument();
  });
});
