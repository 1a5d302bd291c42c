/**
 * The sub bank account (add or replace) and the password change, each checked
 * with the shared schema first. A change of account may need an SMS code: the
 * code step then takes the sub bank form's place (docs/decisions/0084).
 */
import { useState, type FormEvent } from 'react';
import { Button, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { ZChangePasswordRequest, ZUpdateSubBankAccountRequest, type UpdateSubBankAccountRequest, type UserInfo } from '@shared/api/auth.js';
import { THAI_BANKS, type BankCode } from '@shared/banks.js';
import { notify } from '../../../components/ui/toaster.js';
import { OtpStep } from '../../../components/otp-step/otp-step.js';
import { useOtpGuard } from '../../../components/otp-step/use-otp-guard.js';
import { ApiError } from '../../../lib/api-client.js';
import { useChangePassword } from '../api/change-password.js';
import { useUpdateSubBankAccount } from '../api/update-sub-bank-account.js';

type Errors = Record<string, string>;

function issuesOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const out: Errors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}

export function SubBankForm({ user }: { user: UserInfo }) {
  const update = useUpdateSubBankAccount();
  const [bank, setBank] = useState<string>(user.sub_bank_code ?? '');
  const [accountNo, setAccountNo] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const guard = useOtpGuard<UpdateSubBankAccountRequest, UserInfo>({
    purpose: 'bank_change',
    send: (request, otp) => update.mutateAsync(otp ? { ...request, otp } : request),
    onSuccess: () => {
      setAccountNo('');
      notify.success('บันทึกบัญชีสำรองแล้ว');
    },
    onError: (error) => setRefusal(error instanceof ApiError ? error.message : 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง'),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZUpdateSubBankAccountRequest.safeParse({ bank_code: bank, bank_account_no: accountNo });
    setRefusal(null);
    if (!parsed.success) return setErrors(issuesOf(parsed.error.issues));
    setErrors({});
    guard.submit(parsed.data);
  };
  if (guard.step) return <OtpStep {...guard.step} />;
  const accountError = errors.bank_account_no ?? refusal;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="บัญชีธนาคารสำรอง">
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted" data-testid="sub-bank-current">
          {user.sub_bank_code && user.sub_bank_account_no
            ? `บัญชีสำรองปัจจุบัน: ${THAI_BANKS[user.sub_bank_code] ?? user.sub_bank_code} ${user.sub_bank_account_no}`
            : 'ยังไม่มีบัญชีสำรอง'}
        </Text>
        <Field.Root invalid={!!errors.bank_code}>
          <Field.Label>ธนาคาร</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={bank} onChange={(e) => setBank(e.target.value)} h="11">
              <option value="">เลือกธนาคาร</option>
              {(Object.entries(THAI_BANKS) as [BankCode, string][]).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.bank_code && <Field.ErrorText>{errors.bank_code}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={accountError !== null}>
          <Field.Label>เลขบัญชีสำรอง</Field.Label>
          <Input value={accountNo} onChange={(e) => setAccountNo(e.target.value)} inputMode="numeric" autoComplete="off" h="11" />
          {accountError && <Field.ErrorText>{accountError}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" colorPalette="brand" minH="11" loading={guard.pending}>
          {user.sub_bank_account_no ? 'เปลี่ยนบัญชีสำรอง' : 'เพิ่มบัญชีสำรอง'}
        </Button>
      </Stack>
    </form>
  );
}

export function PasswordForm() {
  const change = useChangePassword();
  const [values, setValues] = useState({ old_password: '', new_password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZChangePasswordRequest.safeParse({ old_password: values.old_password, new_password: values.new_password });
    const next = parsed.success ? {} : issuesOf(parsed.error.issues);
    if (!next.confirm && values.confirm !== values.new_password) next.confirm = 'รหัสผ่านใหม่ไม่ตรงกัน';
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return;
    change.mutate(parsed.data, {
      onSuccess: () => {
        setValues({ old_password: '', new_password: '', confirm: '' });
        notify.success('เปลี่ยนรหัสผ่านเรียบร้อย');
      },
    });
  };
  const oldError = errors.old_password ?? change.error?.message ?? null;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="เปลี่ยนรหัสผ่าน">
      <Stack gap="3">
        <Field.Root invalid={oldError !== null}>
          <Field.Label>รหัสผ่านเดิม</Field.Label>
          <Input type="password" value={values.old_password} onChange={set('old_password')} autoComplete="current-password" h="11" />
          {oldError && <Field.ErrorText>{oldError}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!errors.new_password}>
          <Field.Label>รหัสผ่านใหม่</Field.Label>
          <Input type="password" value={values.new_password} onChange={set('new_password')} autoComplete="new-password" h="11" />
          {errors.new_password && <Field.ErrorText>{errors.new_password}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!errors.confirm}>
          <Field.Label>ยืนยันรหัสผ่านใหม่</Field.Label>
          <Input type="password" value={values.confirm} onChange={set('confirm')} autoComplete="new-password" h="11" />
          {errors.confirm && <Field.ErrorText>{errors.confirm}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" colorPalette="brand" minH="11" loading={change.isPending}>
          เปลี่ยนรหัสผ่าน
        </Button>
      </Stack>
    </form>
  );
}
