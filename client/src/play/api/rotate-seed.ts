import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SLOT_API, type SlotRotateResponse } from '@shared/games/slot-api.js';
import { playKeys } from './keys.js';
import { slotRequest } from '../../game-data/slot-request.js';

/** POST /games/api/seed/rotate: reveals the server seed in use and commits a new one with this client seed. */
export const rotateSlotSeed = (session: string, clientSeed: string) =>
  slotRequest<SlotRotateResponse>(SLOT_API.rotate, { client_seed: clientSeed }, session);

export function useRotateSlotSeed(session: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) => rotateSlotSeed(session, clientSeed),
    // The revealed seed's spins can now be recomputed: the history carries it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: playKeys.history(session) }),
  });
}
