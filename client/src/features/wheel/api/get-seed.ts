import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { wheelKeys } from './keys.js';

/** GET /api/wheel/seed: the committed hash, client seed, next nonce and the revealed seeds with their spins. */
export const getWheelSeed = (signal?: AbortSignal) => apiCall(CALLS.wheel.seed, { signal });

export const wheelSeedQueryOptions = () =>
  queryOptions({
    queryKey: wheelKeys.seed(),
    queryFn: ({ signal }) => getWheelSeed(signal),
  });

export function useWheelSeed() {
  return useQuery(wheelSeedQueryOptions());
}
