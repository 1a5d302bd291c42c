import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import type { CashbackHistoryFilter } from './filter.js';
import { cashbackKeys } from './keys.js';

/** GET /api/cashback/loss/history?from&to&page: the refund claimable now, the rates in force and a page of days. */
export const getLossHistory = (filter: CashbackHistoryFilter, signal?: AbortSignal) => apiCall(CALLS.cashback.lossHistory, { query: filter, signal });

export const lossHistoryQueryOptions = (filter: CashbackHistoryFilter) =>
  queryOptions({
    queryKey: cashbackKeys.loss(filter),
    queryFn: ({ signal }) => getLossHistory(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useLossHistory(filter: CashbackHistoryFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...lossHistoryQueryOptions(filter), enabled });
}
