import { useQuery } from '@tanstack/react-query';
import { playKeys } from './keys.js';
import { gameCall } from '#client/game-data/slot-request.js';
import { GAME_CALLS } from '#shared/games/game-calls.js';

/** POST /games/api/fishing/info: the published fish table (multiplier, exact chance, RTP) and the cannon bets. */
export const getFishingInfo = (session: string) => gameCall(GAME_CALLS.fishingInfo, {}, session);

export const fishingInfoKey = (session: string) => [...playKeys.all, 'fishing-info', session] as const;

/** The table is published and fixed: read once per session. */
export function useFishingInfo(session: string) {
  return useQuery({ queryKey: fishingInfoKey(session), queryFn: () => getFishingInfo(session), staleTime: Infinity, retry: 1 });
}
