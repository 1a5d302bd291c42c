import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import type { CashbackHistoryFilter } from './filter.js';
import { cashbackKeys } from './keys.js';

/** GET /api/cashback/turnover/history?from&to&page: yesterday's cashback, the rates in force and a page of days. */
export const getTurnoverHistory = (filter: CashbackHistoryFilter, signal?: AbortSignal) =>
  apiCall(CALLS.cashback.turnoverHistory, { query: filter, signal });

export const turnoverHistoryQueryOptions = (filter: CashbackHistoryFilter) =>
  queryOptions({
    queryKey: cashbackKeys.turnover(filter),
    queryFn: ({ signal }) => getTurnoverHistory(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useTurnoverHistory(filter: CashbackHistoryFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...turnoverHistoryQueryOptions(filter), enabled });
}
