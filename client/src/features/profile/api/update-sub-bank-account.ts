import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import type { UpdateSubBankAccountRequest } from '#shared/api/auth.js';
import { apiCall } from '#client/lib/api-client.js';
import { USER_INFO_QUERY_KEY } from '#client/member-data/get-user-info.js';

/** POST /api/member/update_sub_bank_account: adds or replaces the member's second account. */
export const updateSubBankAccount = (body: UpdateSubBankAccountRequest) => apiCall(CALLS.auth.updateSubBankAccount, { body });

export function useUpdateSubBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubBankAccount,
    // The member data's user-info entry (also read by the member home) asks again for the masked number.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: USER_INFO_QUERY_KEY }),
  });
}
