import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { promotionKeys } from './keys.js';

/** POST /api/promotion/accept: the promotion waits for the member's next deposit. */
export const acceptPromotion = (promotionId: number) => apiCall(CALLS.promotion.accept, { body: { promotion_id: promotionId } });

export function useAcceptPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPromotion,
    onSuccess: (active) => queryClient.setQueryData(promotionKeys.active(), active),
  });
}
