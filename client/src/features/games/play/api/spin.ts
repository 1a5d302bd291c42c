import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SLOT_API, type SlotSpinResponse } from '@shared/games/slot-api.js';
import { playKeys } from './keys.js';
import { slotRequest } from './slot-request.js';

/** POST /games/api/spin: the provider decides the whole spin (and its free spins) before the reels move. */
export const spinSlot = (session: string, betThb: number) => slotRequest<SlotSpinResponse>(SLOT_API.spin, { bet: betThb }, session);

export function useSpinSlot(session: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (betThb: number) => spinSlot(session, betThb),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: playKeys.history(session) }),
  });
}
