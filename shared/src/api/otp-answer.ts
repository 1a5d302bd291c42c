import { z } from 'zod';

/**
 * What a one-time code guards (docs/decisions/0084): signing up, a change of
 * bank account, the first withdrawal to an account, a password reset.
 */
export const OTP_PURPOSES = ['register', 'bank_change', 'withdraw_account', 'reset'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** How the page names each purpose beside the code ("รหัส OTP สำหรับ…"). */
export const OTP_PURPOSE_TH: Record<OtpPurpose, string> = {
  register: 'สมัครสมาชิก',
  bank_change: 'เปลี่ยนบัญชีธนาคาร',
  withdraw_account: 'ถอนเงินเข้าบัญชีใหม่',
  reset: 'ตั้งรหัสผ่านใหม่',
};

/** The reference shown beside a code, as Thai banks show it: four capital letters without I and O. */
export const OTP_REF_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
export const OTP_REF_LENGTH = 4;

export const ZOtpCode = z
  .string({ error: 'กรุณากรอกรหัส OTP 6 หลัก' })
  .trim()
  .regex(/^\d{6}$/, { error: 'รหัส OTP ต้องเป็นตัวเลข 6 หลัก' });

export const ZOtpRef = z
  .string({ error: 'ไม่พบรหัสอ้างอิง กรุณาขอรหัส OTP ใหม่' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{4}$/, { error: 'รหัสอ้างอิงไม่ถูกต้อง กรุณาขอรหัส OTP ใหม่' });

/**
 * The code a guarded call carries: the reference the request answered and the
 * six digits the SMS gave. Absent, a guarded call that needs one answers
 * OTP_REQUIRED and changes nothing.
 */
export const ZOtpAnswer = z.object({ ref: ZOtpRef, code: ZOtpCode });
export type OtpAnswer = z.input<typeof ZOtpAnswer>;
