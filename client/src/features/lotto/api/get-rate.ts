import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@shared/api/paths.js';
import type { RateResponse } from '@shared/api/lotto.js';
import { apiGet } from '../../../lib/api-client.js';
import { lottoKeys } from './keys.js';

/** GET /api/lotto/rate?round_id: the rates this round pays and its restricted numbers (เลขอั้น). */
export const getRate = (roundId: number, signal?: AbortSignal) =>
  apiGet<RateResponse>(API.lotto.rate, { round_id: roundId }, { signal });

export const rateQueryOptions = (roundId: number) =>
  queryOptions({
    queryKey: lottoKeys.rate(roundId),
    queryFn: ({ signal }) => getRate(roundId, signal),
  });

export const useRate = (roundId: number) => useQuery({ ...rateQueryOptions(roundId), enabled: roundId > 0 });
