import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { addTimeSample } from '#client/lib/server-clock.js';
import { lottoKeys } from './keys.js';

/**
 * GET /api/lotto/lobby: categories with their current rounds. The one call that
 * answers `{ status, data }` (docs/product.md §3; its registry entry says so). Its `server_time` is a clock sample, so
 * countdowns are right even before the socket's `time` arrives.
 */
export async function getLobby(signal?: AbortSignal) {
  const sentAt = Date.now();
  const lobby = await apiCall(CALLS.lotto.lobby, { signal });
  addTimeSample(lobby.server_time, sentAt, Date.now());
  return lobby;
}

export const lobbyQueryOptions = () =>
  queryOptions({
    queryKey: lottoKeys.lobby(),
    queryFn: ({ signal }) => getLobby(signal),
    // Rounds open and close on the clock: a minute-old lobby is worth a quiet refresh.
    refetchInterval: 60_000,
  });

export const useLobby = () => useQuery(lobbyQueryOptions());
