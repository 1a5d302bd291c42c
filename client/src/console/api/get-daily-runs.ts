import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import { consoleCall, agentRetry } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** GET /agent/daily/runs?page=: each daily job's run per day, newest first. */
export const getDailyRuns = (page = 1) => consoleCall(consoleCalls.dailyRuns, { query: { page } });

export const dailyRunsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: agentConsoleKeys.dailyRuns(page),
    retry: agentRetry,
    queryFn: () => getDailyRuns(page),
    placeholderData: keepPreviousData,
  });

export const useDailyRuns = (page = 1) => useQuery(dailyRunsQueryOptions(page));
