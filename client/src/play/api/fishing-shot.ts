import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FishingShotRequest } from '#shared/games/fishing-api.js';
import { gameCall } from '#client/game-data/slot-request.js';
import { GAME_CALLS } from '#shared/games/game-calls.js';
import { playKeys } from './keys.js';

/** POST /games/api/fishing/shot: the provider decides the shot (caught or not) and moves the money before the page shows it. */
export const shootFish = (session: string, shot: FishingShotRequest) => gameCall(GAME_CALLS.fishingShot, shot, session);

export function useFishingShot(session: string) {
  const queryClient = useQueryClient();
  // The shot history (fishing-shots.ts) lists it: a page already read is read again when next shown.
  return useMutation({
    mutationFn: (shot: FishingShotRequest) => shootFish(session, shot),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: playKeys.history(session) }),
  });
}
