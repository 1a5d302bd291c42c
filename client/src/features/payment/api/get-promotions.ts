import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { useSession } from '#client/lib/session.js';
import { ACTIVE_PROMOTION_QUERY_KEY, promotionListQueryKey } from './keys.js';

/**
 * The deposit form's promotion choice reads the promotions area's calls. Features
 * do not import each other, so the fetchers are repeated here under the same
 * query keys: both areas share one cache entry.
 */
export const getPromotions = (signal?: AbortSignal) => apiCall(CALLS.promotion.list, { signal });
export const getActivePromotion = (signal?: AbortSignal) => apiCall(CALLS.promotion.active, { signal });

export const depositPromotionsQueryOptions = (username: string | null) =>
  queryOptions({ queryKey: promotionListQueryKey(username), queryFn: ({ signal }) => getPromotions(signal), staleTime: 60_000 });

export const depositActivePromotionQueryOptions = () =>
  queryOptions({ queryKey: ACTIVE_PROMOTION_QUERY_KEY, queryFn: ({ signal }) => getActivePromotion(signal) });

/** The member's list: each promotion says whether its rule lets them take it now. */
export function useDepositPromotions() {
  return useQuery(depositPromotionsQueryOptions(useSession()?.user.username ?? null));
}

export function useDepositActivePromotion() {
  return useQuery(depositActivePromotionQueryOptions());
}
