import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '@shared/api/registry.js';
import { apiCall } from '../../../lib/api-client.js';
import { ACTIVE_PROMOTION_QUERY_KEY, PROMOTION_LIST_QUERY_KEY } from './keys.js';

/**
 * The deposit form's promotion choice reads the promotions area's calls. Features
 * do not import each other, so the fetchers are repeated here under the same
 * query keys: both areas share one cache entry.
 */
export const getPromotions = (signal?: AbortSignal) => apiCall(CALLS.promotion.list, { signal });
export const getActivePromotion = (signal?: AbortSignal) => apiCall(CALLS.promotion.active, { signal });

export const depositPromotionsQueryOptions = () =>
  queryOptions({ queryKey: PROMOTION_LIST_QUERY_KEY, queryFn: ({ signal }) => getPromotions(signal), staleTime: 60_000 });

export const depositActivePromotionQueryOptions = () =>
  queryOptions({ queryKey: ACTIVE_PROMOTION_QUERY_KEY, queryFn: ({ signal }) => getActivePromotion(signal) });

export function useDepositPromotions() {
  return useQuery(depositPromotionsQueryOptions());
}

export function useDepositActivePromotion() {
  return useQuery(depositActivePromotionQueryOptions());
}
