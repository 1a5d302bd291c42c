import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENT } from '@shared/api/paths.js';
import type { OperatorPaymentDecision } from '@shared/api/operator.js';
import { agentRequest } from './agent-client.js';
import { paymentsQueryOptions } from './get-payments.js';

/** POST /agent/payments/:ref/confirm: credits the deposit; the member sees it live. */
export const confirmPayment = (ref: string) =>
  agentRequest<OperatorPaymentDecision>(`${AGENT.payments}/${encodeURIComponent(ref)}/confirm`, { body: {} });

export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsQueryOptions().queryKey }),
  });
}
