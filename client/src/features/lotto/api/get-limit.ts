import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@shared/api/paths.js';
import type { LimitResponse } from '@shared/api/lotto.js';
import { apiGet } from '../../../lib/api-client.js';
import { lottoKeys } from './keys.js';

/** GET /api/lotto/limit?round_id: least and most per item for each bet type, and the restricted numbers. */
export const getLimit = (roundId: number, signal?: AbortSignal) =>
  apiGet<LimitResponse>(API.lotto.limit, { round_id: roundId }, { signal });

export const limitQueryOptions = (roundId: number) =>
  queryOptions({
    queryKey: lottoKeys.limit(roundId),
    queryFn: ({ signal }) => getLimit(roundId, signal),
  });

export const useLimit = (roundId: number) => useQuery({ ...limitQueryOptions(roundId), enabled: roundId > 0 });
