import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { redemptionKeys } from './keys.js';

/**
 * POST /api/redemption/calc: what a redeem of the item would do now (cost,
 * points after, the refusal it would get). It changes nothing, so it is read
 * as a query; always fresh, since stock and points move under it.
 */
export const calcRedemption = (itemId: number, signal?: AbortSignal) => apiCall(CALLS.redemption.calc, { body: { item_id: itemId }, signal });

export const redemptionCalcQueryOptions = (itemId: number) =>
  queryOptions({
    queryKey: redemptionKeys.calc(itemId),
    queryFn: ({ signal }) => calcRedemption(itemId, signal),
    staleTime: 0,
  });

export function useRedemptionCalc(itemId: number) {
  return useQuery(redemptionCalcQueryOptions(itemId));
}
