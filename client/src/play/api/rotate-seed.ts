import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playKeys } from './keys.js';
import { gameCall } from '#client/game-data/slot-request.js';
import { GAME_CALLS } from '#shared/games/game-calls.js';

/** POST /games/api/seed/rotate: reveals the server seed in use and commits a new one with this client seed. */
export const rotateSlotSeed = (session: string, clientSeed: string) =>
  gameCall(GAME_CALLS.rotateSeed, { client_seed: clientSeed }, session);

export function useRotateSlotSeed(session: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) => rotateSlotSeed(session, clientSeed),
    // The revealed seed's spins can now be recomputed: the history carries it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: playKeys.history(session) }),
  });
}
