import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import { consoleCall } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** The stats panel refreshes this often. */
export const STATS_REFRESH_MS = 5_000;

/**
 * GET /agent/stats: sockets per topic and upstream calls per minute. With the
 * key given it also tells the console where it stands: answered (signed in),
 * AGENT_KEY_INVALID (sign in again) or AGENT_DISABLED (the agent side is off).
 * Never asked without a key: that call could only answer 401 (decision 0049).
 */
export const getStats = (key: string | null) => consoleCall(consoleCalls.stats, { key });

export const statsQueryOptions = (key: string | null) =>
  queryOptions({
    queryKey: agentConsoleKeys.stats(key),
    queryFn: () => getStats(key),
    retry: false,
  });

export function useAgentStats(key: string | null, { refresh = false } = {}) {
  return useQuery({ ...statsQueryOptions(key), enabled: key !== null, refetchInterval: refresh ? STATS_REFRESH_MS : false });
}
