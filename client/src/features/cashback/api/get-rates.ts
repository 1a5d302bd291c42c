import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { cashbackKeys } from './keys.js';

/** GET /api/cashback/rates: the rates in force today, for visitors and members alike. */
export const cashbackRatesQueryOptions = () =>
  queryOptions({
    queryKey: cashbackKeys.rates,
    queryFn: ({ signal }) => apiCall(CALLS.cashback.rates, { signal }),
    staleTime: 5 * 60_000,
  });

export function useCashbackRates() {
  return useQuery(cashbackRatesQueryOptions());
}
