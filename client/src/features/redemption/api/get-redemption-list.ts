import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { redemptionKeys } from './keys.js';

/** GET /api/redemption/list: the items on sale and the member's points. */
export const getRedemptionList = (signal?: AbortSignal) => apiCall(CALLS.redemption.list, { signal });

export const redemptionListQueryOptions = () =>
  queryOptions({
    queryKey: redemptionKeys.list(),
    queryFn: ({ signal }) => getRedemptionList(signal),
  });

export function useRedemptionList() {
  return useQuery(redemptionListQueryOptions());
}
