import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { lottoKeys } from './keys.js';

/** GET /api/lotto/bill/detail?bill_id: the bill with its items, rates, payouts and wins. */
export const getBillDetail = (billId: number, signal?: AbortSignal) =>
  apiCall(CALLS.lotto.billDetail, { query: { bill_id: billId }, signal });

export const billDetailQueryOptions = (billId: number) =>
  queryOptions({
    queryKey: lottoKeys.bill(billId),
    queryFn: ({ signal }) => getBillDetail(billId, signal),
  });

export const useBillDetail = (billId: number | null) =>
  useQuery({ ...billDetailQueryOptions(billId ?? 0), enabled: billId !== null && billId > 0 });
