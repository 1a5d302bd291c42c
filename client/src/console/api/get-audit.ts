import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import { consoleCall, agentRetry } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** GET /agent/audit?page=: who changed what on the agent side, newest first. */
export const getAudit = (page = 1) => consoleCall(consoleCalls.audit, { query: { page } });

export const auditQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: agentConsoleKeys.audit(page),
    retry: agentRetry,
    queryFn: () => getAudit(page),
    placeholderData: keepPreviousData,
  });

export const useAudit = (page = 1) => useQuery(auditQueryOptions(page));
