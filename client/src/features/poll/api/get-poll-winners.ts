import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { SETTLE_POLL_MS } from './get-poll-config.js';
import { pollKeys } from './keys.js';

/** GET /api/poll/winners: a closed poll's winning choices and winners (names masked) with their share. */
export const getPollWinners = (pollId: number, signal?: AbortSignal) => apiCall(CALLS.poll.winners, { query: { poll_id: pollId }, signal });

export const pollWinnersQueryOptions = (pollId: number) =>
  queryOptions({
    queryKey: pollKeys.winners(pollId),
    queryFn: ({ signal }) => getPollWinners(pollId, signal),
    // Closed but not yet settled: the prize is being shared; ask again until it is.
    refetchInterval: (query) => (query.state.data && query.state.data.settled_at === null ? SETTLE_POLL_MS : false),
  });

/** Only once the poll is closed: before that there is nobody to list. */
export function usePollWinners(pollId: number | null, closed: boolean) {
  return useQuery({ ...pollWinnersQueryOptions(pollId ?? 0), enabled: pollId !== null && closed });
}
