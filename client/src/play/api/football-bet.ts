/** POST /games/api/football/bet: debited at once at the price shown; a match that kicked off or a changed price is refused. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FootballBetRequest, FootballMyBetsResponse } from '#shared/games/football-api.js';
import { footballKeys } from './football-matches.js';
import { gameCall } from '#client/game-data/slot-request.js';
import { GAME_CALLS } from '#shared/games/game-calls.js';

export const betFootball = (session: string, bet: FootballBetRequest) => gameCall(GAME_CALLS.footballBet, bet, session);

export function useFootballBet(session: string) {
  const queryClient = useQueryClient();
  const key = footballKeys.myBets(session);
  return useMutation({
    mutationFn: (bet: FootballBetRequest) => betFootball(session, bet),
    // A refresh already under way was read before the bet: it must not hide the new bet.
    onMutate: () => queryClient.cancelQueries({ queryKey: key }),
    // The bet and the balance show at once.
    onSuccess: (answer) =>
      queryClient.setQueryData<FootballMyBetsResponse>(key, (before) => ({ bets: [answer.bet, ...(before?.bets ?? [])], balance: answer.balance })),
  });
}
