import { useMutation } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import type { RegisterRequest } from '#shared/api/auth.js';
import { apiCall } from '#client/lib/api-client.js';
import { startSession } from './start-session.js';

/** POST /api/register: answers like login, the new member is logged in. */
export const register = (body: RegisterRequest) => apiCall(CALLS.auth.register, { body, skipAuthRedirect: true });

export function useRegister() {
  return useMutation({
    mutationKey: ['auth', 'register'],
    mutationFn: register,
    onSuccess: startSession,
  });
}
