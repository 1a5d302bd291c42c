import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PollQuota, PollStatus } from '#shared/api/poll.js';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { pollKeys } from './keys.js';

/** GET /api/poll/quota/check: whether the member may vote in this poll now, and why not (Thai). */
export const checkPollQuota = (pollId: number, signal?: AbortSignal) => apiCall(CALLS.poll.quotaCheck, { query: { poll_id: pollId }, signal });

export const pollQuotaCheckQueryOptions = (pollId: number, quota: PollQuota, status: PollStatus) =>
  queryOptions({
    queryKey: pollKeys.check(pollId, quota.used, quota.left, status),
    queryFn: ({ signal }) => checkPollQuota(pollId, signal),
  });

/**
 * The server's verdict for the member, asked again whenever their quota or the
 * poll's status changes (both are in the key), so its reason is never stale.
 * Nothing for a visitor (`quota` null).
 */
export function usePollQuotaCheck(pollId: number, quota: PollQuota | null, status: PollStatus) {
  const options = pollQuotaCheckQueryOptions(pollId, quota ?? EMPTY_QUOTA, status);
  return useQuery({ ...options, enabled: quota !== null });
}

const EMPTY_QUOTA: PollQuota = { day: '', free: 0, per_deposit: 0, deposit_today: 0, earned: 0, used: 0, left: 0, deposit_to_next: 0 };
