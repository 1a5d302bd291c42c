import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@shared/api/paths.js';
import type { Bill } from '@shared/api/lotto.js';
import { apiGet } from '../../../lib/api-client.js';
import { lottoKeys } from './keys.js';

/** GET /api/lotto/bill/detail?bill_id: the bill with its items, rates, payouts and wins. */
export const getBillDetail = (billId: number, signal?: AbortSignal) =>
  apiGet<Bill>(API.lotto.billDetail, { bill_id: billId }, { signal });

export const billDetailQueryOptions = (billId: number) =>
  queryOptions({
    queryKey: lottoKeys.bill(billId),
    queryFn: ({ signal }) => getBillDetail(billId, signal),
  });

export const useBillDetail = (billId: number | null) =>
  useQuery({ ...billDetailQueryOptions(billId ?? 0), enabled: billId !== null && billId > 0 });
