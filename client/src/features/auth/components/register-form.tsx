/**
 * Registration with every field of RegisterRequest. The phone and the bank
 * account are checked with check_account when the member leaves the field;
 * an agent code (from the link's `?ag=`, or the one the site remembered) is
 * checked with agent/validate as the form opens and again when the member
 * leaves the field, so a wrong one shows at once instead of after submit; the
 * whole form is checked with the shared ZRegisterRequest before sending.
 * When the site sends SMS codes, the server answers OTP_REQUIRED and the form
 * gives its place to the code step, then sends the same request with the code.
 */
import { useMemo, useState } from 'react';
import { Alert, Grid, Stack } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ZBankAccountNo, ZPhone, ZRegisterRequest, type RegisterRequest, type RegisterResponse } from '#shared/api/auth.js';
import { THAI_BANKS } from '#shared/banks.js';
import { ErrorCode, errorEntry } from '#shared/errors.js';
import { MIN_MEMBER_AGE, TOAST_MS } from '#shared/constants.js';
import { ageOn } from '#shared/dates.js';
import { TH } from '#shared/messages.th.js';
import { fieldErrors } from '#shared/validation.js';
import { notify } from '#client/components/ui/toaster.js';
import { normaliseAgentCode, storedAgentCode } from '#client/lib/persisted-state.js';
import { storedRefCode } from '#client/lib/referral-code.js';
import { useRegister } from '../api/register.js';
import { useCheckAccount } from '../api/check-account.js';
import { useAgentCodeCheck } from '../api/validate-agent-code.js';
import { FormError, FormProvider, PASSWORD_MISMATCH, PasswordField, SelectField, TextField, placeServerErrors, useContractForm } from '#client/components/ui/form/index.js';
import { BirthDateField } from './birth-date-field.js';
import { EMPTY_BIRTH_DATE, toBirthDate, type BirthDateParts } from './birth-date.js';
import { Recaptcha, recaptchaSiteKey } from './recaptcha.js';
import { SubmitButton } from '#client/components/ui/submit-button.js';
import { OtpStep } from '#client/components/otp-step/otp-step.js';
import { useOtpGuard } from '#client/components/otp-step/use-otp-guard.js';

const FIELDS = [
  'username',
  'password',
  'confirm_password',
  'first_name',
  'last_name',
  'bank_code',
  'bank_account_no',
  'birth_date',
  'line_id',
  'ref',
  'agent_code',
  'captcha',
] as const;
type FieldName = (typeof FIELDS)[number];
type TextValues = Record<Exclude<FieldName, 'birth_date' | 'captcha'>, string>;
type FieldErrorMap = Record<string, string>;

export const BIRTH_DATE_INCOMPLETE = 'กรุณาเลือกวัน เดือน และปีเกิดให้ถูกต้อง';
export const BANK_OPTIONS = Object.entries(THAI_BANKS).map(([value, label]) => ({ value, label }));
export const CAPTCHA_REQUIRED = errorEntry(ErrorCode.CAPTCHA_FAILED).message;
export const AGENT_CODE_INVALID = errorEntry(ErrorCode.INVALID_AGENT_CODE).message;

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** Everything the form checks before sending; `payload` is what register receives. */
export function checkRegistration(
  values: TextValues,
  birth: BirthDateParts,
  captcha: string,
  { captchaRequired, now = new Date() }: { captchaRequired: boolean; now?: Date },
): { ok: true; payload: RegisterRequest } | { ok: false; errors: FieldErrorMap } {
  const birthDate = toBirthDate(birth);
  const payload: RegisterRequest = {
    username: values.username,
    password: values.password,
    first_name: values.first_name,
    last_name: values.last_name,
    bank_code: values.bank_code as RegisterRequest['bank_code'],
    bank_account_no: values.bank_account_no,
    birth_date: birthDate,
    line_id: optional(values.line_id),
    ref: optional(values.ref),
    agent_code: optional(values.agent_code),
    captcha: captcha || undefined,
  };
  const checked = ZRegisterRequest.safeParse(payload);
  const errors: FieldErrorMap = checked.success ? {} : { ...fieldErrors(checked.error).fields };
  if (!birthDate) errors.birth_date = BIRTH_DATE_INCOMPLETE;
  else if (ageOn(birthDate, now) < MIN_MEMBER_AGE) errors.birth_date = errorEntry(ErrorCode.UNDERAGE).message;
  if (!values.confirm_password) errors.confirm_password = 'กรุณายืนยันรหัสผ่าน';
  else if (values.confirm_password !== values.password) errors.confirm_password = PASSWORD_MISMATCH;
  if (captchaRequired && !captcha) errors.captcha = CAPTCHA_REQUIRED;
  if (Object.keys(errors).length > 0 || !checked.success) return { ok: false, errors };
  return { ok: true, payload };
}

/**
 * What the form holds (the request's fields as typed, the confirmation, the
 * birth date's three parts, the captcha's token), checked into the request with
 * `checkRegistration`, whose check is the call's ZRegisterRequest.
 */
const text = z.string();
const ZRegisterFormValues = z.object({
  username: text,
  password: text,
  confirm_password: text,
  first_name: text,
  last_name: text,
  bank_code: text,
  bank_account_no: text,
  line_id: text,
  ref: text,
  agent_code: text,
  birth_date: z.object({ day: text, month: text, year: text }),
  captcha: text,
});

function registerFormSchema(captchaRequired: boolean) {
  return ZRegisterFormValues.transform(({ birth_date, captcha, ...values }, ctx) => {
    const checked = checkRegistration(values, birth_date, captcha, { captchaRequired });
    if (checked.ok) return checked.payload;
    for (const [field, message] of Object.entries(checked.errors)) ctx.addIssue({ code: 'custom', message, path: field.split('.') });
    return z.NEVER;
  });
}

export function RegisterForm({ onRegistered }: { onRegistered?: () => void } = {}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const register = useRegister();
  const captchaRequired = Boolean(recaptchaSiteKey());
  const schema = useMemo(() => registerFormSchema(captchaRequired), [captchaRequired]);
  const form = useContractForm(schema, {
    defaultValues: {
      username: '',
      password: '',
      confirm_password: '',
      first_name: '',
      last_name: '',
      bank_code: '',
      bank_account_no: '',
      line_id: '',
      ref: params.get('ref')?.slice(0, 32) ?? storedRefCode() ?? '',
      agent_code: normaliseAgentCode(params.get('ag')) ?? storedAgentCode() ?? '',
      birth_date: EMPTY_BIRTH_DATE,
      captcha: '',
    },
  });
  const guard = useOtpGuard<RegisterRequest, RegisterResponse>({
    purpose: 'register',
    send: (request, otp) => register.mutateAsync(otp ? { ...request, otp } : request),
    onSuccess: (response) => {
      notify.success(TH.welcome(response.user.username), TOAST_MS.welcome);
      if (onRegistered) onRegistered();
      else void navigate('/member', { replace: true });
    },
    onError: (error) => placeServerErrors(form.setError, error, FIELDS),
  });
  const checkAccount = useCheckAccount();

  const agentCode = useWatch({ control: form.control, name: 'agent_code' });
  const birth = useWatch({ control: form.control, name: 'birth_date' });
  // The code last checked: the one the form opened with, then each the member leaves the field with.
  const [checkedAgentCode, setCheckedAgentCode] = useState(() => form.getValues('agent_code').trim());
  const agentCheck = useAgentCodeCheck(checkedAgentCode);
  // Said only while the field still holds the code that was refused; a failed check says nothing (the server checks again).
  const agentCodeRefused = agentCheck.data?.valid === false && checkedAgentCode === agentCode.trim();

  /** Live availability check; a failed check says nothing (the submit checks again). */
  const checkTaken = (field: 'username' | 'bank_account_no', bankCode = form.getValues('bank_code')) => {
    const values = form.getValues();
    if (field === 'username') {
      if (!ZPhone.safeParse(values.username).success) return;
      checkAccount.mutate(
        { username: values.username.trim() },
        {
          onSuccess: (answer) => {
            if (answer.username_used) form.setError('username', { type: 'server', message: errorEntry(ErrorCode.USERNAME_TAKEN).message });
          },
        },
      );
      return;
    }
    if (!ZBankAccountNo.safeParse(values.bank_account_no).success || !bankCode) return;
    checkAccount.mutate(
      { bank_code: bankCode as RegisterRequest['bank_code'], bank_account_no: values.bank_account_no.trim() },
      {
        onSuccess: (answer) => {
          if (answer.bank_account_used) {
            form.setError('bank_account_no', { type: 'server', message: errorEntry(ErrorCode.BANK_ACCOUNT_TAKEN).message });
          }
        },
      },
    );
  };

  const onSubmit = form.handleSubmit(
    (payload) => {
      if (agentCodeRefused) return form.setError('agent_code', { type: 'refused', message: AGENT_CODE_INVALID });
      guard.submit(payload, payload.username);
    },
    () => {
      if (agentCodeRefused) form.setError('agent_code', { type: 'refused', message: AGENT_CODE_INVALID });
    },
  );

  // The form's values stay in this component (in react-hook-form) while the code step takes its place.
  if (guard.step) return <OtpStep {...guard.step} />;

  return (
    <FormProvider {...form}>
      <Stack asChild gap="4">
        <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="สมัครสมาชิก">
          <FormError />
          {agentCodeRefused && (
            <Alert.Root status="warning" rounded="lg" data-testid="agent-code-refused">
              <Alert.Indicator />
              <Alert.Title>รหัสเอเย่นต์ “{checkedAgentCode}” ไม่ถูกต้อง แก้ไขหรือลบได้ที่ช่องรหัสเอเย่นต์ด้านล่าง</Alert.Title>
            </Alert.Root>
          )}
          <TextField
            label="เบอร์โทรศัพท์"
            name="username"
            onBlur={() => checkTaken('username')}
            inputMode="tel"
            autoComplete="tel"
            placeholder="0812345678"
            helper="ใช้เป็นชื่อผู้ใช้สำหรับเข้าสู่ระบบ"
            required
          />
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
            <PasswordField label="รหัสผ่าน" name="password" autoComplete="new-password" helper="อย่างน้อย 8 ตัวอักษร" required />
            <PasswordField label="ยืนยันรหัสผ่าน" name="confirm_password" autoComplete="new-password" required />
            <TextField label="ชื่อ" name="first_name" autoComplete="given-name" helper="ตรงกับชื่อบัญชีธนาคาร" required />
            <TextField label="นามสกุล" name="last_name" autoComplete="family-name" required />
          </Grid>
          <SelectField
            label="ธนาคาร"
            name="bank_code"
            onValueChange={(value) => {
              if (value && form.getValues('bank_account_no')) checkTaken('bank_account_no', value);
            }}
            options={BANK_OPTIONS}
            placeholder="เลือกธนาคาร"
            required
          />
          <TextField
            label="เลขบัญชีธนาคาร"
            name="bank_account_no"
            keep={(value) => value.replace(/[^\d]/g, '')}
            onBlur={() => checkTaken('bank_account_no')}
            inputMode="numeric"
            placeholder="ตัวเลขเท่านั้น"
            required
          />
          <BirthDateField
            value={birth}
            onChange={(next) => {
              form.setValue('birth_date', next);
              form.clearErrors('birth_date');
              form.clearErrors('root.server');
            }}
            error={form.formState.errors.birth_date?.message}
          />
          <TextField label="ไลน์ไอดี" name="line_id" />
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
            <TextField label="รหัสผู้แนะนำ" name="ref" helper="ถ้ามี" />
            <TextField
              label="รหัสเอเย่นต์"
              name="agent_code"
              onBlur={() => setCheckedAgentCode(form.getValues('agent_code').trim())}
              error={agentCodeRefused ? AGENT_CODE_INVALID : undefined}
              helper={agentCheck.data?.valid && checkedAgentCode === agentCode.trim() ? 'รหัสเอเย่นต์ถูกต้อง' : 'ถ้ามี'}
            />
          </Grid>
          <Recaptcha
            error={form.formState.errors.captcha?.message}
            onToken={(token) => {
              form.setValue('captcha', token);
              form.clearErrors('captcha');
              form.clearErrors('root.server');
            }}
          />
          <SubmitButton colorPalette="brand" size="lg" loading={guard.pending} loadingText="กำลังสมัครสมาชิก">
            สมัครสมาชิก
          </SubmitButton>
        </form>
      </Stack>
    </FormProvider>
  );
}
