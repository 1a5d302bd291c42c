import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENT } from '@shared/api/paths.js';
import type { OperatorWithdrawalDecision } from '@shared/api/operator.js';
import { agentRequest } from './agent-client.js';
import { withdrawalsQueryOptions } from './get-withdrawals.js';

/** POST /agent/withdrawals/:id/approve: the agent has transferred the money. */
export const approveWithdrawal = (id: number) =>
  agentRequest<OperatorWithdrawalDecision>(`${AGENT.withdrawals}/${id}/approve`, { body: {} });

export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalsQueryOptions().queryKey }),
  });
}
