import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@shared/api/paths.js';
import type { QrcodeInfoResponse } from '@shared/api/payment.js';
import { apiGet } from '../../../lib/api-client.js';
import { paymentKeys } from './keys.js';

/** GET /api/member/payment/qrcode_info?ref=: a deposit by ref, or (without ref) the latest pending one, or null. */
export const getQrcodeInfo = (ref: string | null, signal?: AbortSignal) =>
  apiGet<QrcodeInfoResponse>(API.payment.qrcodeInfo, { ref }, { signal });

export const qrcodeInfoQueryOptions = (ref: string | null) =>
  queryOptions({
    queryKey: paymentKeys.deposit(ref),
    queryFn: ({ signal }) => getQrcodeInfo(ref, signal),
  });

export function useQrcodeInfo(ref: string | null) {
  return useQuery(qrcodeInfoQueryOptions(ref));
}
