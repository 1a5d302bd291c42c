import { useMutation } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import type { LoginRequest } from '#shared/api/auth.js';
import { apiCall } from '#client/lib/api-client.js';
import { session } from '#client/lib/session.js';
import { startSession } from './start-session.js';

/** POST /api/login. A refusal is HTTP 200 with a non-zero error, so no 401 redirect applies. */
export const login = (body: LoginRequest) => apiCall(CALLS.auth.login, { body, skipAuthRedirect: true });

/** Spec §4: success sets the bearer token and the user; failure clears the user. */
export function useLogin() {
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: login,
    onSuccess: startSession,
    onError: () => session.clear(),
  });
}
