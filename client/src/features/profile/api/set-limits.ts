import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LimitsRequest } from '#shared/api/limits.js';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { profileKeys } from './keys.js';

/** POST /api/member/limits: only the fields sent change; answers the limits as they now stand. */
export const setLimits = (request: LimitsRequest) => apiCall(CALLS.member.limitsUpdate, { body: request });

export function useSetLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLimits,
    onSuccess: (limits) => queryClient.setQueryData(profileKeys.limits(), limits),
  });
}
