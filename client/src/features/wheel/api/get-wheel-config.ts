import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { wheelKeys } from './keys.js';

/** GET /api/wheel/config_v2: the prizes of the member's current seed's table, the points cost and free spins. */
export const getWheelConfig = (signal?: AbortSignal) => apiCall(CALLS.wheel.configV2, { signal });

export const wheelConfigQueryOptions = () =>
  queryOptions({
    queryKey: wheelKeys.config(),
    queryFn: ({ signal }) => getWheelConfig(signal),
  });

/** The spec's `wheelConfig` (its `prizeList` is `.prizes`). */
export function useWheelConfig() {
  return useQuery(wheelConfigQueryOptions());
}
