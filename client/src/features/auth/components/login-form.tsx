/** Phone + password login; checks with the shared schema, shows server refusals beside the fields. */
import { useState, type FormEvent } from 'react';
import { Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { ZLoginRequest } from '@shared/api/auth.js';
import { TH } from '@shared/messages.th.js';
import { TOAST_MS } from '@shared/constants.js';
import { notify } from '../../../components/ui/toaster.js';
import { useLogin } from '../api/login.js';
import { FORM_ERROR, serverErrors, validate, type FieldErrorMap } from './form-errors.js';
import { FormError, PasswordField, TextField } from './fields.js';
import { SubmitButton } from '../../../components/ui/submit-button.js';

const FIELDS = ['username', 'password'] as const;

/**
 * `onLoggedIn` replaces the default of going to the member page: the login
 * modal stays where the visitor was and carries on with what they tapped.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn?: () => void } = {}) {
  const navigate = useNavigate();
  const login = useLogin();
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrorMap>({});

  const set = (field: (typeof FIELDS)[number]) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, [FORM_ERROR]: _form, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(ZLoginRequest, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    login.mutate(checked.data, {
      onSuccess: (response) => {
        notify.success(TH.welcome(response.user.username), TOAST_MS.welcome);
        if (onLoggedIn) onLoggedIn();
        else void navigate('/member', { replace: true });
      },
      onError: (error) => setErrors(serverErrors(error, FIELDS)),
    });
  };

  return (
    <Stack asChild gap="4">
      <form method="post" onSubmit={onSubmit} noValidate aria-label="เข้าสู่ระบบ">
        <FormError message={errors[FORM_ERROR]} />
        <TextField
          label="เบอร์โทรศัพท์"
          name="username"
          value={values.username}
          onValueChange={set('username')}
          error={errors.username}
          inputMode="tel"
          autoComplete="username"
          placeholder="0812345678"
          required
        />
        <PasswordField
          label="รหัสผ่าน"
          name="password"
          value={values.password}
          onValueChange={set('password')}
          error={errors.password}
          autoComplete="current-password"
          required
        />
        <SubmitButton colorPalette="brand" size="lg" loading={login.isPending} loadingText="กำลังเข้าสู่ระบบ">
          เข้าสู่ระบบ
        </SubmitButton>
      </form>
    </Stack>
  );
}
