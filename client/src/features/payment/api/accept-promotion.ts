import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { ACTIVE_PROMOTION_QUERY_KEY } from './keys.js';

/** POST /api/promotion/accept from the deposit form (same call and cache entry as the promotions area). */
export const acceptPromotionForDeposit = (promotionId: number) => apiCall(CALLS.promotion.accept, { body: { promotion_id: promotionId } });

export function useAcceptPromotionForDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPromotionForDeposit,
    onSuccess: (active) => queryClient.setQueryData(ACTIVE_PROMOTION_QUERY_KEY, active),
  });
}
