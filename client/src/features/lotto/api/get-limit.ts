import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { lottoKeys } from './keys.js';

/** GET /api/lotto/limit?round_id: least and most per item for each bet type, and the restricted numbers. */
export const getLimit = (roundId: number, signal?: AbortSignal) =>
  apiCall(CALLS.lotto.limit, { query: { round_id: roundId }, signal });

export const limitQueryOptions = (roundId: number) =>
  queryOptions({
    queryKey: lottoKeys.limit(roundId),
    queryFn: ({ signal }) => getLimit(roundId, signal),
  });

export const useLimit = (roundId: number) => useQuery({ ...limitQueryOptions(roundId), enabled: roundId > 0 });
