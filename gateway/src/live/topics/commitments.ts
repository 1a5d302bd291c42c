import { API } from '#shared/api/paths.js';
import type { CommitmentsResponse } from '#shared/api/fairness.js';
import { latestCommitments } from '#shared/fairness/commitment-chain.js';
import { COMMITMENTS_LATEST, Topic, type CommitmentsSnapshot } from '#shared/live/events.js';
import { defineTopic } from '../topic.js';

/**
 * The public log of commitments for anyone (`fairness:commitments`): its head
 * and newest entries, read from the log's own paged call. New entries come
 * from the upstream's schedulers (a round opening) as often as from calls, so
 * the topic polls; each new entry pushes as `fairness:commitment`, oldest first.
 */
export const commitmentsTopic = defineTopic<Record<string, never>, CommitmentsSnapshot>({
  name: Topic.commitments,
  match: (topic) => (topic === Topic.commitments ? {} : null),
  memberOnly: false,
  room: () => Topic.commitments,
  fetch: (ctx) =>
    latestCommitments((after, limit) => ctx.call<CommitmentsResponse>('GET', `${API.fairness.commitments}?after=${after}&limit=${limit}`), COMMITMENTS_LATEST),
  poll: {
    intervalMs: 5_000,
    diff: (prev, next) => {
      if (prev === undefined) return [];
      const seen = prev.head.seq;
      return next.latest.filter((entry) => entry.seq > seen).map((data) => ({ event: 'fairness:commitment', data }));
    },
  },
});
