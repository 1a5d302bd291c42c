import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { OperatorDecisionRequest } from '#shared/api/operator.js';
import { consoleCall } from './console-client.js';
import { withdrawalsQueryOptions } from './get-withdrawals.js';

/** POST /agent/withdrawals/:id/reject { reason? }: the amount goes back to the member's wallet. */
export const rejectWithdrawal = ({ id, reason }: { id: number } & OperatorDecisionRequest) =>
  consoleCall(consoleCalls.withdrawalReject, { params: { id }, body: reason ? { reason } : {} });

export function useRejectWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalsQueryOptions().queryKey }),
  });
}
