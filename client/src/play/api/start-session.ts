import { useQuery } from '@tanstack/react-query';
import { type SlotSessionRequest } from '#shared/games/slot-api.js';
import { playKeys } from './keys.js';
import { gameCall } from '#client/game-data/slot-request.js';
import { GAME_CALLS } from '#shared/games/game-calls.js';

/** POST /games/api/session: the launch token (or demo) → the game session, balance, the slot's figures or the live game's kind, and fairness. */
export const startSlotSession = (request: SlotSessionRequest) => gameCall(GAME_CALLS.session, request);

/**
 * The page's game session. The launch token can be exchanged once, so this
 * never refetches or retries: a second POST would be refused and lose the
 * game. A failed exchange is shown as it is (the member reopens the game).
 */
export function useSlotSession(game: string, token: string | null) {
  return useQuery({
    queryKey: playKeys.session(game, token),
    queryFn: () => startSlotSession(token ? { game, token } : { game, demo: true }),
    enabled: game !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
  });
}
