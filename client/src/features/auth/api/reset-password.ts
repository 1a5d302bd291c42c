import { useMutation } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import type { ResetPasswordRequest, ResetPasswordV2Request } from '#shared/api/auth.js';
import { apiCall } from '#client/lib/api-client.js';

/** Step 1, POST /api/reset_password: a one-time code to the phone, or "ask the agent for a link". */
export const resetPassword = (body: ResetPasswordRequest) => apiCall(CALLS.auth.resetPassword, { body, skipAuthRedirect: true });

/** Step 2, POST /api/reset_password_v2: the SMS code or the link sets the new password. */
export const resetPasswordV2 = (body: ResetPasswordV2Request) => apiCall(CALLS.auth.resetPasswordV2, { body, skipAuthRedirect: true });

export function useResetPassword() {
  return useMutation({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });
}

export function useResetPasswordV2() {
  return useMutation({ mutationKey: ['auth', 'reset-password-v2'], mutationFn: resetPasswordV2 });
}
