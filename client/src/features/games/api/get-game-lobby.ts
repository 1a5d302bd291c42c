import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameLobbyResponse } from '#shared/api/games.js';
import { apiCall } from '#client/lib/api-client.js';
import { useIsLoggedIn } from '#client/lib/session.js';
import { readRowCache, writeRowCaches } from '../lobby-cache.js';
import { GAME_CALLS } from './calls.js';
import { gameKeys } from './keys.js';

/** GET /api/game/lobby: hot games, the member's last played, each category's first games. */
export async function getGameLobby(signal?: AbortSignal): Promise<GameLobbyResponse> {
  const lobby = await apiCall(GAME_CALLS.lobby, { signal });
  writeRowCaches({ hot: lobby.hot, last: lobby.last_played });
  return lobby;
}

/** The last visit's hot and last-played rows, shown until the fresh lobby arrives (stale at once). */
function cachedLobby(loggedIn: boolean): GameLobbyResponse | undefined {
  const hot = readRowCache('hot');
  if (!hot) return undefined;
  return { hot, last_played: loggedIn ? (readRowCache('last') ?? []) : [], categories: [], providers: [] };
}

export const gameLobbyQueryOptions = (loggedIn: boolean) =>
  queryOptions({
    // Last played is the member's own: a login or logout is a different lobby.
    queryKey: [...gameKeys.lobby(), loggedIn] as const,
    queryFn: ({ signal }) => getGameLobby(signal),
  });

export function useGameLobby() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...gameLobbyQueryOptions(loggedIn), placeholderData: (previous) => previous ?? cachedLobby(loggedIn) });
}
