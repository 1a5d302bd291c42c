import { useMutation } from '@tanstack/react-query';
import { API } from '@shared/api/paths.js';
import type { RegisterRequest, RegisterResponse } from '@shared/api/auth.js';
import { apiPost } from '../../../lib/api-client.js';
import { startSession } from './start-session.js';

/** POST /api/register: answers like login, the new member is logged in. */
export const register = (body: RegisterRequest): Promise<RegisterResponse> =>
  apiPost<RegisterResponse>(API.auth.register, body, { skipAuthRedirect: true });

export function useRegister() {
  return useMutation({
    mutationKey: ['auth', 'register'],
    mutationFn: register,
    onSuccess: startSession,
  });
}
