import { z } from 'zod';
import { BANK_CODES, type BankCode } from '../banks.js';
import type { VipLevel } from '../constants.js';

/** Thai mobile numbers: 10 digits starting 06, 08 or 09 (DOMAIN.md, Members). */
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
export interface CheckAccountResponse {
  username_used?: boolean;
  bank_account_used?: boolean;
}

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
});
export type RegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  username: z.string({ error: 'กรุณากรอกเบอร์โทรศัพท์' }).trim().min(1, { error: 'กรุณากรอกเบอร์โทรศัพท์' }).max(32),
  password: z.string({ error: 'กรุณากรอกรหัสผ่าน' }).min(1, { error: 'กรุณากรอกรหัสผ่าน' }).max(128),
});
export type LoginRequest = z.input<typeof ZLoginRequest>;

export interface UserInfo {
  username: string;
  first_name: string;
  last_name: string;
  vip_level: VipLevel;
  agent_code: string;
  bank_code: BankCode;
  /** masked, e.g. "xxx-x-x6789-0" */
  bank_account_no: string;
  sub_bank_code: BankCode | null;
  sub_bank_account_no: string | null;
  line_id: string | null;
  referral_code: string;
  birth_date: string;
  created_at: string;
}

export interface LoginResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_at: string;
  user: UserInfo;
}
export type RegisterResponse = LoginResponse;

// ---- passwords and accounts --------------------------------------------------------
export const ZChangePasswordRequest = z.object({
  old_password: z.string({ error: 'กรุณากรอกรหัสผ่านเดิม' }).min(1, { error: 'กรุณากรอกรหัสผ่านเดิม' }).max(128),
  new_password: ZPassword,
});
export type ChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/**
 * Step 1 of a reset: the member proves who they are with what only the account
 * holder knows (phone, registered bank account, birth date) and receives a
 * one-time reset token. There is no SMS provider, see docs/decisions.
 */
export const ZResetPasswordRequest = z.object({
  username: ZPhone,
  bank_account_no: ZBankAccountNo,
  birth_date: ZBirthDate,
});
export type ResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;
export interface ResetPasswordResponse {
  reset_token: string;
  expires_at: string;
}

/** Step 2: the one-time token sets the new password and revokes every session. */
export const ZResetPasswordV2Request = z.object({
  reset_token: z.string({ error: 'ไม่พบรหัสยืนยัน' }).min(16, { error: 'ไม่พบรหัสยืนยัน' }).max(128),
  new_password: ZPassword,
});
export type ResetPasswordV2Request = z.input<typeof ZResetPasswordV2Request>;

export const ZUpdateSubBankAccountRequest = z.object({
  bank_code: ZBankCode,
  bank_account_no: ZBankAccountNo,
});
export type UpdateSubBankAccountRequest = z.input<typeof ZUpdateSubBankAccountRequest>;
