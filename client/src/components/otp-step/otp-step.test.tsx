import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { TICK_MS } from '#client/lib/use-server-now.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { otpSent } from '#client/test-support/otp-mock.js';
import { maskPhone, OtpStep } from './otp-step.js';
import type { OtpStepState } from './use-otp-guard.js';

afterEach(() => vi.useRealTimers());

function stepOf(overrides: Partial<OtpStepState> = {}): OtpStepState {
  return {
    purpose: 'register',
    phone: '0812345123',
    sent: { ...otpSent(), ref: 'ABCD' },
    resendAt: 0,
    code: '',
    error: undefined,
    notice: undefined,
    expired: false,
    submitting: false,
    resending: false,
    onCodeChange: vi.fn(),
    onSubmit: vi.fn(),
    onResend: vi.fn(),
    onCancel: vi.fn(),
    ...overrides,
  };
}

describe('OtpStep', () => {
  it('masks the phone to its first two and last three digits', () => {
    expect(maskPhone('0812345123')).toBe('08x-xxx-x123');
    expect(maskPhone('081-234-5678')).toBe('08x-xxx-x678');
  });

  it('says where the code went, shows the reference and one numeric field for the six digits', () => {
    renderWithProviders(<OtpStep {...stepOf({ sent: { ...otpSent({ method: 'sms', demo_sms: null }), ref: 'ABCD' } })} />);
    expect(screen.getByRole('heading', { name: 'ยืนยันรหัส OTP' })).toBeInTheDocument();
    expect(screen.getByTestId('otp-sent-to')).toHaveTextContent('ส่งรหัส OTP 6 หลักไปที่เบอร์ 08x-xxx-x123 แล้ว');
    expect(screen.getByTestId('otp-ref')).toHaveTextContent('รหัสอ้างอิง (Ref): ABCD');
    const input = screen.getByLabelText(/^รหัส OTP/);
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(screen.getByRole('button', { name: 'ยืนยัน' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ยกเลิก' })).toBeInTheDocument();
    // A real SMS went out: no demo box.
    expect(screen.queryByTestId('otp-demo-sms')).not.toBeInTheDocument();
  });

  it('in demo mode shows the SMS the phone would get, labelled as the demo', () => {
    renderWithProviders(<OtpStep {...stepOf()} />);
    const sms = screen.getByTestId('otp-demo-sms');
    expect(sms).toHaveTextContent('โหมดทดลอง: ข้อความ SMS ที่เบอร์นี้จะได้รับ');
    expect(within(sms).getByTestId('otp-demo-sms-text')).toHaveTextContent('รหัส OTP ของคุณคือ 123456 (Ref: ABCD)');
  });

  it('keeps the resend button asleep for the server’s wait, counting down', () => {
    vi.useFakeTimers();
    const onResend = vi.fn();
    renderWithProviders(<OtpStep {...stepOf({ resendAt: Date.now() + 60_000, onResend })} />);
    const resend = () => screen.getByTestId('otp-resend');
    expect(resend()).toHaveTextContent('ส่งรหัสอีกครั้ง (1:00)');
    expect(resend()).toBeDisabled();
    act(() => vi.advanceTimersByTime(15_000));
    expect(resend()).toHaveTextContent('ส่งรหัสอีกครั้ง (0:45)');
    expect(resend()).toBeDisabled();
    // It wakes on the next tick of the page's one clock.
    act(() => vi.advanceTimersByTime(45_000 + TICK_MS));
    expect(resend()).toHaveTextContent(/^ส่งรหัสอีกครั้ง$/);
    expect(resend()).toBeEnabled();
    act(() => resend().click());
    expect(onResend).toHaveBeenCalledOnce();
  });

  it('with a spent code, shows why and offers a new code instead of the field', () => {
    renderWithProviders(<OtpStep {...stepOf({ expired: true, error: 'รหัส OTP หมดอายุหรือถูกใช้ไปแล้ว กรุณาขอรหัสใหม่' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('รหัส OTP หมดอายุหรือถูกใช้ไปแล้ว');
    expect(screen.getByRole('button', { name: 'ขอรหัสใหม่' })).toBeEnabled();
    expect(screen.queryByLabelText(/^รหัส OTP/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ยืนยัน' })).not.toBeInTheDocument();
  });
});
