import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleCalls } from '@shared/api/agent-console.js';
import { agentCall } from './agent-client.js';
import { withdrawalsQueryOptions } from './get-withdrawals.js';

/** POST /agent/withdrawals/:id/approve: the agent has transferred the money. */
export const approveWithdrawal = (id: number) => agentCall(consoleCalls.withdrawalApprove, { params: { id } });

export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalsQueryOptions().queryKey }),
  });
}
