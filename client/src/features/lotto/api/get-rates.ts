import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { AGENT_ID } from '#shared/constants.js';
import { apiCall } from '#client/lib/api-client.js';
import { lottoKeys } from './keys.js';

/** GET /api/lotto/rates?agent_id: every category's rates and limits (docs/product.md §7 adds the fixed agent id). */
export const getRates = (signal?: AbortSignal) => apiCall(CALLS.lotto.rates, { query: { agent_id: AGENT_ID }, signal });

export const ratesQueryOptions = () =>
  queryOptions({
    queryKey: lottoKeys.rates(),
    queryFn: ({ signal }) => getRates(signal),
    staleTime: 5 * 60_000,
  });

export const useRates = () => useQuery(ratesQueryOptions());
