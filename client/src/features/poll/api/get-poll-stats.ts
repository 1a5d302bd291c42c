import type { PollStats, PollStatus } from '#shared/api/poll.js';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';

/** GET /api/poll/stats: a poll's votes per choice (read into the live entry, see live-poll.ts). */
export const getPollStats = (pollId: number, signal?: AbortSignal) => apiCall(CALLS.poll.stats, { query: { poll_id: pollId }, signal });

const STATUS_RANK: Record<PollStatus, number> = { scheduled: 0, open: 1, closed: 2 };

/**
 * Whether `next` may replace `held`. Pushes, the vote's answer and reads can
 * arrive out of order: one counting fewer votes (a lower `version`) is older.
 * The close adds no vote, so at the same version the later status wins.
 */
export function isNewerStats(held: PollStats | undefined, next: PollStats): boolean {
  if (!held) return true;
  if (next.version !== held.version) return next.version > held.version;
  return STATUS_RANK[next.status] >= STATUS_RANK[held.status];
}
