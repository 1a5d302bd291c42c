import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import { consoleCall } from './console-client.js';
import { withdrawalsQueryOptions } from './get-withdrawals.js';

/** POST /agent/withdrawals/:id/approve: the agent has transferred the money. */
export const approveWithdrawal = (id: number) => consoleCall(consoleCalls.withdrawalApprove, { params: { id } });

export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalsQueryOptions().queryKey }),
  });
}
