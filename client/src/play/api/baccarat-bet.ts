import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BaccaratBetRequest } from '#shared/games/baccarat-api.js';
import { playKeys } from './keys.js';
import { gameCall } from '#client/game-data/slot-request.js';
import { GAME_CALLS } from '#shared/games/game-calls.js';
import type { TableView } from './baccarat-table.js';

/** POST /games/api/baccarat/bet: debited at once; a bet on a hand that has closed is refused. */
export const betBaccarat = (session: string, bet: BaccaratBetRequest) => gameCall(GAME_CALLS.baccaratBet, bet, session);

export function useBaccaratBet(session: string, table: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bet: Omit<BaccaratBetRequest, 'table'>) => betBaccarat(session, { table, ...bet }),
    // A refresh already under way was read before the bet: it must not put the old stake back on screen.
    onMutate: () => queryClient.cancelQueries({ queryKey: playKeys.table(session, table) }),
    // The member's stake and balance show at once, before the next refresh brings everyone's totals.
    onSuccess: (answer) =>
      queryClient.setQueryData<TableView>(playKeys.table(session, table), (before) => before && { ...before, my_bets: answer.my_bets, balance: answer.balance }),
  });
}
