import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PollSubmitRequest } from '#shared/api/poll.js';
import { CALLS } from '#shared/api/registry.js';
import type { PollSnapshot } from '#shared/live/events.js';
import { apiCall, isRefusal } from '#client/lib/api-client.js';
import { isNewerStats } from './get-poll-stats.js';
import { useLiveMember } from './live-poll.js';
import { pollKeys } from './keys.js';

/** POST /api/poll/submit: one vote, spending one of the day's quota; the same key never spends a second. */
export const submitVote = ({ request, idempotencyKey }: { request: PollSubmitRequest; idempotencyKey: string }) =>
  apiCall(CALLS.poll.submit, { body: request, idempotencyKey });

/**
 * A vote answers the votes and the quota as they are after it: written into
 * the live entry at once, so the bars and the quota move even when the push is
 * late or the socket is down. A refusal (closed, no quota) means what the page
 * showed was stale: it is read again.
 */
export function useSubmitVote(pollId: number) {
  const queryClient = useQueryClient();
  const liveKey = pollKeys.live(pollId, useLiveMember());
  return useMutation({
    mutationFn: submitVote,
    onSuccess: (answer) => {
      queryClient.setQueryData<PollSnapshot>(liveKey, (current) => ({
        stats: current && !isNewerStats(current.stats, answer.stats) ? current.stats : answer.stats,
        quota: answer.quota,
      }));
    },
    onError: (error) => {
      if (!isRefusal(error)) return;
      void queryClient.invalidateQueries({ queryKey: liveKey });
      void queryClient.invalidateQueries({ queryKey: pollKeys.configs() });
    },
  });
}
