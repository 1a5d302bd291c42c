import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { paymentKeys } from './keys.js';

/** GET /api/member/payment/qrcode_info?ref=: a deposit by ref, or (without ref) the latest pending one, or null. */
export const getQrcodeInfo = (ref: string | null, signal?: AbortSignal) =>
  apiCall(CALLS.payment.qrcodeInfo, { query: { ref: ref ?? undefined }, signal });

export const qrcodeInfoQueryOptions = (ref: string | null) =>
  queryOptions({
    queryKey: paymentKeys.deposit(ref),
    queryFn: ({ signal }) => getQrcodeInfo(ref, signal),
  });

export function useQrcodeInfo(ref: string | null) {
  return useQuery(qrcodeInfoQueryOptions(ref));
}
