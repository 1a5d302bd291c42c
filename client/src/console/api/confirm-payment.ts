import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import { consoleCall } from './console-client.js';
import { paymentsQueryOptions } from './get-payments.js';

/** POST /agent/payments/:ref/confirm: credits the deposit; the member sees it live. */
export const confirmPayment = (ref: string) => consoleCall(consoleCalls.paymentConfirm, { params: { ref } });

export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsQueryOptions().queryKey }),
  });
}
