import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZFishingShotsResponse, type FishingShotsResponse } from '@shared/games/fishing-api.js';
import { FISHING_API } from '@shared/games/fishing-games.js';
import { checkedAnswer } from '../../lib/checked-answer.js';
import { playKeys } from './keys.js';
import { slotRequest } from '../../game-data/slot-request.js';

/** POST /games/api/fishing/shots: a page of the member's shots, newest first, with each server seed once revealed. */
export const getFishingShots = async (session: string, page: number): Promise<FishingShotsResponse> =>
  checkedAnswer(ZFishingShotsResponse, await slotRequest<unknown>(FISHING_API.shots, { page }, session));

/** Under the history's key: a shot or a reveal invalidates it as a spin does. */
export function useFishingShots(session: string, page: number, enabled: boolean) {
  return useQuery({ queryKey: playKeys.historyPage(session, page), queryFn: () => getFishingShots(session, page), enabled, placeholderData: keepPreviousData });
}
