import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateQrRequest } from '#shared/api/payment.js';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { paymentKeys } from './keys.js';

export interface GenerateQrVariables {
  request: GenerateQrRequest;
  /** One key per confirmed deposit: a retry after a lost answer sends it again and gets the same deposit. */
  idempotencyKey: string;
}

/** POST /api/member/payment/generate_qr: a pending deposit with its ref, QR (PromptPay) and expiry. */
export const generateQr = ({ request, idempotencyKey }: GenerateQrVariables) =>
  apiCall(CALLS.payment.generateQr, { body: request, idempotencyKey });

export function useGenerateQr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateQr,
    onSuccess: (deposit) => {
      // The payment page opens on this deposit without asking again.
      queryClient.setQueryData(paymentKeys.deposit(deposit.ref), deposit);
      void queryClient.invalidateQueries({ queryKey: paymentKeys.deposit(null) });
    },
  });
}
