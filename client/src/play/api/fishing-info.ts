import { useQuery } from '@tanstack/react-query';
import type { FishingInfoResponse } from '@shared/games/fishing-api.js';
import { FISHING_API } from '@shared/games/fishing-games.js';
import { playKeys } from './keys.js';
import { slotRequest } from '../../game-data/slot-request.js';

/** POST /games/api/fishing/info: the published fish table (multiplier, exact chance, RTP) and the cannon bets. */
export const getFishingInfo = (session: string) => slotRequest<FishingInfoResponse>(FISHING_API.info, {}, session);

export const fishingInfoKey = (session: string) => [...playKeys.all, 'fishing-info', session] as const;

/** The table is published and fixed: read once per session. */
export function useFishingInfo(session: string) {
  return useQuery({ queryKey: fishingInfoKey(session), queryFn: () => getFishingInfo(session), staleTime: Infinity, retry: 1 });
}
