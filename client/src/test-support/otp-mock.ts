/**
 * Answers for calls guarded by an SMS code (docs/decisions/0084): the call
 * without `otp` answers OTP_REQUIRED, then each answer given in turn for the
 * sends with a code (the last one repeats); and otp/request's answers.
 */
import type { OtpResponse } from '#shared/api/otp.js';
import { ErrorCode, errorEntry } from '#shared/errors.js';
import type { Answer, Refusal } from './fetch-mock.js';

export const refusal = (code: number): Refusal => ({ error: code, message: errorEntry(code).message });

export const OTP_REQUIRED = refusal(ErrorCode.OTP_REQUIRED);
export const OTP_WRONG = refusal(ErrorCode.OTP_WRONG);
export const OTP_EXPIRED = refusal(ErrorCode.OTP_EXPIRED);

export function otpSent(overrides: Partial<OtpResponse> = {}): OtpResponse {
  return {
    method: 'demo',
    ref: 'ABCD',
    expires_at: '2099-01-01T00:05:00+07:00',
    resend_after_s: 0,
    demo_sms: 'รหัส OTP ของคุณคือ 123456 (Ref: ABCD) ใช้ได้ภายใน 5 นาที',
    ...overrides,
  };
}

/** otp/request answering each of `sent` in turn (the last one repeats). */
export function otpRequests(...sent: OtpResponse[]): () => Answer<OtpResponse> {
  const queue = sent.length > 0 ? [...sent] : [otpSent()];
  return () => ({ data: queue.length > 1 ? queue.shift() : queue[0] });
}

/** A guarded call: OTP_REQUIRED without a code, then `withCode` in turn. */
export function guarded<Data>(...withCode: Answer<Data>[]): (body: unknown) => Answer<Data> {
  const queue = [...withCode];
  return (body) => {
    if (!(body as { otp?: unknown } | undefined)?.otp) return OTP_REQUIRED;
    return (queue.length > 1 ? queue.shift() : queue[0]) ?? { data: null as Data };
  };
}
