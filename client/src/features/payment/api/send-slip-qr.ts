import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SlipQrRequest } from '#shared/api/payment-slips.js';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { refreshAfterSlip } from './send-slip.js';

/** POST /api/member/payment/slip_qr: the text of the slip's QR, as a camera read it (with the pending deposit's ref, if any). */
export const sendSlipQr = (request: SlipQrRequest) => apiCall(CALLS.payment.slipQr, { body: request });

export function useSendSlipQr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSlipQr,
    onSuccess: (slip) => refreshAfterSlip(queryClient, slip),
  });
}
