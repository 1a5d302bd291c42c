import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@shared/api/paths.js';
import type { WithdrawListResponse } from '@shared/api/withdraw.js';
import { apiGet } from '../../../lib/api-client.js';
import { withdrawKeys } from './keys.js';

/** GET /api/member/withdraw/list?page=: the member's requests, newest first, with the rules as they stand now. */
export const getWithdrawList = (page: number, signal?: AbortSignal) =>
  apiGet<WithdrawListResponse>(API.member.withdrawList, { page }, { signal });

export const withdrawListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: withdrawKeys.list(page),
    queryFn: ({ signal }) => getWithdrawList(page, signal),
    placeholderData: keepPreviousData,
  });

export function useWithdrawList(page: number) {
  return useQuery(withdrawListQueryOptions(page));
}
