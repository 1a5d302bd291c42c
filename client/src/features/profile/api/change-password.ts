import { useMutation } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import type { ChangePasswordRequest } from '#shared/api/auth.js';
import { apiCall } from '#client/lib/api-client.js';

/** POST /api/member/change_password: the member's other sessions are revoked, this one stays. */
export const changePassword = (body: ChangePasswordRequest) => apiCall(CALLS.auth.changePassword, { body });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
