import { useMutation } from '@tanstack/react-query';
import { API } from '@shared/api/paths.js';
import type { ChangePasswordRequest } from '@shared/api/auth.js';
import { apiPost } from '../../../lib/api-client.js';

/** POST /api/member/change_password */
export const changePassword = (request: ChangePasswordRequest) => apiPost<unknown>(API.auth.changePassword, request);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
