import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { serverNow } from '#client/lib/server-clock.js';
import { pollKeys } from './keys.js';

/** While a poll is past its closing time but not yet closed on the server (the settle runs), ask this often. */
export const SETTLE_POLL_MS = 5_000;

/** GET /api/poll/config: the poll asked for, or the current one (open, else the next, else the latest closed). */
export const getPollConfig = (pollId: number | null, signal?: AbortSignal) =>
  apiCall(CALLS.poll.config, { query: pollId === null ? {} : { poll_id: pollId }, signal });

export const pollConfigQueryOptions = (pollId: number | null) =>
  queryOptions({
    queryKey: pollKeys.config(pollId),
    queryFn: ({ signal }) => getPollConfig(pollId, signal),
    refetchInterval: (query) => {
      const poll = query.state.data?.poll;
      return poll && poll.status !== 'closed' && serverNow() >= Date.parse(poll.closes_at) ? SETTLE_POLL_MS : false;
    },
  });

export function usePollConfig(pollId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...pollConfigQueryOptions(pollId), enabled });
}

/** `/poll/12` → 12; `/poll` → null (the current poll); anything else → undefined (no such poll). */
export function pollIdOf(param: string | undefined): number | null | undefined {
  if (param === undefined) return null;
  return /^[1-9]\d{0,9}$/.test(param) ? Number(param) : undefined;
}
