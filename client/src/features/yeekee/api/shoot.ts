import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShootRequest } from '#shared/api/lotto/yeekee.js';
import { CALLS } from '#shared/api/registry.js';
import { ErrorCode } from '#shared/errors.js';
import { apiCall, refusalDataOf } from '#client/lib/api-client.js';
import { yeekeeKeys } from './keys.js';

/** POST /api/lotto/yeekee/shoot: the shot as stored (with its `seq`) and when the member may shoot again. */
export const shoot = (request: ShootRequest) => apiCall(CALLS.lotto.yeekeeShoot, { body: request });

/**
 * Shooting; `next_shot_at` goes into the cache so the cooldown survives moving
 * between rounds (the server's limit is per member, not per round).
 */
export function useShoot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shoot,
    onSuccess: (answer) => {
      queryClient.setQueryData(yeekeeKeys.nextShotAt(), answer.next_shot_at);
    },
    // A refusal for shooting too soon says when the next shot is allowed (after a reload, say).
    onError: (error) => {
      const nextShotAt = refusalDataOf(error, ErrorCode.SHOT_TOO_SOON)?.next_shot_at;
      if (nextShotAt) queryClient.setQueryData(yeekeeKeys.nextShotAt(), nextShotAt);
    },
  });
}

/** When this member may shoot again (ISO time), or null when no shot was made here. */
export function useNextShotAt(): string | null {
  const { data } = useQuery<string | null>({
    queryKey: yeekeeKeys.nextShotAt(),
    queryFn: () => null,
    // Written by the mutation only; never fetched.
    enabled: false,
    gcTime: Infinity,
  });
  return data ?? null;
}
