import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import { consoleCall, agentRetry } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** GET /agent/quests: every quest, switched-off ones too, with its redeem count. */
export const getQuests = () => consoleCall(consoleCalls.quests);

export const questsQueryOptions = () =>
  queryOptions({ queryKey: agentConsoleKeys.quests(), retry: agentRetry, queryFn: getQuests });

export const useQuests = () => useQuery(questsQueryOptions());
