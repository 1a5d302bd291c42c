import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENT } from '@shared/api/paths.js';
import type { OperatorDecisionRequest, OperatorWithdrawalDecision } from '@shared/api/operator.js';
import { agentRequest } from './agent-client.js';
import { withdrawalsQueryOptions } from './get-withdrawals.js';

/** POST /agent/withdrawals/:id/reject { reason? }: the amount goes back to the member's wallet. */
export const rejectWithdrawal = ({ id, reason }: { id: number } & OperatorDecisionRequest) =>
  agentRequest<OperatorWithdrawalDecision>(`${AGENT.withdrawals}/${id}/reject`, { body: reason ? { reason } : {} });

export function useRejectWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalsQueryOptions().queryKey }),
  });
}
