import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall, isRefusal } from '#client/lib/api-client.js';
import { cashbackKeys } from './keys.js';
import { onRefundClaimed } from './on-refund-claimed.js';

/** POST /api/cashback/loss/claim with the key of this claim (kept across retries until an answer). */
export const claimLossRefund = (idempotencyKey: string) => apiCall(CALLS.cashback.lossClaim, { idempotencyKey });

/** A refusal (nothing to claim, already claimed, too late): it changed nothing, so the next tap is a new claim. */

export function useClaimLossRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimLossRefund,
    onSuccess: (claim) => onRefundClaimed(queryClient, claim),
    onError: (error) => {
      // The refund moved under the member (claimed elsewhere, expired): show it as it is now.
      if (isRefusal(error)) void queryClient.invalidateQueries({ queryKey: cashbackKeys.loss() });
    },
  });
}
