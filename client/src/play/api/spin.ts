import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playKeys } from './keys.js';
import { gameCall } from '#client/game-data/slot-request.js';
import { GAME_CALLS } from '#shared/games/game-calls.js';

export interface SpinAsk {
  /** the member's chosen bet, THB (a free spin stakes its credit's bet instead) */
  bet: number;
  /** play one spin of the launch's free-spin credit */
  freeSpin: boolean;
}

/** POST /games/api/spin: the provider decides the whole spin (and its free spins) before the reels move. */
export const spinSlot = (session: string, { bet, freeSpin }: SpinAsk) =>
  gameCall(GAME_CALLS.spin, { bet, free_spin: freeSpin }, session);

export function useSpinSlot(session: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ask: SpinAsk) => spinSlot(session, ask),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: playKeys.history(session) }),
  });
}
