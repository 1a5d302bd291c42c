import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { affiliateKeys } from './keys.js';

/** GET /api/affiliate/v2/transactions?page: commission per day and level, with the turnover and rate it came from. */
export const getAffiliateDays = (page: number, signal?: AbortSignal) => apiCall(CALLS.affiliate.transactionsV2, { query: { page }, signal });

export const affiliateDaysQueryOptions = (page: number) =>
  queryOptions({
    queryKey: affiliateKeys.days(page),
    queryFn: ({ signal }) => getAffiliateDays(page, signal),
    placeholderData: keepPreviousData,
  });

export function useAffiliateDays(page: number) {
  return useQuery(affiliateDaysQueryOptions(page));
}
