import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '@shared/api/registry.js';
import { apiCall } from '../../../lib/api-client.js';
import { withdrawKeys } from './keys.js';

/** GET /api/member/withdraw/list?page=: the member's requests, newest first, with the rules as they stand now. */
export const getWithdrawList = (page: number, signal?: AbortSignal) => apiCall(CALLS.member.withdrawList, { query: { page }, signal });

export const withdrawListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: withdrawKeys.list(page),
    queryFn: ({ signal }) => getWithdrawList(page, signal),
    placeholderData: keepPreviousData,
  });

export function useWithdrawList(page: number) {
  return useQuery(withdrawListQueryOptions(page));
}
