import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbyKey } from '#shared/api/games-catalogue.js';
import { apiCall } from '#client/lib/api-client.js';
import { GAME_CALLS } from './calls.js';
import { gameKeys } from './keys.js';

/** GET /api/lobby/configs?lobby_key: a lobby page's title, description, providers and page size. */
export const getLobbyConfig = async (lobbyKey: LobbyKey, signal?: AbortSignal) =>
  (await apiCall(GAME_CALLS.lobbyConfigs, { query: { lobby_key: lobbyKey }, signal })).config;

export const lobbyConfigQueryOptions = (lobbyKey: LobbyKey) =>
  queryOptions({
    queryKey: gameKeys.lobbyConfig(lobbyKey),
    queryFn: ({ signal }) => getLobbyConfig(lobbyKey, signal),
    // Operators change a lobby rarely; provider counts a few minutes old are fine.
    staleTime: 5 * 60_000,
  });

export const useLobbyConfig = (lobbyKey: LobbyKey) => useQuery(lobbyConfigQueryOptions(lobbyKey));
