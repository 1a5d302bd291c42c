import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@shared/api/paths.js';
import type { ActivePromotion } from '@shared/api/promotion.js';
import { apiPost } from '../../../lib/api-client.js';
import { promotionKeys } from './keys.js';

/** POST /api/promotion/accept: the promotion waits for the member's next deposit. */
export const acceptPromotion = (promotionId: number) => apiPost<ActivePromotion>(API.promotion.accept, { promotion_id: promotionId });

export function useAcceptPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPromotion,
    onSuccess: (active) => queryClient.setQueryData(promotionKeys.active(), active),
  });
}
