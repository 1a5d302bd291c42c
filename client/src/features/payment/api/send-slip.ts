import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MemberSlip } from '#shared/api/payment-slips.js';
import { CALLS } from '#shared/api/registry.js';
import { apiUpload } from '#client/lib/api-client.js';
import { paymentKeys, WALLETS_QUERY_KEY } from './keys.js';

export interface SendSlipVariables {
  /** the slip's image (JPEG, PNG or WebP), already scaled down when it was large */
  file: Blob;
  /** the pending deposit it pays; null when the member transferred without starting one */
  ref: string | null;
}

/**
 * POST /api/member/payment/slip?ref=: the image itself as the body. No
 * idempotency key: the server claims the slip's bank reference once, ever.
 */
export const sendSlip = ({ file, ref }: SendSlipVariables) => apiUpload(CALLS.payment.slipUpload, file, { query: { ref: ref ?? undefined } });

/** After any slip answer: the list shows it, and a credited slip paid the deposit (its status and the page's deposit). */
export function refreshAfterSlip(queryClient: QueryClient, slip: MemberSlip): void {
  void queryClient.invalidateQueries({ queryKey: paymentKeys.slips() });
  if (slip.status !== 'credited') return;
  void queryClient.invalidateQueries({ queryKey: paymentKeys.statuses() });
  void queryClient.invalidateQueries({ queryKey: paymentKeys.deposits() });
  // The `wallets` topic pushes the new balance; this covers a socket that is down.
  void queryClient.invalidateQueries({ queryKey: WALLETS_QUERY_KEY });
}

export function useSendSlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSlip,
    onSuccess: (slip) => refreshAfterSlip(queryClient, slip),
  });
}
