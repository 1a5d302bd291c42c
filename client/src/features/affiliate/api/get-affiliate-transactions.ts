import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { affiliateKeys } from './keys.js';

/** GET /api/affiliate/transactions?page: the commission balance's entries (earned, redeemed), newest first. */
export const getAffiliateTransactions = (page: number, signal?: AbortSignal) =>
  apiCall(CALLS.affiliate.transactions, { query: { page }, signal });

export const affiliateTransactionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: affiliateKeys.transactions(page),
    queryFn: ({ signal }) => getAffiliateTransactions(page, signal),
    placeholderData: keepPreviousData,
  });

export function useAffiliateTransactions(page: number) {
  return useQuery(affiliateTransactionsQueryOptions(page));
}
