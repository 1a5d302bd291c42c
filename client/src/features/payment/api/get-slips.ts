import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { paymentKeys } from './keys.js';

/** GET /api/member/payment/slips: the member's latest slips with their status and reason. */
export const getSlips = (signal?: AbortSignal) => apiCall(CALLS.payment.slips, { signal });

export const slipsQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.slips(),
    queryFn: ({ signal }) => getSlips(signal),
    staleTime: 30_000,
  });

/**
 * Member pages render only in the browser (RequireMember waits for hydration),
 * so the list is read there, after the page has hydrated; no loader fills it.
 */
export function useSlips() {
  return useQuery(slipsQueryOptions());
}
