import { z } from 'zod';
import { BANK_CODES } from '../banks.js';
import { VipLevel } from '../constants.js';
import { ErrorCode } from '../errors.js';
import { defineCall } from './call.js';
import { ZIsoDateTime } from './common.js';
import { ZOtpAnswer, ZOtpRef } from './otp-answer.js';

/** Thai mobile numbers: 10 digits starting 06, 08 or 09 (docs/domain.md "Members"). */
export const ZPhone = z
  .string({ error: 'กรุณากรอกเบอร์โทรศัพท์' })
  .trim()
  .regex(/^0[689]\d{8}$/, { error: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09' });

export const ZPassword = z
  .string({ error: 'กรุณากรอกรหัสผ่าน' })
  .min(8, { error: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร' })
  .max(64, { error: 'รหัสผ่านต้องไม่เกิน 64 ตัวอักษร' });

export const ZBankCode = z.enum(BANK_CODES, { error: 'กรุณาเลือกธนาคาร' });

export const ZBankAccountNo = z
  .string({ error: 'กรุณากรอกเลขบัญชี' })
  .trim()
  .regex(/^\d{10,15}$/, { error: 'เลขบัญชีต้องเป็นตัวเลข 10 ถึง 15 หลัก' });

const ZName = (label: string) =>
  z
    .string({ error: `กรุณากรอก${label}` })
    .trim()
    .min(1, { error: `กรุณากรอก${label}` })
    .max(64, { error: `${label}ยาวเกินไป` });

export const ZBirthDate = z.iso.date({ error: 'กรุณาระบุวันเกิดให้ถูกต้อง (ปปปป-ดด-วว)' });

// ---- check_account ---------------------------------------------------------
export const ZCheckAccountRequest = z
  .object({
    username: ZPhone.optional(),
    bank_code: ZBankCode.optional(),
    bank_account_no: ZBankAccountNo.optional(),
  })
  .refine((body) => body.username !== undefined || body.bank_account_no !== undefined, {
    error: 'กรุณาระบุเบอร์โทรศัพท์หรือเลขบัญชี',
  });
export type CheckAccountRequest = z.input<typeof ZCheckAccountRequest>;
export const ZCheckAccountResponse = z.object({
  username_used: z.boolean().optional(),
  bank_account_used: z.boolean().optional(),
});
export type CheckAccountResponse = z.infer<typeof ZCheckAccountResponse>;

// ---- register / login --------------------------------------------------------
export const ZRegisterRequest = z.object({
  username: ZPhone,
  password: ZPassword,
  first_name: ZName('ชื่อ'),
  last_name: ZName('นามสกุล'),
  bank_code: ZBankCode,
  bank_account_no: ZBankAccountNo,
  birth_date: ZBirthDate,
  line_id: z.string().trim().max(64, { error: 'LINE ID ยาวเกินไป' }).optional(),
  ref: z.string().trim().max(32, { error: 'รหัสผู้แนะนำยาวเกินไป' }).optional(),
  agent_code: z.string().trim().max(32, { error: 'รหัสเอเย่นต์ยาวเกินไป' }).optional(),
  captcha: z.string().max(4096).optional(),
  /** the SMS code for this phone, when the site sends codes (docs/decisions/0084) */
  otp: ZOtpAnswer.optional(),
});
export type RegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  username: z.string({ error: 'กรุณากรอกเบอร์โทรศัพท์' }).trim().min(1, { error: 'กรุณากรอกเบอร์โทรศัพท์' }).max(32),
  password: z.string({ error: 'กรุณากรอกรหัสผ่าน' }).min(1, { error: 'กรุณากรอกรหัสผ่าน' }).max(128),
});
export type LoginRequest = z.input<typeof ZLoginRequest>;

export const ZUserInfo = z.object({
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  vip_level: z.union([z.literal(VipLevel.GUEST), z.literal(VipLevel.GOLD), z.literal(VipLevel.HERO)]),
  agent_code: z.string(),
  bank_code: z.enum(BANK_CODES),
  /** masked, e.g. "xxx-x-x6789-0" */
  bank_account_no: z.string(),
  sub_bank_code: z.enum(BANK_CODES).nullable(),
  sub_bank_account_no: z.string().nullable(),
  line_id: z.string().nullable(),
  referral_code: z.string(),
  birth_date: z.iso.date(),
  created_at: ZIsoDateTime,
});
export type UserInfo = z.infer<typeof ZUserInfo>;

export const ZLoginResponse = z.object({
  access_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  expires_at: ZIsoDateTime,
  user: ZUserInfo,
});
export type LoginResponse = z.infer<typeof ZLoginResponse>;
export type RegisterResponse = LoginResponse;

// ---- passwords and accounts --------------------------------------------------------
export const ZChangePasswordRequest = z.object({
  old_password: z.string({ error: 'กรุณากรอกรหัสผ่านเดิม' }).min(1, { error: 'กรุณากรอกรหัสผ่านเดิม' }).max(128),
  new_password: ZPassword,
});
export type ChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/**
 * Step 1 of a reset: the member gives their phone. With an SMS sender a
 * one-time code goes to that phone; in demo mode without one the code is
 * made but only the agent console shows it; with neither the member asks the
 * agent over LINE for a reset link (docs/decisions/0028). The answer is the
 * same for a phone no member uses, so the call does not reveal who is a member.
 */
export const ZResetPasswordRequest = z.object({
  username: ZPhone,
});
export type ResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;
export const RESET_METHODS = ['sms', 'agent_code', 'agent'] as const;
export type ResetMethod = (typeof RESET_METHODS)[number];
export const ZResetPasswordResponse = z.object({
  /**
   * `sms`: a code was sent to the phone (when it is a member's); `agent_code`: a code was made but no
   * SMS goes out (demo mode), the agent reads it in the console and gives it over LINE; `agent`: no
   * code, ask the agent for a reset link
   */
  method: z.enum(RESET_METHODS),
  /** until when the code works; null for `agent` */
  expires_at: ZIsoDateTime.nullable(),
  /** the four letters the SMS shows beside the code (docs/decisions/0084); null for `agent`, absent from upstreams older than it */
  ref: z.string().nullish(),
});
export type ResetPasswordResponse = z.infer<typeof ZResetPasswordResponse>;

export const ZResetCode = z
  .string({ error: 'กรุณากรอกรหัสยืนยัน 6 หลัก' })
  .trim()
  .regex(/^\d{6}$/, { error: 'รหัสยืนยันต้องเป็นตัวเลข 6 หลัก' });

/**
 * Step 2: the phone with the SMS code, or the agent's one-time link token,
 * sets the new password once; every session of the member ends.
 */
export const ZResetPasswordV2Request = z
  .object({
    username: ZPhone.optional(),
    code: ZResetCode.optional(),
    /** the reference shown beside the code; when sent, the code must be that SMS's */
    ref: ZOtpRef.optional(),
    reset_token: z.string({ error: 'ไม่พบรหัสยืนยัน' }).min(16, { error: 'ไม่พบรหัสยืนยัน' }).max(128).optional(),
    new_password: ZPassword,
  })
  .refine((body) => body.reset_token !== undefined || (body.username !== undefined && body.code !== undefined), {
    error: 'กรุณากรอกรหัสยืนยัน 6 หลัก',
    path: ['code'],
  });
export type ResetPasswordV2Request = z.input<typeof ZResetPasswordV2Request>;

export const ZUpdateSubBankAccountRequest = z.object({
  bank_code: ZBankCode,
  bank_account_no: ZBankAccountNo,
  /** the SMS code sent to the member's phone, when the site sends codes (docs/decisions/0084) */
  otp: ZOtpAnswer.optional(),
});
export type UpdateSubBankAccountRequest = z.input<typeof ZUpdateSubBankAccountRequest>;

// ---- the calls ---------------------------------------------------------------------
const ZNoData = z.null();

export const authCalls = {
  checkAccount: defineCall({
    method: 'POST',
    path: '/api/check_account',
    access: 'visitor',
    summary: { th: 'ตรวจว่าเบอร์โทรศัพท์หรือเลขบัญชีถูกใช้สมัครแล้วหรือไม่', en: 'Whether a phone number or bank account is already registered' },
    body: ZCheckAccountRequest,
    data: ZCheckAccountResponse,
    errors: [],
  }),
  register: defineCall({
    method: 'POST',
    path: '/api/register',
    access: 'visitor',
    summary: { th: 'สมัครสมาชิก (เข้าสู่ระบบให้ทันที)', en: 'Register a member and log them in' },
    body: ZRegisterRequest,
    data: ZLoginResponse,
    errors: [
      ErrorCode.USERNAME_TAKEN,
      ErrorCode.BANK_ACCOUNT_TAKEN,
      ErrorCode.UNDERAGE,
      ErrorCode.CAPTCHA_FAILED,
      ErrorCode.INVALID_AGENT_CODE,
      ErrorCode.INVALID_REFERRAL,
      ErrorCode.OTP_REQUIRED,
      ErrorCode.OTP_WRONG,
      ErrorCode.OTP_EXPIRED,
    ],
  }),
  login: defineCall({
    method: 'POST',
    path: '/api/login',
    access: 'visitor',
    summary: { th: 'เข้าสู่ระบบด้วยเบอร์โทรศัพท์และรหัสผ่าน', en: 'Log in with phone number and password' },
    body: ZLoginRequest,
    data: ZLoginResponse,
    errors: [ErrorCode.INVALID_CREDENTIALS],
  }),
  logout: defineCall({
    method: 'POST',
    path: '/api/logout',
    access: 'member',
    summary: { th: 'ออกจากระบบ (ยกเลิกโทเคนนี้)', en: 'Log out (revoke this token)' },
    data: ZNoData,
    errors: [],
  }),
  userInfo: defineCall({
    method: 'GET',
    path: '/api/get_user_info',
    access: 'member',
    summary: { th: 'ข้อมูลสมาชิกของโทเคนนี้', en: "The token's member profile" },
    data: ZUserInfo,
    errors: [],
  }),
  changePassword: defineCall({
    method: 'POST',
    path: '/api/member/change_password',
    access: 'member',
    summary: { th: 'เปลี่ยนรหัสผ่าน (โทเคนอื่นถูกยกเลิก)', en: 'Change password (other sessions are revoked)' },
    body: ZChangePasswordRequest,
    data: ZNoData,
    errors: [ErrorCode.WRONG_PASSWORD, ErrorCode.SAME_PASSWORD],
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/api/reset_password',
    access: 'visitor',
    summary: {
      th: 'ลืมรหัสผ่าน ขั้นที่ 1: ส่งรหัสยืนยันทาง SMS (หรือให้ติดต่อเอเย่นต์เพื่อรับลิงก์)',
      en: "Password reset step 1: send a one-time code to the member's phone (or tell them to ask the agent for a link)",
    },
    body: ZResetPasswordRequest,
    data: ZResetPasswordResponse,
    errors: [],
  }),
  resetPasswordV2: defineCall({
    method: 'POST',
    path: '/api/reset_password_v2',
    access: 'visitor',
    summary: {
      th: 'ลืมรหัสผ่าน ขั้นที่ 2: ตั้งรหัสผ่านใหม่ด้วยรหัสจาก SMS หรือลิงก์จากเอเย่นต์',
      en: "Password reset step 2: set a new password with the SMS code or the agent's link",
    },
    body: ZResetPasswordV2Request,
    data: ZNoData,
    errors: [ErrorCode.RESET_TOKEN_INVALID],
  }),
  updateSubBankAccount: defineCall({
    method: 'POST',
    path: '/api/member/update_sub_bank_account',
    access: 'member',
    summary: { th: 'ตั้งบัญชีธนาคารสำรอง', en: 'Set the secondary bank account' },
    body: ZUpdateSubBankAccountRequest,
    data: ZUserInfo,
    errors: [ErrorCode.SUB_BANK_SAME_AS_MAIN, ErrorCode.BANK_ACCOUNT_TAKEN, ErrorCode.OTP_REQUIRED, ErrorCode.OTP_WRONG, ErrorCode.OTP_EXPIRED],
  }),
};
