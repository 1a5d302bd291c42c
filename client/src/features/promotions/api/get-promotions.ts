import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@shared/api/paths.js';
import type { PromotionListResponse } from '@shared/api/promotion.js';
import { apiGet } from '../../../lib/api-client.js';
import { promotionKeys } from './keys.js';

/** GET /api/promotion/list (public): the agent's promotions. */
export const getPromotions = (signal?: AbortSignal) => apiGet<PromotionListResponse>(API.promotion.list, undefined, { signal });

export const promotionsQueryOptions = () =>
  queryOptions({ queryKey: promotionKeys.list(), queryFn: ({ signal }) => getPromotions(signal), staleTime: 60_000 });

export function usePromotions() {
  return useQuery(promotionsQueryOptions());
}
