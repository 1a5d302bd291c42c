/** Phone + password login; checks with the shared schema, shows server refusals beside the fields. */
import { Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { ZLoginRequest } from '#shared/api/auth.js';
import { TH } from '#shared/messages.th.js';
import { TOAST_MS } from '#shared/constants.js';
import { notify } from '#client/components/ui/toaster.js';
import { useLogin } from '../api/login.js';
import { FormError, FormProvider, PasswordField, TextField, placeServerErrors, useContractForm } from '#client/components/ui/form/index.js';
import { SubmitButton } from '#client/components/ui/submit-button.js';

const FIELDS = ['username', 'password'] as const;

/**
 * `onLoggedIn` replaces the default of going to the member page: the login
 * modal stays where the visitor was and carries on with what they tapped.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn?: () => void } = {}) {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useContractForm(ZLoginRequest, { defaultValues: { username: '', password: '' } });

  const onSubmit = form.handleSubmit((request) => {
    login.mutate(request, {
      onSuccess: (response) => {
        notify.success(TH.welcome(response.user.username), TOAST_MS.welcome);
        if (onLoggedIn) onLoggedIn();
        else void navigate('/member', { replace: true });
      },
      onError: (error) => placeServerErrors(form.setError, error, FIELDS),
    });
  });

  return (
    <FormProvider {...form}>
      <Stack asChild gap="4">
        <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="เข้าสู่ระบบ">
          <FormError />
          <TextField label="เบอร์โทรศัพท์" name="username" inputMode="tel" autoComplete="username" placeholder="0812345678" required />
          <PasswordField label="รหัสผ่าน" name="password" autoComplete="current-password" required />
          <SubmitButton colorPalette="brand" size="lg" loading={login.isPending} loadingText="กำลังเข้าสู่ระบบ">
            เข้าสู่ระบบ
          </SubmitButton>
        </form>
      </Stack>
    </FormProvider>
  );
}
