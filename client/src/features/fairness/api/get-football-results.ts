/**
 * The last finished virtual football matches with their seeds revealed
 * (POST /games/api/football/matches, public: no session). Read once here;
 * the match page keeps its own live copy.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FootballMatch, FootballMatchesResponse } from '#shared/games/football-api.js';
import { FOOTBALL_API } from '#shared/games/football-games.js';
import { apiRequest } from '#client/lib/api-client.js';
import { fairnessKeys } from './keys.js';

export type FinishedMatch = FootballMatch & { server_seed: string };

export async function getFinishedMatch(signal?: AbortSignal): Promise<FinishedMatch | null> {
  const answer = await apiRequest<FootballMatchesResponse>(FOOTBALL_API.matches, { method: 'POST', body: {}, skipAuthRedirect: true, signal });
  return (answer.results.find((match) => match.status === 'finished' && match.server_seed !== null) as FinishedMatch | undefined) ?? null;
}

export const finishedMatchQueryOptions = () =>
  queryOptions({ queryKey: fairnessKeys.football(), queryFn: ({ signal }) => getFinishedMatch(signal) });

export const useFinishedMatch = () => useQuery(finishedMatchQueryOptions());
