import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZFishingShotsResponse, type FishingShotsResponse } from '#shared/games/fishing-api.js';
import { checkedAnswer } from '#client/lib/checked-answer.js';
import { playKeys } from './keys.js';
import { gameCall } from '#client/game-data/slot-request.js';
import { GAME_CALLS } from '#shared/games/game-calls.js';

/** POST /games/api/fishing/shots: a page of the member's shots, newest first, with each server seed once revealed. */
export const getFishingShots = async (session: string, page: number): Promise<FishingShotsResponse> =>
  checkedAnswer(ZFishingShotsResponse, await gameCall(GAME_CALLS.fishingShots, { page }, session));

/** Under the history's key: a shot or a reveal invalidates it as a spin does. */
export function useFishingShots(session: string, page: number, enabled: boolean) {
  return useQuery({ queryKey: playKeys.historyPage(session, page), queryFn: () => getFishingShots(session, page), enabled, placeholderData: keepPreviousData });
}
