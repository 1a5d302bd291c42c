/** POST /games/api/football/my-bets: the member's bets (newest first) and the wallet's balance. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { footballKeys } from './football-matches.js';
import { gameCall } from '#client/game-data/slot-request.js';
import { GAME_CALLS } from '#shared/games/game-calls.js';

export const getFootballMyBets = (session: string) => gameCall(GAME_CALLS.footballMyBets, {}, session);

/** Bets are settled at full time with no call of the page: a refresh now and then shows it. */
export const MY_BETS_REFRESH_MS = 10_000;

export const footballMyBetsQueryOptions = (session: string) =>
  queryOptions({ queryKey: footballKeys.myBets(session), queryFn: () => getFootballMyBets(session), refetchInterval: MY_BETS_REFRESH_MS, retry: false });

export const useFootballMyBets = (session: string) => useQuery(footballMyBetsQueryOptions(session));
