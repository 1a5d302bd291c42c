import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import type { WithdrawRequest } from '#shared/api/withdraw.js';
import { apiCall } from '#client/lib/api-client.js';
import { applyWallets } from '#client/member-data/apply-wallets.js';
import { withdrawKeys } from './keys.js';

export interface CreateWithdrawVariables {
  request: WithdrawRequest;
  /** One key per confirmed request: a retry after a lost answer never withdraws twice. */
  idempotencyKey: string;
}

/** POST /api/member/withdraw: the amount leaves the main wallet at once; the agent approves or refunds. */
export const createWithdraw = ({ request, idempotencyKey }: CreateWithdrawVariables) =>
  apiCall(CALLS.member.withdraw, { body: request, idempotencyKey });

export function useCreateWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdraw,
    onSuccess: (answer) => {
      applyWallets(queryClient, answer.wallets);
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
    },
  });
}
