import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@shared/api/paths.js';
import type { LimitsResponse } from '@shared/api/limits.js';
import { apiGet } from '../../../lib/api-client.js';
import { profileKeys } from './keys.js';

/** GET /api/member/limits: each limit now, a looser value waiting for its date, today's use, time-out and exclusion. */
export const getLimits = (signal?: AbortSignal) => apiGet<LimitsResponse>(API.member.limits, undefined, { signal });

export const limitsQueryOptions = () => queryOptions({ queryKey: profileKeys.limits(), queryFn: ({ signal }) => getLimits(signal) });

export function useLimits() {
  return useQuery(limitsQueryOptions());
}
