/**
 * A refused call's errors placed on the form: each of the envelope's `fields`
 * (`data.fields`, read into `ApiError.fields` / `ConsoleApiError.fields`) that the
 * form shows goes beside its field with `setError`; a refusal without fields
 * (or with only fields the form lacks) becomes the form-level message, unless the
 * error's code names one of the form's fields.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ErrorCode } from '#shared/errors.js';
import { FORM_ERROR } from './use-contract-form.js';

export const UNAVAILABLE = 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง';

/** The contract's refusals that concern one field, when they come without `fields`. */
export const FIELD_OF_CODE: Partial<Record<number, string>> = {
  [ErrorCode.USERNAME_TAKEN]: 'username',
  [ErrorCode.BANK_ACCOUNT_TAKEN]: 'bank_account_no',
  [ErrorCode.UNDERAGE]: 'birth_date',
  [ErrorCode.INVALID_REFERRAL]: 'ref',
  [ErrorCode.INVALID_AGENT_CODE]: 'agent_code',
  [ErrorCode.CAPTCHA_FAILED]: 'captcha',
  [ErrorCode.SAME_PASSWORD]: 'new_password',
};

interface Refusal {
  code?: unknown;
  message: string;
  fields?: unknown;
}

const isRefusal = (error: unknown): error is Refusal & Error =>
  error instanceof Error && typeof (error as { fields?: unknown }).fields === 'object';

/** Messages by field; `_` is the form-level one. */
export function serverErrorMessages(
  error: unknown,
  knownFields: readonly string[],
  fieldOfCode: Partial<Record<number, string>> = FIELD_OF_CODE,
): Record<string, string> {
  if (!isRefusal(error)) return { _: UNAVAILABLE };
  const messages: Record<string, string> = {};
  for (const [field, message] of Object.entries((error.fields ?? {}) as Record<string, string>)) {
    messages[knownFields.includes(field) ? field : '_'] ??= message;
  }
  if (Object.keys(messages).length === 0) {
    const field = typeof error.code === 'number' ? fieldOfCode[error.code] : undefined;
    messages[field && knownFields.includes(field) ? field : '_'] = error.message;
  }
  return messages;
}

/** Places the refusal on the form; answers the form-level message, if there is one. */
export function placeServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  knownFields: readonly string[],
  { fieldOfCode, formLevel = true }: { fieldOfCode?: Partial<Record<number, string>>; formLevel?: boolean } = {},
): string | undefined {
  const { _: formMessage, ...byField } = serverErrorMessages(error, knownFields, fieldOfCode);
  for (const [field, message] of Object.entries(byField)) setError(field as Path<T>, { type: 'server', message });
  if (formMessage && formLevel) setError(FORM_ERROR as Path<T>, { type: 'server', message: formMessage });
  return formMessage;
}
