import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { useSession } from '#client/lib/session.js';
import { promotionKeys } from './keys.js';

/** GET /api/promotion/list (public): the agent's promotions; with the member's token, which ones their rules refuse them. */
export const getPromotions = (signal?: AbortSignal) => apiCall(CALLS.promotion.list, { signal });

export const promotionsQueryOptions = (username: string | null) =>
  queryOptions({ queryKey: promotionKeys.list(username), queryFn: ({ signal }) => getPromotions(signal), staleTime: 60_000 });

export function usePromotions() {
  const username = useSession()?.user.username ?? null;
  // Logging in switches to the member's list; the visitor's stays on screen until it arrives.
  return useQuery({ ...promotionsQueryOptions(username), placeholderData: keepPreviousData });
}
