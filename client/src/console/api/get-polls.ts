import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { OperatorPoll } from '#shared/api/poll.js';
import { consoleCall, agentRetry } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** While a poll is open its votes move: read them every few seconds. */
const OPEN_REFRESH_MS = 5_000;
/** A scheduled poll opens on its own time: its status follows within half a minute. */
const SCHEDULED_REFRESH_MS = 30_000;

/** GET /agent/polls: every poll with its votes per choice. */
export const getPolls = () => consoleCall(consoleCalls.polls);

function refreshOf(polls: OperatorPoll[] | undefined): number | false {
  if (polls?.some((poll) => poll.status === 'open')) return OPEN_REFRESH_MS;
  return polls?.some((poll) => poll.status === 'scheduled') ? SCHEDULED_REFRESH_MS : false;
}

export const pollsQueryOptions = () =>
  queryOptions({
    queryKey: agentConsoleKeys.polls(),
    retry: agentRetry,
    queryFn: getPolls,
    refetchInterval: (query) => refreshOf(query.state.data),
  });

export const usePolls = () => useQuery(pollsQueryOptions());
