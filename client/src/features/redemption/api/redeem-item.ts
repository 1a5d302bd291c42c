import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RedemptionRequest } from '#shared/api/redemption.js';
import { CALLS } from '#shared/api/registry.js';
import { apiCall, isRefusal } from '#client/lib/api-client.js';
import { POINTS_QUERY_KEY, redemptionKeys, WALLETS_QUERY_KEY } from './keys.js';

export interface RedeemItemVariables {
  request: RedemptionRequest;
  /** One key per confirmed item: a retry after a lost answer never spends the points twice. */
  idempotencyKey: string;
}

/** POST /api/redemption/redeem: points out, the reward in (credit, free spins or a goods claim). */
export const redeemItem = ({ request, idempotencyKey }: RedeemItemVariables) => apiCall(CALLS.redemption.redeem, { body: request, idempotencyKey });

/** A refusal (out of stock, a limit, too few points...): it changed nothing, so the next try is a new redeem. */

export function useRedeemItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemItem,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: redemptionKeys.all });
      void queryClient.invalidateQueries({ queryKey: WALLETS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: POINTS_QUERY_KEY });
    },
    onError: (error, { request }) => {
      // The shop moved under the member (stock, limits, points): show it as it is now.
      if (!isRefusal(error)) return;
      void queryClient.invalidateQueries({ queryKey: redemptionKeys.list() });
      void queryClient.invalidateQueries({ queryKey: redemptionKeys.calc(request.item_id) });
    },
  });
}
