import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { paymentKeys } from './keys.js';

/** GET /api/member/payment/channels: the channels the agent offers, with min, max and quick amounts. */
export const getChannels = (signal?: AbortSignal) => apiCall(CALLS.payment.channels, { signal });

export const channelsQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.channels(),
    queryFn: ({ signal }) => getChannels(signal),
    staleTime: 5 * 60_000,
  });

export function useChannels() {
  return useQuery(channelsQueryOptions());
}
