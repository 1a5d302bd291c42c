import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { session } from '#client/lib/session.js';
import { answerFetch, testSession, type Answer } from '#client/test-support/fetch-mock.js';
import { rememberAgentCode } from '#client/lib/persisted-state.js';
import { renderAuthPage } from '../test-support/render-auth.js';
import { RegisterPage } from '../pages/register-page.js';
import { checkRegistration } from './register-form.js';
import { guarded, OTP_EXPIRED, OTP_WRONG, otpRequests, otpSent, refusal } from '#client/test-support/otp-mock.js';
import type { LoginResponse } from '#shared/api/auth.js';

afterEach(() => {
  delete window.__CONFIG__;
});

const field = (label: RegExp) => screen.getByLabelText(label);

async function fillValidForm() {
  await userEvent.type(field(/^เบอร์โทรศัพท์/), '0812345678');
  await userEvent.type(field(/^รหัสผ่าน/), 'secret-pass');
  await userEvent.type(field(/^ยืนยันรหัสผ่าน/), 'secret-pass');
  await userEvent.type(field(/^ชื่อ/), 'สมชาย');
  await userEvent.type(field(/^นามสกุล/), 'ใจดี');
  await userEvent.selectOptions(field(/^ธนาคาร/), 'KBANK');
  await userEvent.type(field(/^เลขบัญชีธนาคาร/), '1234567890');
  await userEvent.selectOptions(screen.getByLabelText('วันที่เกิด'), '5');
  await userEvent.selectOptions(screen.getByLabelText('เดือนเกิด'), '3');
  await userEvent.selectOptions(screen.getByLabelText('ปีเกิด (พ.ศ.)'), '2533');
  await userEvent.type(field(/^ไลน์ไอดี/), 'somchai');
}

describe('register form', () => {
  it('validates every field with the shared schema, in Thai, before calling the server', async () => {
    const api = answerFetch();
    renderAuthPage('/register', <RegisterPage />);
    await userEvent.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));

    expect(await screen.findByText('เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09')).toBeInTheDocument();
    expect(screen.getByText('รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร')).toBeInTheDocument();
    expect(screen.getByText('กรุณายืนยันรหัสผ่าน')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกชื่อ')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกนามสกุล')).toBeInTheDocument();
    expect(screen.getByText('กรุณาเลือกธนาคาร')).toBeInTheDocument();
    expect(screen.getByText('เลขบัญชีต้องเป็นตัวเลข 10 ถึง 15 หลัก')).toBeInTheDocument();
    expect(screen.getByText('กรุณาเลือกวัน เดือน และปีเกิดให้ถูกต้อง')).toBeInTheDocument();
    expect(api.callsTo(API.auth.register)).toHaveLength(0);
  });

  it('says when the two passwords differ', async () => {
    answerFetch({ [API.auth.checkAccount]: { data: {} } });
    renderAuthPage('/register', <RegisterPage />);
    await userEvent.type(field(/^รหัสผ่าน/), 'secret-pass');
    await userEvent.type(field(/^ยืนยันรหัสผ่าน/), 'secret-pasz');
    await userEvent.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));
    expect(await screen.findByText('รหัสผ่านทั้งสองช่องไม่ตรงกัน')).toBeInTheDocument();
  });

  it('checks the phone and the bank account with check_account when leaving the field', async () => {
    const api = answerFetch({
      [API.auth.checkAccount]: (body) => ({
        data: (body as { username?: string }).username ? { username_used: true } : { bank_account_used: true },
      }),
    });
    renderAuthPage('/register', <RegisterPage />);
    await userEvent.type(field(/^เบอร์โทรศัพท์/), '0812345678');
    await userEvent.tab();
    expect(await screen.findByText('เบอร์โทรศัพท์นี้ถูกใช้สมัครสมาชิกแล้ว')).toBeInTheDocument();

    await userEvent.selectOptions(field(/^ธนาคาร/), 'SCB');
    await userEvent.type(field(/^เลขบัญชีธนาคาร/), '1234567890');
    await userEvent.tab();
    expect(await screen.findByText('เลขบัญชีนี้ถูกใช้สมัครสมาชิกแล้ว')).toBeInTheDocument();
    expect(api.callsTo(API.auth.checkAccount).map((call) => call.body)).toEqual([
      { username: '0812345678' },
      { bank_code: 'SCB', bank_account_no: '1234567890' },
    ]);
  });

  it('sends every field (birth date in the common era, ref from ?ref=, stored agent code) and logs the member in', async () => {
    rememberAgentCode('AG01');
    const member = testSession();
    const api = answerFetch({
      [API.auth.checkAccount]: { data: {} },
      [API.agent.validate]: { data: { valid: true, agent_code: 'AG01' } },
      [API.auth.register]: {
        data: { access_token: 'tok-2', token_type: 'Bearer', expires_at: '2099-01-01T00:00:00+07:00', user: member.user },
      },
    });
    renderAuthPage('/register?ref=FRIEND1', <RegisterPage />);
    expect(field(/^รหัสผู้แนะนำ/)).toHaveValue('FRIEND1');
    expect(field(/^รหัสเอเย่นต์/)).toHaveValue('AG01');
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/member'));
    expect(api.callsTo(API.auth.register)[0]!.body).toEqual({
      username: '0812345678',
      password: 'secret-pass',
      first_name: 'สมชาย',
      last_name: 'ใจดี',
      bank_code: 'KBANK',
      bank_account_no: '1234567890',
      birth_date: '1990-03-05',
      line_id: 'somchai',
      ref: 'FRIEND1',
      agent_code: 'AG01',
    });
    expect(session.token()).toBe('tok-2');
  });

  it('checks the link’s agent code as the page opens and says beside the field that it is wrong, before any submit', async () => {
    const api = answerFetch({
      [API.agent.validate]: (_body, url) => ({ data: { valid: url.searchParams.get('code') === 'AG01', agent_code: url.searchParams.get('code') ?? '' } }),
      [API.auth.checkAccount]: { data: {} },
    });
    renderAuthPage('/register?ag=bad', <RegisterPage />);
    const agentField = () => field(/^รหัสเอเย่นต์/).closest('[data-part="root"]') as HTMLElement;
    expect(field(/^รหัสเอเย่นต์/)).toHaveValue('bad');
    expect(await within(agentField()).findByText('รหัสเอเย่นต์ไม่ถูกต้อง')).toBeInTheDocument();
    // On a phone the field is far down the form: the top of the form says so too.
    expect(screen.getByTestId('agent-code-refused')).toHaveTextContent('รหัสเอเย่นต์ “bad” ไม่ถูกต้อง');
    expect(api.callsTo(API.agent.validate)).toHaveLength(1);

    // Sending is refused here while the code is the refused one.
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));
    expect(api.callsTo(API.auth.register)).toHaveLength(0);

    // A corrected code is checked when the member leaves the field.
    await userEvent.clear(field(/^รหัสเอเย่นต์/));
    await userEvent.type(field(/^รหัสเอเย่นต์/), 'AG01');
    await userEvent.tab();
    expect(await within(agentField()).findByText('รหัสเอเย่นต์ถูกต้อง')).toBeInTheDocument();
    expect(screen.queryByTestId('agent-code-refused')).not.toBeInTheDocument();
  });

  it('shows server refusals beside their fields', async () => {
    answerFetch({
      [API.auth.checkAccount]: { data: {} },
      [API.auth.register]: { error: ErrorCode.INVALID_REFERRAL, message: 'ไม่พบรหัสผู้แนะนำนี้' },
    });
    renderAuthPage('/register?ref=NOPE', <RegisterPage />);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));
    const refField = (await screen.findByText('ไม่พบรหัสผู้แนะนำนี้')).closest('[data-part="root"]') as HTMLElement;
    expect(within(refField).getByLabelText(/^รหัสผู้แนะนำ/)).toBeInTheDocument();
    expect(session.get()).toBeNull();
  });

  it('asks for the captcha only when a site key is configured', () => {
    const values = {
      username: '0812345678',
      password: 'secret-pass',
      confirm_password: 'secret-pass',
      first_name: 'ก',
      last_name: 'ข',
      bank_code: 'KBANK',
      bank_account_no: '1234567890',
      line_id: '',
      ref: '',
      agent_code: '',
    };
    const birth = { day: '1', month: '1', year: '2533' };
    expect(checkRegistration(values, birth, '', { captchaRequired: false }).ok).toBe(true);
    const withCaptcha = checkRegistration(values, birth, '', { captchaRequired: true });
    expect(withCaptcha.ok ? {} : withCaptcha.errors).toEqual({ captcha: 'กรุณายืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ' });
    const young = checkRegistration(values, { day: '1', month: '1', year: '2560' }, '', { captchaRequired: false, now: new Date('2026-01-01') });
    expect(young.ok ? {} : young.errors).toEqual({ birth_date: 'ต้องมีอายุ 20 ปีบริบูรณ์ขึ้นไปจึงจะสมัครสมาชิกได้' });
  });

  it('renders no captcha and loads no script without a site key', () => {
    answerFetch();
    renderAuthPage('/register', <RegisterPage />);
    expect(screen.queryByTestId('recaptcha')).not.toBeInTheDocument();
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
  });

  it('shows the captcha box (and loads reCAPTCHA in Thai) when a site key is configured', () => {
    window.__CONFIG__ = { recaptchaSiteKey: 'site-key-1234567890' };
    answerFetch();
    renderAuthPage('/register', <RegisterPage />);
    expect(screen.getByTestId('recaptcha')).toBeInTheDocument();
    const script = document.querySelector<HTMLScriptElement>('script[src*="recaptcha"]');
    expect(script?.src).toContain('hl=th');
    script?.remove();
  });
});

describe('register form with SMS codes', () => {
  const member = testSession();
  const registered: Answer<LoginResponse> = { data: { access_token: 'tok-3', token_type: 'Bearer', expires_at: '2099-01-01T00:00:00+07:00', user: member.user } };

  async function submitUntilTheCodeStep() {
    renderAuthPage('/register', <RegisterPage />);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));
    return screen.findByRole('form', { name: 'ยืนยันรหัส OTP' });
  }

  it('OTP_REQUIRED → asks a code for the phone, shows the ref and the demo SMS, then sends the same request with the code', async () => {
    const api = answerFetch({ [API.auth.checkAccount]: { data: {} }, [API.auth.otpRequest]: otpRequests(otpSent()), [API.auth.register]: guarded(registered) });
    const step = await submitUntilTheCodeStep();
    expect(api.callsTo(API.auth.otpRequest)[0]!.body).toEqual({ purpose: 'register', phone: '0812345678' });
    expect(within(step).getByTestId('otp-sent-to')).toHaveTextContent('ส่งรหัส OTP 6 หลักไปที่เบอร์ 08x-xxx-x678 แล้ว');
    expect(within(step).getByTestId('otp-ref')).toHaveTextContent('รหัสอ้างอิง (Ref): ABCD');
    expect(within(step).getByTestId('otp-demo-sms')).toHaveTextContent('รหัส OTP ของคุณคือ 123456');

    await userEvent.type(within(step).getByLabelText(/^รหัส OTP/), '123456');
    await userEvent.click(within(step).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/member'));
    const [first, second] = api.callsTo(API.auth.register).map((call) => call.body as Record<string, unknown>);
    expect(first!.otp).toBeUndefined();
    expect(second).toEqual({ ...first, otp: { ref: 'ABCD', code: '123456' } });
    expect(session.token()).toBe('tok-3');
  });

  it('a wrong code keeps the step with the message and an empty field; the right one then goes through', async () => {
    const api = answerFetch({ [API.auth.checkAccount]: { data: {} }, [API.auth.otpRequest]: otpRequests(), [API.auth.register]: guarded(OTP_WRONG, registered) });
    const step = await submitUntilTheCodeStep();
    await userEvent.type(within(step).getByLabelText(/^รหัส OTP/), '111111');
    await userEvent.click(within(step).getByRole('button', { name: 'ยืนยัน' }));
    expect(await within(step).findByRole('alert')).toHaveTextContent('รหัส OTP ไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง');
    expect(within(step).getByLabelText(/^รหัส OTP/)).toHaveValue('');
    expect(session.get()).toBeNull();

    await userEvent.type(within(step).getByLabelText(/^รหัส OTP/), '123456');
    await userEvent.click(within(step).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/member'));
    expect(api.callsTo(API.auth.register).map((call) => (call.body as { otp?: unknown }).otp)).toEqual([
      undefined,
      { ref: 'ABCD', code: '111111' },
      { ref: 'ABCD', code: '123456' },
    ]);
  });

  it('an expired code offers a new one, whose ref the next send carries', async () => {
    const api = answerFetch({
      [API.auth.checkAccount]: { data: {} },
      [API.auth.otpRequest]: otpRequests(otpSent(), otpSent({ ref: 'EFGH', demo_sms: 'รหัส OTP ของคุณคือ 654321 (Ref: EFGH)' })),
      [API.auth.register]: guarded(OTP_EXPIRED, registered),
    });
    const step = await submitUntilTheCodeStep();
    await userEvent.type(within(step).getByLabelText(/^รหัส OTP/), '123456');
    await userEvent.click(within(step).getByRole('button', { name: 'ยืนยัน' }));
    expect(await within(step).findByRole('alert')).toHaveTextContent('รหัส OTP หมดอายุหรือถูกใช้ไปแล้ว กรุณาขอรหัสใหม่');
    expect(within(step).queryByLabelText(/^รหัส OTP/)).not.toBeInTheDocument();

    await userEvent.click(within(step).getByRole('button', { name: 'ขอรหัสใหม่' }));
    expect(await within(step).findByText('ส่งรหัส OTP ใหม่แล้ว')).toBeInTheDocument();
    expect(within(step).getByTestId('otp-ref')).toHaveTextContent('EFGH');
    expect(within(step).getByTestId('otp-demo-sms')).toHaveTextContent('654321');
    await userEvent.type(within(step).getByLabelText(/^รหัส OTP/), '654321');
    await userEvent.click(within(step).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/member'));
    expect(api.callsTo(API.auth.otpRequest)).toHaveLength(2);
    expect(api.callsTo(API.auth.register)[2]!.body).toMatchObject({ otp: { ref: 'EFGH', code: '654321' } });
  });

  it('the resend button waits the server’s seconds, counting down', async () => {
    answerFetch({ [API.auth.checkAccount]: { data: {} }, [API.auth.otpRequest]: otpRequests(otpSent({ resend_after_s: 60 })), [API.auth.register]: guarded(registered) });
    const step = await submitUntilTheCodeStep();
    const resend = within(step).getByTestId('otp-resend');
    expect(resend).toHaveTextContent(/^ส่งรหัสอีกครั้ง \((1:00|0:59)\)$/);
    expect(resend).toBeDisabled();
  });

  it('a refused ask for a code (too many) shows its Thai message on the form', async () => {
    const api = answerFetch({
      [API.auth.checkAccount]: { data: {} },
      [API.auth.otpRequest]: { status: 429, ...refusal(ErrorCode.RATE_LIMITED) },
      [API.auth.register]: guarded(registered),
    });
    renderAuthPage('/register', <RegisterPage />);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ทำรายการถี่เกินไป กรุณารอสักครู่แล้วลองใหม่');
    expect(screen.queryByRole('form', { name: 'ยืนยันรหัส OTP' })).not.toBeInTheDocument();
    expect(api.callsTo(API.auth.register)).toHaveLength(1);
  });

  it('cancelling the step goes back to the form with everything typed', async () => {
    answerFetch({ [API.auth.checkAccount]: { data: {} }, [API.auth.otpRequest]: otpRequests(), [API.auth.register]: guarded(registered) });
    const step = await submitUntilTheCodeStep();
    await userEvent.click(within(step).getByRole('button', { name: 'ยกเลิก' }));
    expect(await screen.findByRole('form', { name: 'สมัครสมาชิก' })).toBeInTheDocument();
    expect(field(/^เบอร์โทรศัพท์/)).toHaveValue('0812345678');
    expect(field(/^เลขบัญชีธนาคาร/)).toHaveValue('1234567890');
  });
});
