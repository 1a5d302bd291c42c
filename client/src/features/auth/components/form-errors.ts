/**
 * Errors beside the fields: the client checks with the same zod schemas the
 * server uses (shared), and a server refusal is placed beside its field, from
 * `ApiError.fields` or, for the codes that concern one field, from the code.
 */
import type { z } from 'zod';
import { ErrorCode } from '@shared/errors.js';
import { fieldErrors } from '@shared/validation.js';
import { ApiError } from '../../../lib/api-client.js';

export type FieldErrorMap = Record<string, string>;

export const PASSWORD_MISMATCH = 'รหัสผ่านทั้งสองช่องไม่ตรงกัน';
export const BIRTH_DATE_INCOMPLETE = 'กรุณาเลือกวัน เดือน และปีเกิดให้ถูกต้อง';

/** The key of a message that belongs to no single field. */
export const FORM_ERROR = '_';

const FIELD_OF_CODE: Partial<Record<number, string>> = {
  [ErrorCode.USERNAME_TAKEN]: 'username',
  [ErrorCode.BANK_ACCOUNT_TAKEN]: 'bank_account_no',
  [ErrorCode.UNDERAGE]: 'birth_date',
  [ErrorCode.INVALID_REFERRAL]: 'ref',
  [ErrorCode.INVALID_AGENT_CODE]: 'agent_code',
  [ErrorCode.CAPTCHA_FAILED]: 'captcha',
  [ErrorCode.SAME_PASSWORD]: 'new_password',
};

/** Client-side check: the parsed value, or the Thai message of each field. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrorMap } {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error).fields };
}

/** A failed call → messages by field (unknown fields and plain refusals go to the form). */
export function serverErrors(error: unknown, knownFields: readonly string[]): FieldErrorMap {
  if (!(error instanceof ApiError)) return { [FORM_ERROR]: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง' };
  const errors: FieldErrorMap = {};
  for (const [field, message] of Object.entries(error.fields)) {
    errors[knownFields.includes(field) ? field : FORM_ERROR] ??= message;
  }
  if (Object.keys(errors).length === 0) {
    const field = FIELD_OF_CODE[error.code];
    errors[field && knownFields.includes(field) ? field : FORM_ERROR] = error.message;
  }
  return errors;
}
