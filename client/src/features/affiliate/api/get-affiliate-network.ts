import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import type { AffiliateLevel } from '../format.js';
import { affiliateKeys } from './keys.js';

/** POST /api/affiliate/network: a page of the member's downline at one level, names masked. A read, so a query. */
export const getAffiliateNetwork = (level: AffiliateLevel, page: number, signal?: AbortSignal) =>
  apiCall(CALLS.affiliate.network, { body: { level, page }, signal });

export const affiliateNetworkQueryOptions = (level: AffiliateLevel, page: number) =>
  queryOptions({
    queryKey: affiliateKeys.network(level, page),
    queryFn: ({ signal }) => getAffiliateNetwork(level, page, signal),
    placeholderData: keepPreviousData,
  });

export function useAffiliateNetwork(level: AffiliateLevel, page: number) {
  return useQuery(affiliateNetworkQueryOptions(level, page));
}
