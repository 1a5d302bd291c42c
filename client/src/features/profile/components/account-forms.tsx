/**
 * The sub bank account (add or replace) and the password change, each checked
 * with the shared schema first (the form kit over the call's request schema).
 * A change of account may need an SMS code: the code step then takes the sub
 * bank form's place (docs/decisions/0084).
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { z } from 'zod';
import { ZChangePasswordRequest, ZUpdateSubBankAccountRequest, type UpdateSubBankAccountRequest, type UserInfo } from '#shared/api/auth.js';
import { THAI_BANKS } from '#shared/banks.js';
import { notify } from '#client/components/ui/toaster.js';
import { OtpStep } from '#client/components/otp-step/otp-step.js';
import { useOtpGuard } from '#client/components/otp-step/use-otp-guard.js';
import { useChangePassword } from '../api/change-password.js';
import { useUpdateSubBankAccount } from '../api/update-sub-bank-account.js';
import { FormProvider, SelectField, TextField, placeServerErrors, useContractForm } from '#client/components/ui/form/index.js';

const BANK_OPTIONS = Object.entries(THAI_BANKS).map(([value, label]) => ({ value, label }));

/** The form's fields: the change itself (the code is the step's). */
const ZSubBankForm = ZUpdateSubBankAccountRequest.pick({ bank_code: true, bank_account_no: true });

export function SubBankForm({ user }: { user: UserInfo }) {
  const update = useUpdateSubBankAccount();
  const form = useContractForm(ZSubBankForm, { defaultValues: { bank_code: user.sub_bank_code ?? '', bank_account_no: '' } as never });
  const guard = useOtpGuard<UpdateSubBankAccountRequest, UserInfo>({
    purpose: 'bank_change',
    send: (request, otp) => update.mutateAsync(otp ? { ...request, otp } : request),
    onSuccess: () => {
      form.resetField('bank_account_no');
      notify.success('บันทึกบัญชีสำรองแล้ว');
    },
    // A refusal without fields is said under the account number, as before.
    onError: (error) => {
      const message = placeServerErrors(form.setError, error, ['bank_code', 'bank_account_no'], { formLevel: false });
      if (message && !form.getFieldState('bank_account_no').error) form.setError('bank_account_no', { type: 'server', message });
    },
  });

  const onSubmit = form.handleSubmit((request) => guard.submit(request));
  if (guard.step) return <OtpStep {...guard.step} />;
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="บัญชีธนาคารสำรอง">
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted" data-testid="sub-bank-current">
            {user.sub_bank_code && user.sub_bank_account_no
              ? `บัญชีสำรองปัจจุบัน: ${THAI_BANKS[user.sub_bank_code] ?? user.sub_bank_code} ${user.sub_bank_account_no}`
              : 'ยังไม่มีบัญชีสำรอง'}
          </Text>
          <SelectField label="ธนาคาร" name="bank_code" options={BANK_OPTIONS} placeholder="เลือกธนาคาร" ariaLabel={false} h="11" />
          <TextField label="เลขบัญชีสำรอง" name="bank_account_no" inputMode="numeric" autoComplete="off" h="11" />
          <Button type="submit" colorPalette="brand" minH="11" loading={guard.pending}>
            {user.sub_bank_account_no ? 'เปลี่ยนบัญชีสำรอง' : 'เพิ่มบัญชีสำรอง'}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}

/** The call's request and the confirmation the call doesn't take. */
const ZPasswordForm = ZChangePasswordRequest.extend({ confirm: z.string() }).refine((values) => values.confirm === values.new_password, {
  error: 'รหัสผ่านใหม่ไม่ตรงกัน',
  path: ['confirm'],
  // Said together with the other fields' errors, as before.
  when: () => true,
});

export function PasswordForm() {
  const change = useChangePassword();
  const form = useContractForm(ZPasswordForm, { defaultValues: { old_password: '', new_password: '', confirm: '' } });

  const onSubmit = form.handleSubmit(({ old_password, new_password }) => {
    change.mutate(
      { old_password, new_password },
      {
        onSuccess: () => {
          form.reset();
          notify.success('เปลี่ยนรหัสผ่านเรียบร้อย');
        },
        // A refusal without fields (a wrong old password) is said under the old password, as before.
        onError: (error) => {
          const message = placeServerErrors(form.setError, error, ['old_password', 'new_password'], { formLevel: false, fieldOfCode: {} });
          if (message) form.setError('old_password', { type: 'server', message });
        },
      },
    );
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="เปลี่ยนรหัสผ่าน">
        <Stack gap="3">
          <TextField label="รหัสผ่านเดิม" name="old_password" type="password" autoComplete="current-password" h="11" />
          <TextField label="รหัสผ่านใหม่" name="new_password" type="password" autoComplete="new-password" h="11" />
          <TextField label="ยืนยันรหัสผ่านใหม่" name="confirm" type="password" autoComplete="new-password" h="11" />
          <Button type="submit" colorPalette="brand" minH="11" loading={change.isPending}>
            เปลี่ยนรหัสผ่าน
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
