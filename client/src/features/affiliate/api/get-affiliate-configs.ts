import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { affiliateKeys } from './keys.js';

/** GET /api/affiliate/v2/configs: the three levels' rates, the redeem minimum and the products that count (public). */
export const getAffiliateConfigs = (signal?: AbortSignal) => apiCall(CALLS.affiliate.configs, { signal });

export const affiliateConfigsQueryOptions = () =>
  queryOptions({
    queryKey: affiliateKeys.configs(),
    queryFn: ({ signal }) => getAffiliateConfigs(signal),
    staleTime: 5 * 60_000,
  });

export function useAffiliateConfigs() {
  return useQuery(affiliateConfigsQueryOptions());
}
