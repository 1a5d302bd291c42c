/**
 * /forgot: step 1 proves the identity (phone, registered bank account, birth
 * date) and receives a one-time token; step 2 sets the new password; then the
 * member logs in again (every session was revoked).
 */
import { useState, type FormEvent } from 'react';
import { Button, Heading, Icon, Link as ChakraLink, Stack, Steps, Text } from '@chakra-ui/react';
import { LuCircleCheck } from 'react-icons/lu';
import { Link } from 'react-router';
import { ZResetPasswordRequest, ZResetPasswordV2Request } from '@shared/api/auth.js';
import { useResetPassword, useResetPasswordV2 } from '../api/reset-password.js';
import {
  BIRTH_DATE_INCOMPLETE,
  FORM_ERROR,
  PASSWORD_MISMATCH,
  serverErrors,
  validate,
  type FieldErrorMap,
} from '../components/form-errors.js';
import { FormError, PasswordField, TextField } from '../components/fields.js';
import { BirthDateField } from '../components/birth-date-field.js';
import { EMPTY_BIRTH_DATE, toBirthDate, type BirthDateParts } from '../components/birth-date.js';

type Step = 0 | 1 | 2;

function IdentityStep({ onVerified }: { onVerified: (token: string) => void }) {
  const reset = useResetPassword();
  const [values, setValues] = useState({ username: '', bank_account_no: '' });
  const [birth, setBirth] = useState<BirthDateParts>(EMPTY_BIRTH_DATE);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, [FORM_ERROR]: _form, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const birthDate = toBirthDate(birth);
    const checked = validate(ZResetPasswordRequest, { ...values, birth_date: birthDate });
    if (!checked.ok || !birthDate) {
      return setErrors({ ...(checked.ok ? {} : checked.errors), ...(birthDate ? {} : { birth_date: BIRTH_DATE_INCOMPLETE }) });
    }
    reset.mutate(checked.data, {
      onSuccess: (answer) => onVerified(answer.reset_token),
      onError: (error) => setErrors(serverErrors(error, ['username', 'bank_account_no', 'birth_date'])),
    });
  };

  return (
    <Stack asChild gap="4">
      <form onSubmit={onSubmit} noValidate aria-label="ยืนยันตัวตน">
        <Text color="fg.muted">กรอกข้อมูลที่ใช้สมัครสมาชิกเพื่อยืนยันว่าเป็นเจ้าของบัญชี</Text>
        <FormError message={errors[FORM_ERROR]} />
        <TextField
          label="เบอร์โทรศัพท์"
          name="username"
          value={values.username}
          onValueChange={set('username')}
          error={errors.username}
          inputMode="tel"
          autoComplete="username"
          required
        />
        <TextField
          label="เลขบัญชีธนาคารที่ลงทะเบียน"
          name="bank_account_no"
          value={values.bank_account_no}
          onValueChange={(value) => set('bank_account_no')(value.replace(/[^\d]/g, ''))}
          error={errors.bank_account_no}
          inputMode="numeric"
          required
        />
        <BirthDateField
          value={birth}
          onChange={(next) => {
            setBirth(next);
            setErrors(({ birth_date: _dropped, ...rest }) => rest);
          }}
          error={errors.birth_date}
        />
        <Button type="submit" colorPalette="brand" size="lg" loading={reset.isPending} loadingText="กำลังตรวจสอบ">
          ถัดไป
        </Button>
      </form>
    </Stack>
  );
}

function NewPasswordStep({ token, onDone, onRestart }: { token: string; onDone: () => void; onRestart: () => void }) {
  const reset = useResetPasswordV2();
  const [values, setValues] = useState({ new_password: '', confirm_password: '' });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, [FORM_ERROR]: _form, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(ZResetPasswordV2Request, { reset_token: token, new_password: values.new_password });
    const next: FieldErrorMap = checked.ok ? {} : { ...checked.errors };
    if (values.confirm_password !== values.new_password) next.confirm_password = PASSWORD_MISMATCH;
    if (!checked.ok || Object.keys(next).length > 0) return setErrors(next);
    reset.mutate(checked.data, {
      onSuccess: onDone,
      onError: (error) => setErrors(serverErrors(error, ['new_password'])),
    });
  };

  return (
    <Stack asChild gap="4">
      <form onSubmit={onSubmit} noValidate aria-label="ตั้งรหัสผ่านใหม่">
        <FormError message={errors[FORM_ERROR] ?? errors.reset_token} />
        <PasswordField
          label="รหัสผ่านใหม่"
          name="new_password"
          value={values.new_password}
          onValueChange={set('new_password')}
          error={errors.new_password}
          autoComplete="new-password"
          helper="อย่างน้อย 8 ตัวอักษร"
          required
        />
        <PasswordField
          label="ยืนยันรหัสผ่านใหม่"
          name="confirm_password"
          value={values.confirm_password}
          onValueChange={set('confirm_password')}
          error={errors.confirm_password}
          autoComplete="new-password"
          required
        />
        <Button type="submit" colorPalette="brand" size="lg" loading={reset.isPending} loadingText="กำลังบันทึก">
          ตั้งรหัสผ่านใหม่
        </Button>
        <Button type="button" variant="ghost" onClick={onRestart}>
          เริ่มใหม่
        </Button>
      </form>
    </Stack>
  );
}

const STEPS = ['ยืนยันตัวตน', 'รหัสผ่านใหม่', 'เสร็จสิ้น'] as const;

export function ForgotPage() {
  const [step, setStep] = useState<Step>(0);
  const [token, setToken] = useState('');

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl" textAlign="center">
        ลืมรหัสผ่าน
      </Heading>
      <Steps.Root step={step} count={STEPS.length} size="sm" colorPalette="brand">
        <Steps.List>
          {STEPS.map((title, index) => (
            <Steps.Item key={title} index={index} title={title}>
              <Steps.Indicator />
              <Steps.Title>{title}</Steps.Title>
              <Steps.Separator />
            </Steps.Item>
          ))}
        </Steps.List>
      </Steps.Root>
      {step === 0 && (
        <IdentityStep
          onVerified={(resetToken) => {
            setToken(resetToken);
            setStep(1);
          }}
        />
      )}
      {step === 1 && (
        <NewPasswordStep
          token={token}
          onDone={() => {
            setToken('');
            setStep(2);
          }}
          onRestart={() => {
            setToken('');
            setStep(0);
          }}
        />
      )}
      {step === 2 && (
        <Stack align="center" textAlign="center" gap="3" role="status">
          <Icon as={LuCircleCheck} boxSize="12" color="green.400" />
          <Text fontSize="lg" fontWeight="medium">
            ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว
          </Text>
          <Text color="fg.muted">กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่</Text>
          <Button asChild colorPalette="brand" size="lg" w="full">
            <Link to="/login">ไปหน้าเข้าสู่ระบบ</Link>
          </Button>
        </Stack>
      )}
      {step === 0 && (
        <Text fontSize="sm" textAlign="center">
          นึกรหัสผ่านออกแล้ว?{' '}
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <Link to="/login">เข้าสู่ระบบ</Link>
          </ChakraLink>
        </Text>
      )}
    </Stack>
  );
}
