import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { paymentKeys } from './keys.js';

/** GET /api/member/payment/info?channel_id=: the deposit notice (the agent's accounts on that channel). */
export const getPaymentInfo = (channelId: number, signal?: AbortSignal) =>
  apiCall(CALLS.payment.info, { query: { channel_id: channelId }, signal });

export const paymentInfoQueryOptions = (channelId: number) =>
  queryOptions({
    queryKey: paymentKeys.info(channelId),
    queryFn: ({ signal }) => getPaymentInfo(channelId, signal),
    staleTime: 5 * 60_000,
  });

export function usePaymentInfo(channelId: number | null) {
  return useQuery({ ...paymentInfoQueryOptions(channelId ?? 0), enabled: channelId !== null });
}
