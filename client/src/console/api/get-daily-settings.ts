import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import { consoleCall, agentRetry } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** GET /agent/daily/settings: the cashback, loss refund and affiliate rates in force, and a change waiting for its day. */
export const getDailySettings = () => consoleCall(consoleCalls.dailySettings);

export const dailySettingsQueryOptions = () =>
  queryOptions({ queryKey: agentConsoleKeys.dailySettings(), retry: agentRetry, queryFn: getDailySettings });

export const useDailySettings = () => useQuery(dailySettingsQueryOptions());
