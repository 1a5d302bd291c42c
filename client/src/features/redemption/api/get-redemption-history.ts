import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { redemptionKeys } from './keys.js';

/** GET /api/redemption/history?page=: the member's redemptions, newest first, with the goods claim state. */
export const getRedemptionHistory = (page: number, signal?: AbortSignal) => apiCall(CALLS.redemption.history, { query: { page }, signal });

export const redemptionHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: redemptionKeys.history(page),
    queryFn: ({ signal }) => getRedemptionHistory(page, signal),
    placeholderData: keepPreviousData,
  });

export function useRedemptionHistory(page: number) {
  return useQuery(redemptionHistoryQueryOptions(page));
}
