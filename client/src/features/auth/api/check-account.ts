import { useMutation } from '@tanstack/react-query';
import { API } from '@shared/api/paths.js';
import type { CheckAccountRequest, CheckAccountResponse } from '@shared/api/auth.js';
import { apiPost } from '../../../lib/api-client.js';

/** POST /api/check_account: is this phone or bank account already a member's? */
export const checkAccount = (body: CheckAccountRequest): Promise<CheckAccountResponse> =>
  apiPost<CheckAccountResponse>(API.auth.checkAccount, body, { skipAuthRedirect: true });

/** Asked on blur of a field, so a mutation (an action), not a cached query. */
export function useCheckAccount() {
  return useMutation({ mutationKey: ['auth', 'check-account'], mutationFn: checkAccount });
}
