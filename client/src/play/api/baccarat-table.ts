import { useQuery } from '@tanstack/react-query';
import type { BaccaratTableResponse } from '#shared/games/baccarat-api.js';
import { playKeys } from './keys.js';
import { gameCall } from '#client/game-data/slot-request.js';
import { GAME_CALLS } from '#shared/games/game-calls.js';

/** The answer with how far the provider's clock is ahead of this phone's, read when it arrived. */
export interface TableView extends BaccaratTableResponse {
  offsetMs: number;
}

/** POST /games/api/baccarat/table: the table, the member's bets on the hand in play, its last settled hand and balance. */
export async function getBaccaratTable(session: string, table: string): Promise<TableView> {
  const answer = await gameCall(GAME_CALLS.baccaratTable, { table }, session);
  const server = Date.parse(answer.server_time);
  return { ...answer, offsetMs: Number.isNaN(server) ? 0 : server - Date.now() };
}

/**
 * The member's own part is read again when the table moves on (use-table-play)
 * and after a bet; this slow refresh only catches a settlement or a balance
 * moved elsewhere that nothing announced. TanStack Query pauses it while the tab is hidden.
 */
export const TABLE_REFRESH_MS = 15_000;

export function useBaccaratTable(session: string, table: string) {
  return useQuery({
    queryKey: playKeys.table(session, table),
    queryFn: () => getBaccaratTable(session, table),
    refetchInterval: TABLE_REFRESH_MS,
    refetchIntervalInBackground: false,
    // A refresh that fails (a blip) keeps the last table on screen; the next second tries again.
    retry: false,
  });
}
