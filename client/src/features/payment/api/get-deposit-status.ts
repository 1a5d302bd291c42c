import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import type { PaymentSnapshot } from '#shared/live/events.js';
import { paymentTopic } from '#shared/live/topic-names.js';
import { apiCall } from '#client/lib/api-client.js';
import { useLiveTopic } from '#client/lib/socket.js';
import { paymentKeys } from './keys.js';

/** While a deposit is pending and the socket is quiet, ask this often (the fallback of the live topic). */
export const INQUIRY_INTERVAL_MS = 10_000;

/** GET /api/member/payment/inquiry_status?ref=: pending, paid, expired or rejected. */
export const getDepositStatus = (ref: string, signal?: AbortSignal) => apiCall(CALLS.payment.inquiryStatus, { query: { ref }, signal });

export const depositStatusQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: paymentKeys.status(ref),
    queryFn: ({ signal }) => getDepositStatus(ref, signal),
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'pending' ? false : INQUIRY_INTERVAL_MS),
  });

/**
 * The deposit's status, live from `payment:<ref>` (the snapshot and each
 * `payment:status` event written into this query's entry), with inquiry_status
 * as the fallback while it is pending.
 */
export function useDepositStatus(ref: string | null) {
  const options = depositStatusQueryOptions(ref ?? '');
  useLiveTopic({
    topic: ref ? paymentTopic(ref) : null,
    queryKey: options.queryKey,
    events: {
      'payment:status': (current, event: PaymentSnapshot) => (event.ref === ref ? event : current),
    },
  });
  return useQuery({ ...options, enabled: ref !== null });
}
