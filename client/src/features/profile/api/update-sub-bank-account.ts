import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@shared/api/paths.js';
import type { UpdateSubBankAccountRequest } from '@shared/api/auth.js';
import { apiPost } from '../../../lib/api-client.js';
import { profileKeys } from './keys.js';

/** POST /api/member/update_sub_bank_account: adds or replaces the member's second account. */
export const updateSubBankAccount = (request: UpdateSubBankAccountRequest) => apiPost<unknown>(API.auth.updateSubBankAccount, request);

export function useUpdateSubBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubBankAccount,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileKeys.userInfo() }),
  });
}
