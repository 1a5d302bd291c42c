import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { profileKeys } from './keys.js';

/** GET /api/member/limits: each limit now, a looser value waiting for its date, today's use, time-out and exclusion. */
export const getLimits = (signal?: AbortSignal) => apiCall(CALLS.member.limits, { signal });

export const limitsQueryOptions = () => queryOptions({ queryKey: profileKeys.limits(), queryFn: ({ signal }) => getLimits(signal) });

export function useLimits() {
  return useQuery(limitsQueryOptions());
}
