import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { lottoKeys } from './keys.js';

/** GET /api/lotto/rate?round_id: the rates this round pays and its restricted numbers (เลขอั้น). */
export const getRate = (roundId: number, signal?: AbortSignal) =>
  apiCall(CALLS.lotto.rate, { query: { round_id: roundId }, signal });

export const rateQueryOptions = (roundId: number) =>
  queryOptions({
    queryKey: lottoKeys.rate(roundId),
    queryFn: ({ signal }) => getRate(roundId, signal),
  });

export const useRate = (roundId: number) => useQuery({ ...rateQueryOptions(roundId), enabled: roundId > 0 });
