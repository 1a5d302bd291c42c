import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WheelRewardRequest } from '#shared/api/wheel.js';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { wheelKeys } from './keys.js';
import { onSpun } from './on-spun.js';

export interface ClaimRewardVariables {
  request: WheelRewardRequest;
  /** One key per spin claimed: a retry after a lost answer is the same claim. */
  idempotencyKey: string;
}

/** POST /api/wheel/reward: an item prize is marked for the agent to deliver. */
export const claimWheelReward = ({ request, idempotencyKey }: ClaimRewardVariables) =>
  apiCall(CALLS.wheel.reward, { body: request, idempotencyKey });

export function useClaimWheelReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimWheelReward,
    onSuccess: (spin) => {
      onSpun(queryClient, spin);
      // The config lists the prizes still to claim: this one leaves it.
      void queryClient.invalidateQueries({ queryKey: wheelKeys.config() });
    },
  });
}
