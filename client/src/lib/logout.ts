import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { CALLS } from '#shared/api/registry.js';
import { TH } from '#shared/messages.th.js';
import { TOAST_MS } from '#shared/constants.js';
import { apiCall } from './api-client.js';
import { session } from './session.js';
import { notify } from '#client/components/ui/toaster.js';

/** POST /api/logout: revokes the token. A 401 here is the caller's business, not a redirect. */
export const logout = () => apiCall(CALLS.auth.logout, { skipAuthRedirect: true });

/**
 * The member menu (a shared component) ends the session, so this lives below
 * the features, beside the session it clears; login and register stay in
 * features/auth, the only place that starts one.
 *
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
