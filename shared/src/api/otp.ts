import { z } from 'zod';
import { ErrorCode } from '../errors.js';
import { ZPhone } from './auth.js';
import { defineCall } from './call.js';
import { ZIsoDateTime } from './common.js';
import { OTP_PURPOSES } from './otp-answer.js';

/**
 * One-time codes by SMS (docs/decisions/0084). A guarded call without a code
 * answers OTP_REQUIRED; the page then asks for one here and shows its
 * reference; the call is sent again with `otp: { ref, code }`.
 *
 * `register` names the phone being signed up; `bank_change` and
 * `withdraw_account` need the member's token and always go to the member's
 * own phone (a `phone` sent with them is ignored). Password resets ask through
 * `reset_password`, as they always did.
 */
export const OTP_REQUEST_PURPOSES = OTP_PURPOSES.filter((purpose) => purpose !== 'reset') as ['register', 'bank_change', 'withdraw_account'];

export const ZOtpRequest = z.object({
  purpose: z.enum(OTP_REQUEST_PURPOSES, { error: 'ไม่รู้จักรายการที่ขอรหัส OTP' }),
  phone: ZPhone.optional(),
});
export type OtpRequest = z.input<typeof ZOtpRequest>;

/**
 * `sms`: a code went to the phone; `demo`: demo mode without an SMS gateway,
 * the message is in the console's outbox and in `demo_sms`, the demo's stand-in
 * for the member's phone; `none`: no sender, the guarded calls need no code.
 */
export const OTP_METHODS = ['sms', 'demo', 'none'] as const;
export type OtpMethod = (typeof OTP_METHODS)[number];

export const ZOtpResponse = z.object({
  method: z.enum(OTP_METHODS),
  /** the four letters the SMS shows beside the code; null for `none` */
  ref: z.string().nullable(),
  /** until when the code works; null for `none` */
  expires_at: ZIsoDateTime.nullable(),
  /** how long to wait before asking again, in seconds */
  resend_after_s: z.number().int().nonnegative(),
  /** demo mode only: the text the SMS would carry */
  demo_sms: z.string().nullable(),
});
export type OtpResponse = z.infer<typeof ZOtpResponse>;

export const otpCalls = {
  otpRequest: defineCall({
    method: 'POST',
    path: '/api/otp/request',
    access: 'visitor',
    summary: {
      th: 'ขอรหัส OTP ทาง SMS สำหรับสมัครสมาชิก เปลี่ยนบัญชีธนาคาร หรือถอนเงินเข้าบัญชีใหม่',
      en: 'Send a one-time code by SMS for signing up, a bank account change, or a first withdrawal to an account',
    },
    body: ZOtpRequest,
    data: ZOtpResponse,
    errors: [ErrorCode.VALIDATION, ErrorCode.UNAUTHORIZED],
  }),
};
