import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { useIsLoggedIn } from '#client/lib/session.js';
import { lottoKeys, type BillsFilter } from './keys.js';

/** GET /api/lotto/bill/list?status&round_id&page: the member's bills, newest first. */
export const getBills = (query: BillsFilter, signal?: AbortSignal) =>
  apiCall(CALLS.lotto.billList, { query, signal });

export const billsQueryOptions = (query: BillsFilter) =>
  queryOptions({
    queryKey: lottoKeys.bills(query),
    queryFn: ({ signal }) => getBills(query, signal),
    placeholderData: keepPreviousData,
  });

export function useBills(query: BillsFilter) {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...billsQueryOptions(query), enabled: loggedIn });
}
