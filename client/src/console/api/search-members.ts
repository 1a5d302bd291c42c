import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import { consoleCall, agentRetry } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** Searching starts at this many digits of the phone number. */
export const MEMBER_SEARCH_MIN = 3;

/** GET /agent/members?q=: members whose username starts with the digits typed. */
export const searchMembers = (q: string) => consoleCall(consoleCalls.members, { query: { q } });

export const membersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: agentConsoleKeys.members(q),
    retry: agentRetry,
    queryFn: () => searchMembers(q),
    enabled: q.length >= MEMBER_SEARCH_MIN,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const useMemberSearch = (q: string) => useQuery(membersQueryOptions(q));
