import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AffiliateSummary } from '#shared/api/affiliate.js';
import { CALLS } from '#shared/api/registry.js';
import { apiCall, isRefusal } from '#client/lib/api-client.js';
import { applyWallets } from '#client/member-data/apply-wallets.js';
import { affiliateKeys } from './keys.js';

/** POST /api/affiliate/redeem: the whole commission balance into the main wallet, with the key of this redeem. */
export const redeemCommission = (idempotencyKey: string) => apiCall(CALLS.affiliate.redeem, { idempotencyKey });

/** A refusal (below the minimum): it changed nothing, so the next tap is a new redeem. */

export function useRedeemCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCommission,
    onSuccess: (answer) => {
      applyWallets(queryClient, answer.wallets);
      queryClient.setQueryData<AffiliateSummary>(
        affiliateKeys.summary(),
        (summary) => summary && { ...summary, balance: answer.balance, total_redeemed: summary.total_redeemed + answer.redeemed },
      );
      void queryClient.invalidateQueries({ queryKey: affiliateKeys.all });
    },
    onError: (error) => {
      if (isRefusal(error)) void queryClient.invalidateQueries({ queryKey: affiliateKeys.summary() });
    },
  });
}
