import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { useIsLoggedIn } from '#client/lib/session.js';
import { promotionKeys } from './keys.js';

/** GET /api/promotion/active: the member's accepted or active promotion with its progress, or null. */
export const getActivePromotion = (signal?: AbortSignal) => apiCall(CALLS.promotion.active, { signal });

export const activePromotionQueryOptions = () =>
  queryOptions({ queryKey: promotionKeys.active(), queryFn: ({ signal }) => getActivePromotion(signal) });

export function useActivePromotion() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...activePromotionQueryOptions(), enabled: loggedIn });
}
