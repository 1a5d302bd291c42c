import { useQuery } from '@tanstack/react-query';
import { SLOT_API, type SlotHistoryResponse } from '@shared/games/slot-api.js';
import { playKeys } from './keys.js';
import { slotRequest } from '../../game-data/slot-request.js';

/** POST /games/api/history: the member's spins of this game, newest first, with each server seed once revealed. */
export const getSlotHistory = (session: string) => slotRequest<SlotHistoryResponse>(SLOT_API.history, {}, session);

export function useSlotHistory(session: string, enabled: boolean) {
  return useQuery({ queryKey: playKeys.history(session), queryFn: () => getSlotHistory(session), enabled });
}
