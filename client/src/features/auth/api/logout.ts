import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { API } from '@shared/api/paths.js';
import { TH } from '@shared/messages.th.js';
import { TOAST_MS } from '@shared/constants.js';
import { apiPost } from '../../../lib/api-client.js';
import { session } from '../../../lib/session.js';
import { notify } from '../../../components/ui/toaster.js';

/** POST /api/logout: revokes the token. A 401 here is the caller's business, not a redirect. */
export const logout = (): Promise<unknown> => apiPost<unknown>(API.auth.logout, {}, { skipAuthRedirect: true });

/**
 * Spec §4: call the server, clear the user and user info, go to the index
 * route, show the success toast. On failure the error is only logged (§8).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      session.clear();
      queryClient.clear();
      navigate('/');
      notify.success(TH.logoutSuccess, TOAST_MS.logout);
    },
    onError: (error) => {
      console.warn('logout failed', error);
    },
  });
}
