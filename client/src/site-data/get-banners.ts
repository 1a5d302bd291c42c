import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { DEFAULT_AGENT_CODE } from '#shared/constants.js';
import { apiCall } from '#client/lib/api-client.js';

/** GET /api/banner with the site's fixed agent code (docs/product.md §9). */
export const getBanners = () => apiCall(CALLS.agent.banner, { query: { agent_code: DEFAULT_AGENT_CODE } });

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: ['agent', 'banners'] as const,
    queryFn: getBanners,
    staleTime: 5 * 60_000,
  });

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
