import { useMutation } from '@tanstack/react-query';
import { API } from '@shared/api/paths.js';
import type { LoginRequest, LoginResponse } from '@shared/api/auth.js';
import { apiPost } from '../../../lib/api-client.js';
import { session } from '../../../lib/session.js';
import { startSession } from './start-session.js';

/** POST /api/login. A refusal is HTTP 200 with a non-zero error, so no 401 redirect applies. */
export const login = (body: LoginRequest): Promise<LoginResponse> =>
  apiPost<LoginResponse>(API.auth.login, body, { skipAuthRedirect: true });

/** Spec §4: success sets the bearer token and the user; failure clears the user. */
export function useLogin() {
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: login,
    onSuccess: startSession,
    onError: () => session.clear(),
  });
}
