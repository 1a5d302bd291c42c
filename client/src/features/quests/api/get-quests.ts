import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { questKeys } from './keys.js';

/** GET /api/quest/list: every quest of the member (event quests too), progress measured on read. */
export const getQuests = (signal?: AbortSignal) => apiCall(CALLS.quest.list, { signal });

export const questsQueryOptions = () =>
  queryOptions({
    queryKey: questKeys.list(),
    queryFn: ({ signal }) => getQuests(signal),
  });

export function useQuests() {
  return useQuery(questsQueryOptions());
}
