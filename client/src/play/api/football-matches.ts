/**
 * POST /games/api/football/matches (public): the open matches, the live one
 * and the last results. Read once over HTTP, then kept live by the site's
 * `football` topic: each `football:matches` event replaces the snapshot in
 * the same cache entry (no second store), so the live minute and score move
 * without polling. A slow refetch covers a socket that cannot connect.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FootballMatchesResponse } from '#shared/games/football-api.js';
import { Topic } from '#shared/live/topic-names.js';
import { useLiveTopic } from '#client/lib/socket.js';
import { gameCall } from '#client/game-data/slot-request.js';
import { GAME_CALLS } from '#shared/games/game-calls.js';

export const footballKeys = {
  matches: () => ['play', 'football', 'matches'] as const,
  myBets: (session: string) => ['play', 'football', 'my-bets', session] as const,
};

export const getFootballMatches = () => gameCall(GAME_CALLS.footballMatches, {});

/** Without the socket the page still moves, a little later. */
export const MATCHES_FALLBACK_REFRESH_MS = 15_000;

export const footballMatchesQueryOptions = () =>
  queryOptions({ queryKey: footballKeys.matches(), queryFn: getFootballMatches, refetchInterval: MATCHES_FALLBACK_REFRESH_MS, retry: false });

export function useFootballMatches() {
  useLiveTopic({
    topic: Topic.football,
    queryKey: footballKeys.matches(),
    events: { 'football:matches': (_current: FootballMatchesResponse | undefined, next: FootballMatchesResponse) => next },
  });
  return useQuery(footballMatchesQueryOptions());
}
