import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENT } from '@shared/api/paths.js';
import type { OperatorDecisionRequest, OperatorPaymentDecision } from '@shared/api/operator.js';
import { agentRequest } from './agent-client.js';
import { paymentsQueryOptions } from './get-payments.js';

/** POST /agent/payments/:ref/reject { reason? } */
export const rejectPayment = ({ ref, reason }: { ref: string } & OperatorDecisionRequest) =>
  agentRequest<OperatorPaymentDecision>(`${AGENT.payments}/${encodeURIComponent(ref)}/reject`, { body: reason ? { reason } : {} });

export function useRejectPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsQueryOptions().queryKey }),
  });
}
