import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { affiliateKeys } from './keys.js';

/** GET /api/affiliate/summary: the member's code and link, clicks, sign-ups, each level's figures and the commission balance. */
export const getAffiliateSummary = (signal?: AbortSignal) => apiCall(CALLS.affiliate.summary, { signal });

export const affiliateSummaryQueryOptions = () =>
  queryOptions({
    queryKey: affiliateKeys.summary(),
    queryFn: ({ signal }) => getAffiliateSummary(signal),
  });

export function useAffiliateSummary() {
  return useQuery(affiliateSummaryQueryOptions());
}
