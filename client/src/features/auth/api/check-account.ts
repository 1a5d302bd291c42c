import { useMutation } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import type { CheckAccountRequest } from '#shared/api/auth.js';
import { apiCall } from '#client/lib/api-client.js';

/** POST /api/check_account: is this phone or bank account already a member's? */
export const checkAccount = (body: CheckAccountRequest) => apiCall(CALLS.auth.checkAccount, { body, skipAuthRedirect: true });

/** Asked on blur of a field, so a mutation (an action), not a cached query. */
export function useCheckAccount() {
  return useMutation({ mutationKey: ['auth', 'check-account'], mutationFn: checkAccount });
}
