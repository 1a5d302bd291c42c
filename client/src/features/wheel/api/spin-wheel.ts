import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall, isRefusal } from '#client/lib/api-client.js';
import type { WheelTab } from '../format.js';
import { wheelKeys } from './keys.js';
import { onSpun } from './on-spun.js';

export interface SpinVariables {
  /** 1: a free spin (`spin`), 2: points (`spin_v2`) */
  tab: WheelTab;
  /** One key per tap, kept until an answer comes: a retry after a lost answer never pays twice. */
  idempotencyKey: string;
}

/** POST /api/wheel/spin or /spin_v2: the server draws the prize before the wheel moves. */
export const spinWheel = ({ tab, idempotencyKey }: SpinVariables) =>
  apiCall(tab === 2 ? CALLS.wheel.spinV2 : CALLS.wheel.spin, { idempotencyKey });

/** A refusal (no free spin, too few points, a time-out): it changed nothing, so the next tap is a new spin. */

export function useSpinWheel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: spinWheel,
    onSuccess: (spin) => onSpun(queryClient, spin),
    onError: (error) => {
      // The balance the member saw was stale: show it as it is now.
      if (isRefusal(error)) void queryClient.invalidateQueries({ queryKey: wheelKeys.config() });
    },
  });
}
