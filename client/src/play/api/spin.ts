import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SLOT_API, type SlotSpinRequest, type SlotSpinResponse } from '@shared/games/slot-api.js';
import { playKeys } from './keys.js';
import { slotRequest } from '../../game-data/slot-request.js';

export interface SpinAsk {
  /** the member's chosen bet, THB (a free spin stakes its credit's bet instead) */
  bet: number;
  /** play one spin of the launch's free-spin credit */
  freeSpin: boolean;
}

/** POST /games/api/spin: the provider decides the whole spin (and its free spins) before the reels move. */
export const spinSlot = (session: string, { bet, freeSpin }: SpinAsk) =>
  slotRequest<SlotSpinResponse>(SLOT_API.spin, { bet, free_spin: freeSpin } satisfies SlotSpinRequest, session);

export function useSpinSlot(session: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ask: SpinAsk) => spinSlot(session, ask),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: playKeys.history(session) }),
  });
}
