import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { OperatorDecisionRequest } from '#shared/api/operator.js';
import { consoleCall } from './console-client.js';
import { paymentsQueryOptions } from './get-payments.js';

/** POST /agent/payments/:ref/reject { reason? } */
export const rejectPayment = ({ ref, reason }: { ref: string } & OperatorDecisionRequest) =>
  consoleCall(consoleCalls.paymentReject, { params: { ref }, body: reason ? { reason } : {} });

export function useRejectPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsQueryOptions().queryKey }),
  });
}
