import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZSlotHistoryResponse, type SlotHistoryResponse } from '#shared/games/slot-api.js';
import { checkedAnswer } from '#client/lib/checked-answer.js';
import { playKeys } from './keys.js';
import { gameCall } from '#client/game-data/slot-request.js';
import { GAME_CALLS } from '#shared/games/game-calls.js';

/** POST /games/api/history: a page of the member's spins of this game, newest first, with each server seed once revealed. */
export const getSlotHistory = async (session: string, page: number): Promise<SlotHistoryResponse> =>
  checkedAnswer(ZSlotHistoryResponse, await gameCall(GAME_CALLS.history, { page }, session));

/** The previous page stays on screen while the next one loads. */
export function useSlotHistory(session: string, page: number, enabled: boolean) {
  return useQuery({ queryKey: playKeys.historyPage(session, page), queryFn: () => getSlotHistory(session, page), enabled, placeholderData: keepPreviousData });
}
