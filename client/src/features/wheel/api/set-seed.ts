import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WheelSeedRequest } from '#shared/api/wheel.js';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { wheelKeys } from './keys.js';

/**
 * POST /api/wheel/seed: a new client seed and/or a rotation. Either ends the
 * current seed (its server seed is revealed) and commits a new one, whose
 * table may be newer: the config is read again.
 */
export const setWheelSeed = (request: WheelSeedRequest) => apiCall(CALLS.wheel.seedSet, { body: request });

export function useSetWheelSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWheelSeed,
    onSuccess: (state) => {
      queryClient.setQueryData(wheelKeys.seed(), state);
      void queryClient.invalidateQueries({ queryKey: wheelKeys.config() });
    },
  });
}
