import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PollQuota, PollStats } from '#shared/api/poll.js';
import type { PollSnapshot } from '#shared/live/events.js';
import { pollTopic } from '#shared/live/topic-names.js';
import { useSession } from '#client/lib/session.js';
import { useLiveTopic } from '#client/lib/socket.js';
import { getPollQuota } from './get-poll-quota.js';
import { getPollStats, isNewerStats } from './get-poll-stats.js';
import { pollKeys } from './keys.js';

/**
 * A pushed `poll:stats` (every held poll topic's events reach this handler:
 * another poll's are not ours). One older than the stats held is dropped.
 */
export function withStats(current: PollSnapshot | undefined, stats: PollStats, pollId: number): PollSnapshot | undefined {
  if (stats.poll_id !== pollId || !current) return current;
  return isNewerStats(current.stats, stats) ? { ...current, stats } : current;
}

/** A pushed `poll:quota` (sent to the member only; the quota is the day's, over every poll). */
export function withQuota(current: PollSnapshot | undefined, quota: PollQuota): PollSnapshot | undefined {
  return current && { ...current, quota };
}

/** The topic's snapshot shape read over REST: the votes, and the member's quota (null for a visitor). */
export const pollLiveQueryOptions = (pollId: number, member: string | null) =>
  queryOptions({
    queryKey: pollKeys.live(pollId, member),
    queryFn: async ({ signal }): Promise<PollSnapshot> => {
      const [stats, quota] = await Promise.all([getPollStats(pollId, signal), member === null ? null : getPollQuota(signal)]);
      return { stats, quota };
    },
  });

/** Who the live entry belongs to: the member's username, or null for a visitor. */
export const useLiveMember = () => useSession()?.user.username ?? null;

/**
 * A poll's votes and the member's quota, kept live by `poll:<id>`: the REST
 * reads first, then the topic's snapshot and each `poll:stats` / `poll:quota`
 * written into the same entry. The socket counts holders, so a second reader
 * of the same poll shares the subscription.
 */
export function usePollLive(pollId: number | null) {
  const member = useLiveMember();
  const options = pollLiveQueryOptions(pollId ?? 0, member);
  useLiveTopic({
    topic: pollId === null ? null : pollTopic(pollId),
    queryKey: options.queryKey,
    events: {
      'poll:stats': (current, stats: PollStats) => withStats(current, stats, pollId ?? 0),
      'poll:quota': (current, quota: PollQuota) => withQuota(current, quota),
    },
  });
  return useQuery({ ...options, enabled: pollId !== null });
}
