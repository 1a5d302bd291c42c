import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@shared/api/paths.js';
import type { LimitsRequest, LimitsResponse } from '@shared/api/limits.js';
import { apiPost } from '../../../lib/api-client.js';
import { profileKeys } from './keys.js';

/** POST /api/member/limits: only the fields sent change; answers the limits as they now stand. */
export const setLimits = (request: LimitsRequest) => apiPost<LimitsResponse>(API.member.limits, request);

export function useSetLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLimits,
    onSuccess: (limits) => queryClient.setQueryData(profileKeys.limits(), limits),
  });
}
