import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '@shared/api/registry.js';
import { apiCall } from '../../../lib/api-client.js';
import { promotionKeys } from './keys.js';

/** GET /api/promotion/list (public): the agent's promotions. */
export const getPromotions = (signal?: AbortSignal) => apiCall(CALLS.promotion.list, { signal });

export const promotionsQueryOptions = () =>
  queryOptions({ queryKey: promotionKeys.list(), queryFn: ({ signal }) => getPromotions(signal), staleTime: 60_000 });

export function usePromotions() {
  return useQuery(promotionsQueryOptions());
}
